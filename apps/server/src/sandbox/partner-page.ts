import {
  authTransactionTypes,
  isPaidAuthType,
  payModeLabels,
  purchaseFrequencies,
  purchasePayModes,
  showDate,
  transactionTypeLabel,
  type TPartnerPlacement,
} from '@cdesk/domain';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accounts } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { fail, ok } from '../lib/envelope.js';
import { requestContext } from '../modules/access/index.js';
import type { PlacedForAuthorisation } from '../modules/authorise/index.js';
import { clientView, type ClientView, type PartnerPageDeps } from './partner-client.js';

export type { PartnerPageDeps } from './partner-client.js';
import { escapeHtml, sendPage } from './page.js';
import {
  mandateFromForm,
  mandateSection,
  partnerMandatePath,
  placedMandatePanel,
} from './partner-mandate-form.js';

export const partnerPagePath = '/cdesk/sandbox/partner';
const placePath = `${partnerPagePath}/place`;
const scriptPath = `${partnerPagePath}/form.js`;

/** The fields each type takes, as the form names them. */
const fieldsOf: Record<string, readonly string[]> = {
  PIP: ['schCode', 'folioNo', 'amount'],
  NPIP: ['schCode', 'folioNo', 'amount'],
  SIP: ['schCode', 'folioNo', 'amount', 'schedule'],
  NSIP: ['schCode', 'folioNo', 'amount', 'schedule'],
  TPSIP: ['planId', 'topUpAmount'],
  SIPSHIFTING: ['planId', 'mandateNo'],
  RED: ['folioNo', 'schCode', 'redeemBy', 'amount', 'units'],
  SWI: ['folioNo', 'schCode', 'redeemBy', 'amount', 'units', 'targetSchCode'],
  SWP: ['schCode', 'folioNo', 'amount', 'schedule'],
  STP: ['schCode', 'folioNo', 'targetSchCode', 'amount', 'schedule'],
  SSIP: ['planId'],
  SSWP: ['planId'],
  SSTP: ['planId'],
  TSR: ['planId'],
  SWITCHSIP: [
    'folioNo',
    'schCode',
    'redeemBy',
    'amount',
    'units',
    'targetSchCode',
    'sipAmount',
    'schedule',
    'mandateNo',
  ],
  BSWI: ['legs'],
  BSWISIP: ['legs', 'sipAmount', 'schedule', 'mandateNo'],
  MARSSWI: ['marsId', 'legs'],
};

type Form = Record<string, string>;

const text = (form: Form, name: string) => (form[name] ?? '').trim();

/** One switch leg a line: folio, scheme code, target scheme code, AMOUNT|UNITS|ALL, quantity. */
function parseLegs(value: string): object[] | string {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const legs: object[] = [];
  for (const [i, line] of lines.entries()) {
    const [folioNo = '', schCode = '', targetSchCode = '', by = '', quantity = ''] = line
      .split(',')
      .map((part) => part.trim());
    const redeemBy = by.toUpperCase();
    if (!folioNo || !schCode || !targetSchCode || !['AMOUNT', 'UNITS', 'ALL'].includes(redeemBy))
      return `Switch leg ${i + 1} should read: folio, scheme code, target scheme code, AMOUNT or UNITS or ALL, and the amount or units.`;
    legs.push({
      folioNo,
      schCode,
      targetSchCode,
      redeemBy,
      ...(redeemBy === 'AMOUNT' ? { amount: quantity } : {}),
      ...(redeemBy === 'UNITS' ? { units: quantity } : {}),
    });
  }
  return legs;
}

/** The placement a form stands for; a string is what is wrong with the form. */
export function placementFromForm(form: Form): TPartnerPlacement | string {
  const trnType = text(form, 'trnType');
  const fields = fieldsOf[trnType];
  if (!fields) return 'Please choose the transaction type.';
  const trxn: Record<string, unknown> = { trnType };
  for (const field of fields) {
    if (field === 'schedule') {
      const schedule = {
        freqId: text(form, 'freqId'),
        installmentDate: text(form, 'installmentDate'),
        totalNoOfInst: text(form, 'totalNoOfInst'),
        ...(text(form, 'startDate') ? { startDate: text(form, 'startDate') } : {}),
      };
      trxn[trnType === 'SWP' || trnType === 'STP' ? 'schedule' : 'sip'] = schedule;
    } else if (field === 'legs') {
      const legs = parseLegs(text(form, 'legs'));
      if (typeof legs === 'string') return legs;
      trxn.legs = legs;
    } else if (text(form, field) !== '') trxn[field] = text(form, field);
  }
  const [bankCode = '', bankAccNo = ''] = text(form, 'payBank').split('~');
  const payment = {
    payMode: text(form, 'payMode'),
    bankCode,
    bankAccNo,
    neftRtgsNo: text(form, 'neftRtgsNo'),
    mandateNo: text(form, 'payMandateNo'),
    payerVpa: text(form, 'payerVpa'),
  };
  const hasPayment = Object.values(payment).some((value) => value !== '');
  return {
    njAcNo: text(form, 'njAcNo'),
    trxn: trxn as TPartnerPlacement['trxn'],
    ...(isPaidAuthType(trnType) && hasPayment
      ? { payment: payment as TPartnerPlacement['payment'] }
      : {}),
    notes: text(form, 'notes'),
  };
}

const styles = `<style>
  main { max-width: 860px !important; margin: 24px auto !important; }
  form.place { display: grid; gap: 14px; }
  fieldset { border: 1px solid #e2e8f0; border-radius: 8px; padding: 12px 16px; display: grid; gap: 10px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
  legend { font-weight: 600; padding: 0 6px; }
  label { display: grid; gap: 4px; font-size: 14px; color: #334155; }
  label small { color: #64748b; }
  input, select, textarea { width: 100%; box-sizing: border-box; min-height: 40px; padding: 6px 8px; border: 1px solid #94a3b8; border-radius: 6px; font: inherit; }
  textarea { min-height: 90px; grid-column: 1 / -1; }
  .wide { grid-column: 1 / -1; }
  .error { color: #b91c1c; font-weight: 600; }
  .done { color: #15803d; }
  .placed { border: 1px solid #86efac; background: #f0fdf4; border-radius: 8px; padding: 12px 16px; word-break: break-all; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { text-align: left; padding: 6px 4px; border-top: 1px solid #e2e8f0; vertical-align: top; }
  details { margin: 12px 0; } summary { cursor: pointer; font-weight: 600; }
  [data-for][hidden] { display: none; }
</style>`;

const formScript = `(function () {
  var type = document.getElementById('trnType');
  var fields = ${JSON.stringify(fieldsOf)};
  var paid = ['PIP', 'NPIP', 'SIP', 'NSIP'];
  function sync() {
    var used = fields[type.value] || [];
    document.querySelectorAll('[data-for]').forEach(function (el) {
      var name = el.getAttribute('data-for');
      el.hidden = name === 'payment' ? paid.indexOf(type.value) < 0 : used.indexOf(name) < 0;
    });
  }
  if (type) { type.addEventListener('change', sync); sync(); }
})();`;

function field(
  name: string,
  label: string,
  form: Form,
  options: {
    hint?: string;
    type?: string;
    dataFor?: string;
    list?: string;
    inputmode?: string;
  } = {},
) {
  return `<label${options.dataFor ? ` data-for="${options.dataFor}"` : ''}>${escapeHtml(label)}
    <input name="${name}" id="${name}" value="${escapeHtml(form[name] ?? '')}"${options.type ? ` type="${options.type}"` : ''}${options.list ? ` list="${options.list}"` : ''}${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}>
    ${options.hint ? `<small>${escapeHtml(options.hint)}</small>` : ''}</label>`;
}

function select(
  name: string,
  label: string,
  form: Form,
  choices: { value: string; label: string }[],
  dataFor?: string,
  wide = false,
) {
  const chosen = form[name] ?? '';
  return `<label${dataFor ? ` data-for="${dataFor}"` : ''}${wide ? ' class="wide"' : ''}>${escapeHtml(label)}
    <select name="${name}" id="${name}">${choices
      .map(
        (c) =>
          `<option value="${escapeHtml(c.value)}"${c.value === chosen ? ' selected' : ''}>${escapeHtml(c.label)}</option>`,
      )
      .join('')}</select></label>`;
}

function placedPanel(placed: PlacedForAuthorisation): string {
  return `<div class="placed" role="status"><p class="done"><strong>Placed for authorisation.</strong></p>
    <p>Ref. No <strong data-placed-ref>${escapeHtml(placed.trxnId)}</strong>${placed.marsTarNo ? ` · MARS target no. <strong>${escapeHtml(placed.marsTarNo)}</strong>` : ''} · ${escapeHtml(transactionTypeLabel(placed.trnType))} for ${escapeHtml(placed.investorName)} (${escapeHtml(placed.njAcNo)})</p>
    <p>The client was sent this link by SMS and e-mail (valid until ${escapeHtml(showDate(placed.expiresAt))}):<br>
    <a data-placed-link href="${escapeHtml(placed.path)}">${escapeHtml(placed.link)}</a></p></div>`;
}

/** A table of rows, or the words shown when there are none. */
function tableOr(headings: string[], rows: string[], empty: string): string {
  if (!rows.length) return empty;
  const head = headings.map((h) => `<th>${h}</th>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function holdingsTable(client: ClientView): string {
  return tableOr(
    ['Folio', 'Scheme code', 'Scheme', 'Units'],
    client.holdings.map(
      (h) =>
        `<tr><td>${escapeHtml(h.folioNo)}</td><td>${h.schemeCode}</td><td>${escapeHtml(h.schemeName)}</td><td>${escapeHtml(h.units)}</td></tr>`,
    ),
    '<p>No holdings yet.</p>',
  );
}

function plansTable(client: ClientView): string {
  return tableOr(
    ['Plan', 'Plan id', 'Scheme', 'Amount', 'Status'],
    client.plans.map(
      (p) =>
        `<tr><td>${p.kind}</td><td>${p.id}</td><td>${escapeHtml(p.schemeName)}</td><td>${escapeHtml(p.amount)}</td><td>${escapeHtml(p.status)}</td></tr>`,
    ),
    '<p>No systematic plans.</p>',
  );
}

function recentTable(client: ClientView): string {
  return tableOr(
    ['Ref. No', 'Type', 'Status', 'Link'],
    client.recent.map(
      ({ row, path }) =>
        `<tr><td>${escapeHtml(row.trxnId)}</td><td>${escapeHtml(transactionTypeLabel(row.trnType))}</td><td>${escapeHtml(row.status)}</td><td><a href="${escapeHtml(path)}">Open</a></td></tr>`,
    ),
    '<p>Nothing placed yet.</p>',
  );
}

const pageIntro = `${styles}<h1>Partner desk: place a transaction</h1>
    <p>As the client's Wealth Partner, place a transaction for the client to authorise. The client receives an SMS and an e-mail with the authorisation link.</p>
    `;

function clientChooser(
  clients: { njAcNo: string; name: string }[],
  client: ClientView | null,
  form: Form,
): string {
  const clientChoices = [
    { value: '', label: 'Choose a client' },
    ...clients.map((c) => ({ value: c.njAcNo, label: `${c.njAcNo} · ${c.name}` })),
  ];
  return `<form method="get" action="${partnerPagePath}" class="wide">
    ${select('njAcNo', 'Client', { njAcNo: client?.njAcNo ?? form.njAcNo ?? '' }, clientChoices)}
    <p><button type="submit">Show this client</button></p></form>`;
}

const typeChoices = () => [
  { value: '', label: 'Choose a transaction type' },
  ...authTransactionTypes.map((t) => ({ value: t, label: `${t} · ${transactionTypeLabel(t)}` })),
];

const freqChoices = () => [
  { value: '', label: 'Choose' },
  ...Object.entries(purchaseFrequencies).map(([id, f]) => ({ value: id, label: f.label })),
];

const payModeChoices = () => [
  { value: '', label: 'No payment details' },
  ...purchasePayModes.map((m) => ({ value: m, label: `${m} · ${payModeLabels[m]}` })),
];

const redeemByChoices = [
  { value: 'AMOUNT', label: 'Amount' },
  { value: 'UNITS', label: 'Units' },
  { value: 'ALL', label: 'All units' },
];

function transactionFieldset(values: Form): string {
  return `<fieldset><legend>Transaction</legend>
        ${select('trnType', 'Transaction type', values, typeChoices(), undefined, true)}
        ${field('schCode', 'Scheme code', values, { dataFor: 'schCode', list: 'schemes', inputmode: 'numeric', hint: 'AMFI scheme code, e.g. 118989' })}
        ${field('folioNo', 'Folio number', values, { dataFor: 'folioNo', list: 'folios', hint: 'Optional for a purchase' })}
        ${select('redeemBy', 'Redeem by', values, redeemByChoices, 'redeemBy')}
        ${field('amount', 'Amount (₹)', values, { dataFor: 'amount', inputmode: 'decimal' })}
        ${field('units', 'Units', values, { dataFor: 'units', inputmode: 'decimal' })}
        ${field('targetSchCode', 'Target scheme code', values, { dataFor: 'targetSchCode', inputmode: 'numeric', hint: 'Same fund house as the scheme' })}
        ${field('planId', 'Plan id', values, { dataFor: 'planId', inputmode: 'numeric', hint: 'From the systematic plans above' })}
        ${field('topUpAmount', 'Top-up amount (₹)', values, { dataFor: 'topUpAmount', inputmode: 'decimal' })}
        ${field('sipAmount', 'SIP amount (₹)', values, { dataFor: 'sipAmount', inputmode: 'decimal' })}
        ${field('mandateNo', 'Mandate number', values, { dataFor: 'mandateNo' })}
        ${field('marsId', 'MARS portfolio id', values, { dataFor: 'marsId' })}
        ${select('freqId', 'Frequency', values, freqChoices(), 'schedule')}
        ${field('installmentDate', 'Installment day (1-28)', values, { dataFor: 'schedule', inputmode: 'numeric' })}
        ${field('totalNoOfInst', 'Number of installments', values, { dataFor: 'schedule', inputmode: 'numeric' })}
        ${field('startDate', 'First installment (optional)', values, { dataFor: 'schedule', type: 'date' })}
        <label data-for="legs" class="wide">Switch legs, one a line
          <textarea name="legs" id="legs">${escapeHtml(values.legs ?? '')}</textarea>
          <small>folio, scheme code, target scheme code, AMOUNT or UNITS or ALL, amount or units (e.g. 1234567/01, 119091, 118989, AMOUNT, 5000)</small></label>
      </fieldset>`;
}

function paymentFieldset(client: ClientView, values: Form): string {
  const bankChoices = [{ value: '', label: 'Choose a registered bank' }, ...client.banks];
  return `<fieldset data-for="payment"><legend>Payment (purchases only, optional)</legend>
        ${select('payMode', 'Pay mode', values, payModeChoices())}
        ${select('payBank', 'Bank', values, bankChoices)}
        ${field('neftRtgsNo', 'NEFT/RTGS number', values, { hint: 'Pay mode 7' })}
        ${field('payMandateNo', 'Mandate', values, { hint: "Pay mode 3 or a SIP; the bank's own when empty" })}
        ${field('payerVpa', 'UPI address (VPA)', values, { hint: 'Pay mode 8, e.g. asha@okhdfc' })}
      </fieldset>`;
}

function placeForm(client: ClientView, values: Form): string {
  return `<form method="post" action="${partnerPagePath}" class="place">
      <input type="hidden" name="njAcNo" value="${escapeHtml(client.njAcNo)}">
      ${transactionFieldset(values)}
      ${paymentFieldset(client, values)}
      <label class="wide">Notes for the client <textarea name="notes" id="notes">${escapeHtml(values.notes ?? '')}</textarea></label>
      <p><button type="submit">Place for authorisation</button></p>
    </form>`;
}

function pageBody(
  clients: { njAcNo: string; name: string }[],
  client: ClientView | null,
  form: Form,
  notice: string,
  today: string,
): string {
  const chooser = clientChooser(clients, client, form);
  if (!client)
    return `${styles}<h1>Partner desk: place a transaction</h1>
      <p>As the client's Wealth Partner, place a transaction for the client to authorise. The client receives an SMS and an e-mail with the authorisation link.</p>
      ${notice}${chooser}`;

  const folios = [...new Set(client.holdings.map((h) => h.folioNo))];
  const values: Form = { ...form, njAcNo: client.njAcNo };

  return `${pageIntro}${notice}${chooser}
    <details open><summary>Holdings of ${escapeHtml(client.name)}</summary>${holdingsTable(client)}</details>
    <details open><summary>Systematic plans of ${escapeHtml(client.name)}</summary>${plansTable(client)}</details>
    <datalist id="folios">${folios.map((f) => `<option value="${escapeHtml(f)}"></option>`).join('')}</datalist>
    <datalist id="schemes">${client.holdings.map((h) => `<option value="${h.schemeCode}">${escapeHtml(h.schemeName)}</option>`).join('')}</datalist>
    ${placeForm(client, values)}
    ${mandateSection(client.njAcNo, client.mandateBanks, values, today)}
    <details open><summary>Placed for ${escapeHtml(client.name)}</summary>${recentTable(client)}</details>
    <script src="${scriptPath}"></script>`;
}

const toForm = (value: unknown): Form =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).flatMap(([k, v]) =>
      typeof v === 'string' ? [[k, v.slice(0, 2000)]] : [],
    ),
  );

/** The error a partner sees for a refused placement; anything else is rethrown. */
function refusal(error: unknown): string {
  if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  return `<p class="error" role="alert">${escapeHtml(error.displayMessage)}</p>`;
}

/**
 * The partner's side of authorisation, in the sandbox: a Wealth Partner picks a client and places
 * any type of transaction for the client's authorisation, with or without payment details. Also a
 * JSON placement for tests and the demo seed.
 */
export function partnerSandboxPage(sandbox: FastifyInstance, deps: PartnerPageDeps): void {
  const clients = () =>
    deps.db
      .select({ njAcNo: accounts.njAcNo, name: accounts.name })
      .from(accounts)
      .orderBy(asc(accounts.njAcNo));

  const render = async (reply: FastifyReply, form: Form, notice = '', status = 200) => {
    const njAcNo = text(form, 'njAcNo');
    const client = njAcNo ? await clientView(deps, njAcNo) : null;
    const shown =
      njAcNo && !client
        ? `<p class="error" role="alert">There is no client with wealth account number ${escapeHtml(njAcNo)}.</p>${notice}`
        : notice;
    return sendPage(
      reply,
      'Partner desk',
      pageBody(await clients(), client, form, shown, deps.partnerMandates.today()),
      status,
    );
  };

  sandbox.get(partnerPagePath, { schema: { hide: true } }, async (request, reply) =>
    render(reply, toForm(request.query)),
  );

  sandbox.post(partnerPagePath, { schema: { hide: true } }, async (request, reply) => {
    const form = toForm(request.body);
    const placement = placementFromForm(form);
    if (typeof placement === 'string')
      return render(reply, form, `<p class="error" role="alert">${escapeHtml(placement)}</p>`, 400);
    try {
      const placed = await deps.placements.place(placement, requestContext(request));
      return render(
        reply,
        { njAcNo: form.njAcNo ?? '', trnType: form.trnType ?? '' },
        placedPanel(placed),
      );
    } catch (error) {
      return render(reply, form, refusal(error), 400);
    }
  });

  sandbox.post(partnerMandatePath, { schema: { hide: true } }, async (request, reply) => {
    const form = toForm(request.body);
    try {
      const placed = await deps.partnerMandates.place(
        mandateFromForm(form),
        requestContext(request),
      );
      return render(reply, { njAcNo: form.njAcNo ?? '' }, placedMandatePanel(placed));
    } catch (error) {
      return render(reply, form, refusal(error), 400);
    }
  });

  // A transaction, or with kind MANDATE a bank mandate request, placed for the client's authorisation.
  sandbox.post(placePath, { schema: { hide: true } }, async (request, reply) => {
    const body = request.body as { kind?: unknown } | null;
    try {
      if (body && typeof body === 'object' && body.kind === 'MANDATE') {
        const placed = await deps.partnerMandates.place(body, requestContext(request));
        return reply.send(ok(placed, 'Mandate request sent for authorisation.'));
      }
      const placed = await deps.placements.place(request.body, requestContext(request));
      return reply.send(ok(placed, 'Placed for authorisation.'));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return reply.status(error.statusCode).send(fail(null, error.displayMessage, error.errCode));
    }
  });

  sandbox.get(scriptPath, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(formScript),
  );
}
