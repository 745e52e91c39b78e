import { useEffect, useState } from 'react';
import { paymentCalls } from '../payment/payment-calls';
import { noResponse, upiOutcome, upiTiming, type UpiOutcome } from './upi-outcome';

/**
 * Spec 3 section 4, UPI wait: asks getUpiCallBackResDetail every 5000 ms, each ask given 10000 ms
 * to answer, until an outcome or 300000 ms. One ask at a time: a slow answer is not overtaken.
 */
export function useUpiWait(trxnid: string, timeoutMs: number = upiTiming.timeoutMs) {
  const [outcome, setOutcome] = useState<UpiOutcome | null>(null);

  useEffect(() => {
    if (!trxnid) return;
    let done = false;
    let asking = false;
    let current: AbortController | null = null;
    const finish = (result: UpiOutcome) => {
      if (done) return;
      done = true;
      setOutcome(result);
      stop();
    };

    async function ask() {
      if (done || asking) return;
      asking = true;
      const controller = new AbortController();
      current = controller;
      const timer = window.setTimeout(() => controller.abort(), upiTiming.responseMs);
      try {
        const reply = await paymentCalls.getUpiCallBackResDetail({ trxnid }, controller.signal);
        const result = upiOutcome(reply.status, reply.reason);
        if (result) finish(result);
      } catch {
        // A slow or failed ask is retried at the next tick; the deadline decides.
      } finally {
        window.clearTimeout(timer);
        asking = false;
      }
    }

    const poll = window.setInterval(() => void ask(), upiTiming.pollMs);
    const deadline = window.setTimeout(() => finish(noResponse), timeoutMs);
    function stop() {
      window.clearInterval(poll);
      window.clearTimeout(deadline);
      current?.abort();
    }
    void ask();
    return () => {
      done = true;
      stop();
    };
  }, [trxnid, timeoutMs]);

  return outcome;
}
