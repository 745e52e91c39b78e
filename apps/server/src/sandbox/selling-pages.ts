import { formatPaise, showDate } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { accounts } from '../db/schema.js';
import type { SandboxDepository } from '../providers/depository/sandbox.js';
import type { SandboxPaymentGateway } from '../providers/payment-gateway/sandbox.js';
import { escapeHtml, postForm, sendPage } from './page.js';

const edisPath = '/cdesk/sandbox/depository/edis';
const statementPath = '/cdesk/sandbox/bank/statement';

const styles = `<style>.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px}
  button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
  table{width:100%;border-collapse:collapse;font-size:14px} th,td{text-align:left;padding:8px 4px;border-top:1px solid #e2e8f0;vertical-align:top}
  td.amount{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap} dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px} dt{color:#475569} dd{margin:0;font-weight:600}</style>`;

const ZEdisForm = z.object({
  ref: z.string().max(64).default(''),
  decision: z.enum(['APPROVE', 'DECLINE']).default('APPROVE'),
});
const ZStatementQuery = z.object({ njAcNo: z.string().max(16).default('') });

const invalidEdis = '<h1>Link not valid</h1><p>This eDIS request is not valid or has expired.</p>';

const mask = (accNo: string) => `${'X'.repeat(Math.max(0, accNo.length - 4))}${accNo.slice(-4)}`;

/**
 * The depository's eDIS page, where the investor approves or declines the debit of demat units
 * (the browser then returns to the desk's /cdesk/edis-response), and the sandbox bank's statement
 * of credits to an investor's accounts: redemption, SWP and insta cash proceeds.
 */
export function sellingSandboxPages(
  sandbox: FastifyInstance,
  deps: { db: Db; depository: SandboxDepository; gateway: SandboxPaymentGateway },
): void {
  const returnTo = (returnUrl: string, ref: string) =>
    `${returnUrl}?edisTrxnNo=${encodeURIComponent(ref)}&reqFrom=web`;

  sandbox.get(edisPath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZEdisForm.safeParse(request.query ?? {});
    const ref = parsed.success ? parsed.data.ref : '';
    const found = await deps.depository.find(ref);
    const title = 'Depository: eDIS authorisation';
    if (!found) return sendPage(reply, title, invalidEdis, 404);
    if (found.status !== 'PENDING')
      return sendPage(
        reply,
        title,
        `<h1>${title}</h1><p class="done" role="status">This debit was ${found.status === 'APPROVED' ? 'authorised' : 'declined'}.</p>
        <p><a href="${escapeHtml(returnTo(found.returnUrl, found.id))}">Return to Client Desk</a></p>`,
      );
    return sendPage(
      reply,
      title,
      `${styles}<h1>${title}</h1>
      <p>Your partner's desk asks to debit these units from your demat account for a redemption or switch. Authorise the debit with your depository (eDIS), or decline it.</p>
      <dl><dt>Scheme</dt><dd>${escapeHtml(found.schemeName)}</dd>
      ${found.isin ? `<dt>ISIN</dt><dd>${escapeHtml(found.isin)}</dd>` : ''}
      <dt>Units</dt><dd>${escapeHtml(found.units)}</dd>
      <dt>Order reference</dt><dd>${escapeHtml(found.orderRef)}</dd></dl>
      ${postForm(
        edisPath,
        { ref },
        `<div class="row"><button type="submit" name="decision" value="APPROVE">Authorise debit</button>
        <button type="submit" name="decision" value="DECLINE" class="secondary">Decline</button></div>`,
      )}`,
    );
  });

  sandbox.post(edisPath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZEdisForm.safeParse(request.body ?? {});
    const found = parsed.success ? await deps.depository.find(parsed.data.ref) : undefined;
    if (!parsed.success || !found)
      return sendPage(reply, 'Depository: eDIS authorisation', invalidEdis, 404);
    await deps.depository.decide(found.id, parsed.data.decision === 'APPROVE');
    return reply.redirect(returnTo(found.returnUrl, found.id), 303);
  });

  sandbox.get(statementPath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZStatementQuery.safeParse(request.query ?? {});
    const njAcNo = parsed.success ? parsed.data.njAcNo : '';
    const [account] = njAcNo
      ? await deps.db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(eq(accounts.njAcNo, njAcNo))
      : [];
    const title = 'Bank statement: credits';
    if (!account)
      return sendPage(
        reply,
        title,
        `<h1>${title}</h1><form method="get" action="${statementPath}"><p><label>Wealth account number <input name="njAcNo" inputmode="numeric" value="${escapeHtml(njAcNo)}"></label></p><button type="submit">Show credits</button></form>`,
        njAcNo ? 404 : 200,
      );
    const credits = await deps.gateway.creditsOf(account.id);
    const rows = credits
      .map(
        (c) =>
          `<tr><td>${escapeHtml(showDate(c.valueDate))}</td><td>${escapeHtml(c.narration)}<br><small>${escapeHtml(c.bankName)} ${escapeHtml(mask(c.bankAccNo))} · UTR ${escapeHtml(c.utr)}</small></td><td class="amount">${escapeHtml(formatPaise(c.amountPaise))}</td></tr>`,
      )
      .join('');
    return sendPage(
      reply,
      title,
      `${styles}<h1>${title}</h1><p>Credits to the registered bank accounts of ${escapeHtml(account.name)} (${escapeHtml(njAcNo)}), newest first.</p>
      ${credits.length === 0 ? '<p>No credits yet.</p>' : `<table><thead><tr><th scope="col">Value date</th><th scope="col">Narration</th><th scope="col" class="amount">Amount</th></tr></thead><tbody>${rows}</tbody></table>`}`,
    );
  });
}
