import {
  applicableNavDate,
  cutOffOf,
  formatCutOff,
  formatDate,
  payModes,
  type TGetCuttofDetailResponse,
} from '@cdesk/domain';
import type { CartItem } from './cart-state';

/** Pay modes whose money arrives with the order: the NAV date is known at once. */
const instantModes = new Set<string>(['', payModes.NET_BANKING, payModes.UPI]);

/**
 * What a cart line tells the investor about the NAV it gets, for the chosen pay mode, reckoned
 * from the business time `now`. A SIP's first installment is paid with the cart and gets the NAV
 * a lumpsum would; the later ones get the NAV of the day the mandate debits them.
 */
export function navDateNote(
  item: CartItem,
  payMode: string,
  cutoff: TGetCuttofDetailResponse | null,
  now: Date,
): string {
  const scheme = item.isLiquid ? 'LIQUID' : 'OTHER';
  const time =
    (item.isLiquid ? cutoff?.liquidCutOffTime : cutoff?.cutOffTime) ??
    formatCutOff(cutOffOf('PURCHASE', scheme));
  const sip = item.trxnType === 'SIP' || item.trxnType === 'NSIP';
  const later = sip ? ' Later installments get the NAV of the day each is debited.' : '';
  const first = sip ? 'Installment 1: ' : '';
  if (!instantModes.has(payMode))
    return `${first}NAV of the day your transfer reaches the fund (cut-off ${time} India time).${later}`;
  // The cut-off rule on the business time, so the note stays true on a page left open past it.
  const date = applicableNavDate('PURCHASE', scheme, now);
  return `${first}NAV of ${formatDate(date)} if paid now (cut-off ${time} India time).${later}`;
}
