import type { TUpiStatus } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { paymentCalls } from '../payment/payment-calls';
import { noResponse, upiOutcome, upiTiming, type UpiOutcome } from './upi-outcome';

export type UpiWait =
  | { phase: 'waiting' }
  /** The wait ran out: the final status inquiry is on its way. */
  | { phase: 'inquiring' }
  | { phase: 'done'; outcome: UpiOutcome };

/** A payment's status as the wait reads it: the bank's status code and reason. */
interface UpiStatus {
  status: TUpiStatus;
  reason?: string;
  /** The bank's UPI reference, once it has one (asked for in the final inquiry). */
  upiRef?: string;
}

/** How a UPI payment's status is asked while waiting, and once more when the wait runs out. */
export interface UpiStatusCalls {
  poll(trxnid: string, signal: AbortSignal): Promise<UpiStatus>;
  inquire(trxnid: string, upiRef: string, signal: AbortSignal): Promise<UpiStatus>;
}

/**
 * A purchase's payment: getUpiCallBackResDetail while waiting, then callTranStatusInqUPIService
 * asks the bank for the final status.
 */
export const purchaseUpiStatus: UpiStatusCalls = {
  poll: async (trxnid, signal) => {
    const reply = await paymentCalls.getUpiCallBackResDetail({ trxnid }, signal);
    return { status: reply.status, reason: reply.reason, upiRef: reply.UPIREFTRXNID };
  },
  inquire: (trxnid, upiRef, signal) =>
    paymentCalls.callTranStatusInqUPIService(
      { trxnid, UPIRefTrxnID: upiRef || undefined, segment: 'MF' },
      signal,
    ),
};

/**
 * Spec 3 section 4, UPI wait: asks the payment's status every 5000 ms, each ask given 10000 ms
 * to answer, until an outcome or the time allowed (300000 ms for a purchase). One ask at a time: a
 * slow answer is not overtaken. When the time runs out, the final status is asked once: its
 * outcome is shown, and only a payment still unanswered (or an ask that fails) is no response.
 * Every UPI collect of the desk waits here: purchases, and the DDPI's stamp duty with its calls.
 */
export function useUpiWait(
  trxnid: string,
  timeoutMs: number = upiTiming.timeoutMs,
  calls: UpiStatusCalls = purchaseUpiStatus,
): UpiWait {
  const [wait, setWait] = useState<UpiWait>({ phase: 'waiting' });

  useEffect(() => {
    if (!trxnid) return;
    // A new payment (paid again) waits afresh.
    setWait((now) => (now.phase === 'waiting' ? now : { phase: 'waiting' }));
    let done = false;
    let asking = false;
    let upiRef = '';
    const current = new Set<AbortController>();
    const finish = (outcome: UpiOutcome) => {
      if (done) return;
      done = true;
      stop();
      setWait({ phase: 'done', outcome });
    };

    /** One call with the response time of spec 3 section 9; null when it fails or is too slow. */
    async function ask<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T | null> {
      const controller = new AbortController();
      current.add(controller);
      const timer = window.setTimeout(() => controller.abort(), upiTiming.responseMs);
      try {
        return await call(controller.signal);
      } catch {
        return null;
      } finally {
        window.clearTimeout(timer);
        current.delete(controller);
      }
    }

    async function poll() {
      if (done || asking) return;
      asking = true;
      // A slow or failed ask is retried at the next tick; the deadline decides.
      const reply = await ask((signal) => calls.poll(trxnid, signal));
      asking = false;
      if (!reply || done) return;
      upiRef = reply.upiRef || upiRef;
      const outcome = upiOutcome(reply.status, reply.reason);
      if (outcome) finish(outcome);
    }

    async function inquire() {
      if (done) return;
      window.clearInterval(interval);
      for (const controller of current) controller.abort();
      setWait({ phase: 'inquiring' });
      const reply = await ask((signal) => calls.inquire(trxnid, upiRef, signal));
      finish((reply && upiOutcome(reply.status, reply.reason)) ?? noResponse);
    }

    const interval = window.setInterval(() => void poll(), upiTiming.pollMs);
    const deadline = window.setTimeout(() => void inquire(), timeoutMs);
    function stop() {
      window.clearInterval(interval);
      window.clearTimeout(deadline);
      for (const controller of current) controller.abort();
    }
    void poll();
    return () => {
      done = true;
      stop();
    };
  }, [trxnid, timeoutMs, calls]);

  return wait;
}
