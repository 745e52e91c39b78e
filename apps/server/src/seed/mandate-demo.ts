import { AppError } from '../lib/app-error.js';
import type { AccessService } from '../modules/access/index.js';
import type { PaymentChoice } from '../modules/checkout/index.js';
import type { PartnerMandates } from '../modules/mandates/index.js';

/** The same day ten years on (a 29 February becomes the 28th). */
function tenYearsOn(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const shown = month === '02' && day === '29' ? '28' : day;
  return `${Number(year) + 10}-${month}-${shown}`;
}

/**
 * The demo partner's mandate request for 5000001 (DEMO-DATA.md): ₹50,000 on the HDFC Bank
 * account, by e-sign, waiting for Asha's authorisation with its link in the outbox. Placed through
 * the service, as a partner's is; placed again only when the earlier one's link lapsed unanswered.
 */
export async function seedMandateDemo(deps: {
  partnerMandates: PartnerMandates;
  access: AccessService;
  choice: PaymentChoice;
  log?: { warn(detail: object, message: string): void };
}): Promise<boolean> {
  const account = await deps.access.findAccount('5000001', 'NJACNO');
  if (!account) return false;
  const state = await deps.partnerMandates.latestState(account.id);
  if (state !== null && state !== 'EXPIRED') return false;
  const bank = (await deps.choice.banks(account.id)).find((b) => b.bankCode === 'HDFC');
  if (!bank) return false;
  const startDate = deps.partnerMandates.today();
  try {
    await deps.partnerMandates.place(
      {
        njAcNo: account.njAcNo,
        bankId: bank.id,
        upperLimit: '50000',
        startDate,
        endDate: tenYearsOn(startDate),
        mode: 'ESIGN',
        notes: 'A higher limit for your growing SIPs, as discussed.',
      },
      { ip: '127.0.0.1', requestId: 'demo-seed' },
    );
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    deps.log?.warn({ reason: error.displayMessage }, 'demo mandate request skipped');
    return false;
  }
}
