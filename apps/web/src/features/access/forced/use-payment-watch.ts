import { useEffect } from 'react';
import { chainTarget, fetchActivation, goTo } from '../post-login-chain';

const CHECK_EVERY_MS = 5000;

/**
 * While the investor pays in another tab: ask the server every few seconds, and at once when
 * they come back to this tab, until the charges are no longer pending; then on along the chain.
 */
export function usePaymentWatch(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let busy = false;
    let done = false;
    const check = async () => {
      if (busy || done) return;
      busy = true;
      try {
        const facts = await fetchActivation();
        if (facts.dpChargesPending === 'N') {
          done = true;
          goTo(chainTarget(facts));
        }
      } catch {
        // A failed check is retried on the next tick; a 401 has already ended the session.
      } finally {
        busy = false;
      }
    };
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      done = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [active]);
}
