import {
  cutOffs,
  formatCutOff,
  formatDate,
  navDateOnRealisation,
  payModes,
  type TGetCuttofDetailResponse,
} from '@cdesk/domain';
import type { CartItem } from './cart-state';

/** Pay modes whose money arrives with the order: the NAV date is known at once. */
const instantModes = new Set<string>(['', payModes.NET_BANKING, payModes.UPI]);

/** What a cart line tells the investor about the NAV it gets, for the chosen pay mode. */
export function navDateNote(
  item: CartItem,
  payMode: string,
  cutoff: TGetCuttofDetailResponse | null,
  now: Date,
): string {
  const time =
    (item.isLiquid ? cutoff?.liquidCutOffTime : cutoff?.cutOffTime) ??
    formatCutOff(item.isLiquid ? cutOffs.liquid : cutOffs.regular);
  if (item.trxnType === 'SIP' || item.trxnType === 'NSIP')
    return 'Each installment gets the NAV of the day its money reaches the fund.';
  if (!instantModes.has(payMode))
    return `NAV of the day your transfer reaches the fund (cut-off ${time} India time).`;
  const date =
    (item.isLiquid ? cutoff?.liquidNavDate : cutoff?.navDate) ??
    navDateOnRealisation(now, item.isLiquid);
  return `NAV of ${formatDate(date)} if paid now (cut-off ${time} India time).`;
}
