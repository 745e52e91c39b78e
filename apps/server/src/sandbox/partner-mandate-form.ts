import { eMandateTypeLabels, partnerMandateModes, showDate } from '@cdesk/domain';
import type { PlacedMandate } from '../modules/mandates/index.js';
import { escapeHtml } from './page.js';

type Form = Record<string, string>;

export const partnerMandatePath = '/cdesk/sandbox/partner/mandate';

/** The mandate request a form stands for, as the partner mandate service reads it. */
export function mandateFromForm(form: Form) {
  const text = (name: string) => (form[name] ?? '').trim();
  return {
    kind: 'MANDATE',
    njAcNo: text('njAcNo'),
    bankId: text('mandateBankId') || undefined,
    upperLimit: text('upperLimit'),
    startDate: text('mandateStartDate'),
    endDate: text('mandateEndDate'),
    mode: text('mandateMode'),
    notes: text('mandateNotes'),
  };
}

export function placedMandatePanel(placed: PlacedMandate): string {
  return `<div class="placed" role="status"><p class="done"><strong>Mandate request sent for authorisation.</strong></p>
    <p>Mandate no. <strong data-placed-mandate>${escapeHtml(placed.njEMandateNo)}</strong> · ${escapeHtml(eMandateTypeLabels[placed.mode])} for ${escapeHtml(placed.investorName)} (${escapeHtml(placed.njAcNo)})</p>
    <p>The client was sent this link by SMS and e-mail (valid until ${escapeHtml(showDate(placed.expiresAt))}):<br>
    <a data-placed-link href="${escapeHtml(placed.path)}">${escapeHtml(placed.link)}</a></p></div>`;
}

/** The partner's form asking a client to register a bank mandate. */
export function mandateSection(
  njAcNo: string,
  banks: { id: number; label: string }[],
  form: Form,
  today: string,
): string {
  const value = (name: string, fallback = '') => escapeHtml(form[name] ?? fallback);
  const chosen = form.mandateBankId ?? '';
  const mode = form.mandateMode ?? 'ESIGN';
  return `<details open><summary>Ask for a bank mandate</summary>
    <form method="post" action="${partnerMandatePath}" class="place">
      <input type="hidden" name="njAcNo" value="${escapeHtml(njAcNo)}">
      <fieldset><legend>Mandate</legend>
        <label class="wide">Bank account
          <select name="mandateBankId" id="mandateBankId"><option value="">Choose a registered bank</option>${banks
            .map(
              (b) =>
                `<option value="${b.id}"${String(b.id) === chosen ? ' selected' : ''}>${escapeHtml(b.label)}</option>`,
            )
            .join('')}</select></label>
        <label>Upper limit (₹)<input name="upperLimit" id="upperLimit" inputmode="decimal" value="${value('upperLimit')}"><small>More than ₹1,000</small></label>
        <label>Start date<input name="mandateStartDate" id="mandateStartDate" type="date" value="${value('mandateStartDate', today)}"></label>
        <label>End date<input name="mandateEndDate" id="mandateEndDate" type="date" value="${value('mandateEndDate')}"></label>
        <label>Mandate type<select name="mandateMode" id="mandateMode">${partnerMandateModes
          .map(
            (m) =>
              `<option value="${m}"${m === mode ? ' selected' : ''}>${m} · ${escapeHtml(eMandateTypeLabels[m])}</option>`,
          )
          .join('')}</select></label>
        <label class="wide">Notes for the client<textarea name="mandateNotes" id="mandateNotes">${value('mandateNotes')}</textarea></label>
      </fieldset>
      <p><button type="submit">Send mandate request</button></p>
    </form></details>`;
}
