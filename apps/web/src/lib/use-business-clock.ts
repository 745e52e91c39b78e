import { useEffect, useState, useSyncExternalStore } from 'react';
import { businessNow, businessToday, subscribeBusinessTime } from './business-clock';

/*
 * The business clock's hooks, apart from the clock itself: the app's entry holds the clock (every
 * gateway reply sets it), and the pages that draw dates load these with them.
 */

/** The business day, for a component that must be drawn again when the gateway moves it. */
export function useBusinessToday(): string {
  return useSyncExternalStore(subscribeBusinessTime, businessToday);
}

/**
 * The business instant, for a component whose text turns on the time of day (a cut-off): drawn
 * again every half minute and whenever the gateway moves the business time.
 */
export function useBusinessNow(everyMs = 30_000): Date {
  useBusinessToday();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return businessNow();
}
