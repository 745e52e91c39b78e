import { orderMessages, purchaseConstants, type TUpiStatus } from '@cdesk/domain';

/** Spec 3 section 9: the UPI wait's timings. */
export const upiTiming = {
  timeoutMs: purchaseConstants.upiTimeoutMs,
  pollMs: purchaseConstants.upiCallbackIntervalMs,
  responseMs: purchaseConstants.upiCallbackResponseMs,
} as const;

export type UpiOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'awaited'; message: string; status: 'CANCELLED' | 'FAILED' | 'NO_RESPONSE' }
  | { kind: 'rejected'; message: string; reason: string };

/**
 * A callback answer as one of spec 3 section 8's UPI outcomes, worded as the catalogue words
 * them; null while the bank has not answered (PENDING), so the wait goes on.
 */
export function upiOutcome(status: TUpiStatus, reason = ''): UpiOutcome | null {
  switch (status) {
    case 'SUCCESS':
      return { kind: 'success', message: orderMessages.upiSuccess };
    case 'REJECTED':
      return { kind: 'rejected', message: orderMessages.upiRejected, reason };
    case 'CANCELLED':
    case 'FAILED':
    case 'NO_RESPONSE':
      return { kind: 'awaited', message: orderMessages.upiAwaited, status };
    default:
      return null;
  }
}

/** What the investor sees when the timeout passes without the bank's answer. */
export const noResponse: UpiOutcome = {
  kind: 'awaited',
  message: orderMessages.upiAwaited,
  status: 'NO_RESPONSE',
};
