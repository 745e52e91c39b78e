import { istDate } from '@cdesk/domain';
import { readItem, writeItem } from './storage';

/**
 * The desk's business time, as the gateway states it on every reply: the web reckons its dates
 * (cut-offs, "NAV of ... if paid now", "as on", SIP dates, ages) from it, never from the browser's
 * own calendar, which may be on another day than the desk.
 */
export const businessTimeHeader = 'x-cdesk-business-time';

const OFFSET_KEY = 'cdesk:business-offset';

/**
 * Business time minus this browser's clock, from the latest reply. A page load starts from the
 * one the last reply of an earlier load gave, so its first calls already ask for the desk's day
 * (not the browser's) and are not asked again once the first reply states it.
 */
const savedOffset = Number(readItem('local', OFFSET_KEY) ?? Number.NaN);
let offsetMs = Number.isFinite(savedOffset) ? savedOffset : 0;
let known = Number.isFinite(savedOffset);
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
  if (!noticeable) return;
  writeItem('local', OFFSET_KEY, String(Math.round(next)));
  for (const listener of listeners) listener();
}

/** The business instant now. Until the first reply it is this browser's clock. */
export function businessNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The business day in India, YYYY-MM-DD. */
export function businessToday(): string {
  return istDate(businessNow());
}

/** Calls `listener` whenever the gateway moves the business time; returns the unsubscribe. */
export function subscribeBusinessTime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
