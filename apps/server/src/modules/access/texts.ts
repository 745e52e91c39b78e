import type { Account } from './repository.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The FATCA/CRS self-declaration the investor confirms (simple markup the app renders from an allow-list). */
export function declarationHtml(account: Pick<Account, 'name' | 'pan'>): string {
  return [
    `<p>I, <strong>${escapeHtml(account.name)}</strong> (PAN ${escapeHtml(account.pan)}), declare that:</p>`,
    '<ul>',
    '<li>I am a tax resident of India only and of no other country.</li>',
    '<li>I am not a citizen or a resident of the United States of America for tax purposes.</li>',
    '<li>My country of birth and of citizenship is India.</li>',
    '<li>I will inform my wealth partner within 30 days if any of this changes.</li>',
    '</ul>',
    '<p>I understand that this declaration is made under the Foreign Account Tax Compliance Act (FATCA) and the Common Reporting Standard (CRS), and that the information may be shared with the tax authorities.</p>',
  ].join('');
}

export function panAadhaarHtml(deactive: boolean): string {
  const intro =
    '<p>As required by the Income Tax Department, your <strong>PAN must be linked with your Aadhaar</strong>. Investments and redemptions cannot be processed for a PAN that is not linked.</p>';
  const status = deactive
    ? '<p>Your PAN is <strong>inoperative</strong> because it is not linked with Aadhaar, so your account has been made inactive until the link is done.</p>'
    : '<p>Our records do not show the link yet. If you have already linked them, tell us; otherwise link them now on the income tax portal.</p>';
  return intro + status;
}
