import { istDate } from '@cdesk/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The desk's business time, as the gateway states it on every reply: the web reckons its dates
 * (cut-offs, "NAV of ... if paid now", "as on", SIP dates, ages) from it, never from the browser's
 * own calendar, which may be on another day than the desk.
 */
export const businessTimeHeader = 'x-cdesk-business-time';

/** Business time minus this browser's clock, from the latest reply. */
let offsetMs = 0;
let known = false;
const listeners = new Set<() => void>();

/** A shift smaller than this is network delay, not news: screens are not drawn again for it. */
const noticeableMs = 60_000;

/** Takes the business time a gateway reply carried, read when the reply arrived. */
export function noteBusinessTime(value: string | null, receivedAt = Date.now()): void {
  const at = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return;
  const next = at - receivedAt;
  const noticeable = !known || Math.abs(next - offsetMs) >= noticeableMs;
  offsetMs = next;
  known = true;
  if (noticeable) for (const listener of listeners) listener();
}

/** The business instant now. Until the first reply it is this browser's clock. */
export function businessNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The business day in India, YYYY-MM-DD. */
export function businessToday(): string {
  return istDate(businessNow());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The business day, for a component that must be drawn again when the gateway moves it. */
export function useBusinessToday(): string {
  return useSyncExternalStore(subscribe, businessToday);
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
