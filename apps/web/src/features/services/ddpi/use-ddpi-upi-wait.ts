import { useEffect, useState } from 'react';
import { noResponse, upiOutcome, upiTiming, type UpiOutcome } from '../../checkout';
import { ddpiCalls } from './ddpi-calls';

export type DdpiUpiWait = { phase: 'waiting' } | { phase: 'done'; outcome: UpiOutcome };

/**
 * Spec 3 section 4, UPI wait, for the DDPI stamp duty: asks statusInquiry every 5000 ms, each ask
 * given 10000 ms, one at a time, until an outcome or the time left runs out; then it asks once
 * more, and a payment still unanswered is no response.
 */
export function useDdpiUpiWait(trxnid: string, timeoutMs: number): DdpiUpiWait {
  const [wait, setWait] = useState<DdpiUpiWait>({ phase: 'waiting' });

  useEffect(() => {
    let done = false;
    let asking = false;
    const current = new Set<AbortController>();
    setWait({ phase: 'waiting' });

    async function ask() {
      const controller = new AbortController();
      current.add(controller);
      const timer = window.setTimeout(() => controller.abort(), upiTiming.responseMs);
      try {
        const reply = await ddpiCalls.status({ trxnid }, controller.signal);
        return upiOutcome(reply.status, reply.reason);
      } catch {
        return null;
      } finally {
        window.clearTimeout(timer);
        current.delete(controller);
      }
    }
    const finish = (outcome: UpiOutcome) => {
      if (done) return;
      done = true;
      stop();
      setWait({ phase: 'done', outcome });
    };
    async function poll() {
      if (done || asking) return;
      asking = true;
      const outcome = await ask();
      asking = false;
      if (outcome) finish(outcome);
    }
    async function lastAsk() {
      window.clearInterval(interval);
      finish((await ask()) ?? noResponse);
    }
    const interval = window.setInterval(() => void poll(), upiTiming.pollMs);
    const deadline = window.setTimeout(() => void lastAsk(), Math.max(0, timeoutMs));
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
