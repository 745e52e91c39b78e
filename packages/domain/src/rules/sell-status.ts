import type { TSellOrderStatus } from '../contracts/selling/sell-fields.js';

/** How an acknowledgement reads a sell order's state: done, still on its way, or failed. */
export type SellOutcome = 'DONE' | 'WAITING' | 'FAILED';

const statuses: Record<TSellOrderStatus, { title: string; outcome: SellOutcome }> = {
  EDIS_PENDING: { title: 'Waiting for your eDIS authorisation', outcome: 'WAITING' },
  EDIS_DECLINED: { title: 'eDIS authorisation declined', outcome: 'FAILED' },
  AWAITING_NAV: { title: 'Placed, waiting for the NAV', outcome: 'WAITING' },
  PAYOUT_DUE: { title: 'Units redeemed, payout on its way', outcome: 'DONE' },
  PAID: { title: 'Paid to your bank', outcome: 'DONE' },
  SWITCH_IN_PENDING: { title: 'Switched out, switch-in on its way', outcome: 'WAITING' },
  COMPLETED: { title: 'Switch completed', outcome: 'DONE' },
  REJECTED: { title: 'Rejected', outcome: 'FAILED' },
};

/**
 * The one status line of a sell order's acknowledgement: a title that agrees with the order's
 * sentence (units redeemed are redeemed, not "pending"), and whether it is done, on its way or
 * failed, for its icon.
 */
export function sellOrderStatus(status: TSellOrderStatus): { title: string; outcome: SellOutcome } {
  return statuses[status];
}
