import { applicableNavDate, formatDate, navCutoff } from '@cdesk/domain';
import type { CutoffDetail } from './cart-calls';
import type { CartItem } from './cart-state';

/** Pay modes of spec 3 section 9 whose money arrives with the order (net banking 1, UPI 8). */
const instantModes = new Set(['', '1', '8']);

/** 15:00 -> '3:00 pm' */
function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** What a cart line tells the investor about the NAV it will get, for the chosen pay mode. */
export function navDateNote(
  item: CartItem,
  payMode: string,
  cutoff: CutoffDetail | null,
  now: Date,
): string {
  const cutoffTime = item.isLiquid
    ? (cutoff?.liquidCutOffTime ?? navCutoff.liquid)
    : (cutoff?.cutOffTime ?? navCutoff.regular);
  if (item.trxnType === 'SIP' || item.trxnType === 'NSIP') {
    return 'Each installment gets the NAV of the day its money reaches the fund.';
  }
  if (!instantModes.has(payMode)) {
    return `NAV of the day your transfer reaches the fund (before ${clock(cutoffTime)}).`;
  }
  const date = applicableNavDate(now, item.isLiquid, new Set(cutoff?.holidayList ?? []));
  return `NAV of ${formatDate(date)} if paid now (cut-off ${clock(cutoffTime)} India time).`;
}
