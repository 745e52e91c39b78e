import { purchaseMessages } from '@cdesk/domain';

/** Spec 3 section 9: the UPI wait's timings. */
export const upiTiming = { timeoutMs: 300_000, pollMs: 5_000, responseMs: 10_000 } as const;

export type UpiOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'awaited'; message: string; status: 'CANCELLED' | 'FAILED' | 'NO_RESPONSE' }
  | { kind: 'rejected'; message: string; reason: string };

/**
 * A callback answer as one of spec 3 section 8's UPI outcomes; null while the bank has not
 * answered yet (pending), so the wait goes on.
 */
export function upiOutcome(status: string, reason = ''): UpiOutcome | null {
  switch (status.trim().toUpperCase()) {
    case 'SUCCESS':
    case 'S':
      return { kind: 'success', message: purchaseMessages.upiSuccess };
    case 'REJECTED':
    case 'R':
      return { kind: 'rejected', message: purchaseMessages.upiRejected, reason };
    case 'CANCELLED':
    case 'C':
      return { kind: 'awaited', message: purchaseMessages.upiAwaited, status: 'CANCELLED' };
    case 'FAILED':
    case 'F':
      return { kind: 'awaited', message: purchaseMessages.upiAwaited, status: 'FAILED' };
    case 'NO_RESPONSE':
    case 'NR':
      return noResponse;
    default:
      return null;
  }
}

/** What the investor sees when five minutes pass without the bank's answer. */
export const noResponse: UpiOutcome = {
  kind: 'awaited',
  message: purchaseMessages.upiAwaited,
  status: 'NO_RESPONSE',
};
