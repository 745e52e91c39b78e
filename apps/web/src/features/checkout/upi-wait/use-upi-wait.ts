import { useEffect, useState } from 'react';
import { paymentCalls } from '../payment/payment-calls';
import { noResponse, upiOutcome, upiTiming, type UpiOutcome } from './upi-outcome';

export type UpiWait =
  | { phase: 'waiting' }
  /** The wait ran out: the final status inquiry is on its way. */
  | { phase: 'inquiring' }
  | { phase: 'done'; outcome: UpiOutcome };

/**
 * Spec 3 section 4, UPI wait: asks getUpiCallBackResDetail every 5000 ms, each ask given 10000 ms
 * to answer, until an outcome or 300000 ms. One ask at a time: a slow answer is not overtaken.
 * When the time runs out, callTranStatusInqUPIService asks the bank for the final status once: its
 * outcome is shown, and only a payment still unanswered (or an inquiry that fails) is no response.
 */
export function useUpiWait(trxnid: string, timeoutMs: number = upiTiming.timeoutMs): UpiWait {
  const [wait, setWait] = useState<UpiWait>({ phase: 'waiting' });

  useEffect(() => {
    if (!trxnid) return;
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
      const reply = await ask((signal) => paymentCalls.getUpiCallBackResDetail({ trxnid }, signal));
      asking = false;
      if (!reply || done) return;
      upiRef = reply.UPIREFTRXNID || upiRef;
      const outcome = upiOutcome(reply.status, reply.reason);
      if (outcome) finish(outcome);
    }

    async function inquire() {
      if (done) return;
      window.clearInterval(interval);
      for (const controller of current) controller.abort();
      setWait({ phase: 'inquiring' });
      const reply = await ask((signal) =>
        paymentCalls.callTranStatusInqUPIService(
          { trxnid, UPIRefTrxnID: upiRef || undefined, segment: 'MF' },
          signal,
        ),
      );
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
  }, [trxnid, timeoutMs]);

  return wait;
}
