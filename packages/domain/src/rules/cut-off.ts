import {
  addDays,
  businessDayOnOrAfter,
  isBusinessDay,
  nextBusinessDay,
} from './market-calendar.js';

/**
 * Uniform cut-off timings for the applicability of NAV: SEBI's Master Circular for Mutual Funds
 * (27 June 2024), section 8.4, with para 8.4.5.4 as modified by circular
 * SEBI/HO/IMD/PoD2/P/CIR/2025/56 (22 April 2025, in force from 1 June 2025). Times are India time;
 * a business day is a day of the market calendar. An application received on a day that is not a
 * business day counts as received on the next business day, before its cut-off. An application
 * at the cut-off minute itself (15:00:00 and later) is after it.
 */

const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/**
 * How a scheme's cut-offs are set: liquid and overnight schemes have their own; every other
 * scheme keeps the uniform ones. Read from the AMFI category (schemeAttributes).
 */
export type CutOffClass = 'LIQUID' | 'OVERNIGHT' | 'OTHER';

/**
 * Which way the money goes. A switch-out is a redemption of the scheme switched out of; a
 * switch-in a purchase of the scheme switched into.
 */
export type NavSide = 'PURCHASE' | 'REDEMPTION';

/** Cut-offs in minutes after midnight India time. */
export const cutOffs = {
  /** Purchases of every scheme but liquid and overnight ones. */
  purchase: 15 * 60,
  /** Purchases of liquid and overnight schemes. */
  liquidPurchase: 13 * 60 + 30,
  /** Redemptions and switch-outs, liquid and overnight schemes included (8.4.5.4 for these). */
  redemption: 15 * 60,
  /**
   * Redemptions of overnight schemes applied for online (8.4.5.4 as modified in 2025). Every
   * redemption the desk takes is an online application.
   */
  overnightOnlineRedemption: 19 * 60,
} as const;

/** The cut-off of a side of a scheme, in minutes after midnight India time. */
export function cutOffOf(side: NavSide, scheme: CutOffClass): number {
  if (side === 'PURCHASE') return scheme === 'OTHER' ? cutOffs.purchase : cutOffs.liquidPurchase;
  return scheme === 'OVERNIGHT' ? cutOffs.overnightOnlineRedemption : cutOffs.redemption;
}

export const formatCutOff = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The India date and minutes after midnight of an instant. */
export function istClock(instant: Date): { date: string; minutes: number } {
  const shifted = new Date(instant.getTime() + istOffsetMs);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/**
 * The business day an application counts as received on, and whether it came before the cut-off:
 * a day that is not a business day hands it to the next business day, before the cut-off.
 */
function receipt(at: Date, cutOff: number): { day: string; beforeCutOff: boolean } {
  const { date, minutes } = istClock(at);
  if (!isBusinessDay(date)) return { day: businessDayOnOrAfter(date), beforeCutOff: true };
  return { day: date, beforeCutOff: minutes < cutOff };
}

/** Whether an application received at an instant is in before the cut-off of its business day. */
export function isBeforeCutOff(at: Date, side: NavSide, scheme: CutOffClass): boolean {
  const { date, minutes } = istClock(at);
  return isBusinessDay(date) && minutes < cutOffOf(side, scheme);
}

/**
 * The applicable NAV date of an application received at an instant: for a purchase, the instant
 * its funds are available for utilisation (the payment realised; for NEFT/RTGS the credit), which
 * since 1 February 2021 decides the NAV whatever the amount; for a redemption or switch-out, the
 * instant the request is placed.
 *
 * - Purchases, schemes other than liquid and overnight: up to 3 pm the NAV of that
 *   business day; after it the NAV of the next business day.
 * - Purchases, liquid and overnight schemes: up to 1:30 pm the NAV of the day
 *   immediately preceding the day of receipt; after it the NAV of the day immediately preceding
 *   the next business day.
 * - Redemptions and switch-outs, schemes other than liquid and overnight: up to 3 pm the
 *   NAV of that business day; after it the NAV of the next business day.
 * - Redemptions and switch-outs, liquid and overnight schemes (8.4.5.4): up to 3 pm (7 pm for an
 *   overnight scheme applied for online) the NAV of the day immediately preceding the next
 *   business day; after it the NAV of the next business day.
 *
 * Liquid and overnight schemes publish a NAV for every calendar day, so their dates may fall on a
 * weekend or a holiday; every other scheme's date is a business day.
 */
export function applicableNavDate(side: NavSide, scheme: CutOffClass, at: Date): string {
  const { day, beforeCutOff } = receipt(at, cutOffOf(side, scheme));
  if (scheme === 'OTHER') return beforeCutOff ? day : nextBusinessDay(day);
  const dayBeforeNext = addDays(nextBusinessDay(day), -1);
  if (side === 'PURCHASE') return beforeCutOff ? addDays(day, -1) : dayBeforeNext;
  return beforeCutOff ? dayBeforeNext : nextBusinessDay(day);
}

/**
 * The instant a systematic plan's installment (SIP, SWP, STP) counts as received: the start of
 * its run day, India time. The registrar processes it on that day whenever the desk's own job
 * gets to it, so it is before every cut-off of the day.
 */
export function installmentReceivedAt(runDay: string): Date {
  return new Date(new Date(`${runDay}T00:00:00Z`).getTime() - istOffsetMs);
}

/**
 * The NAV date of a switch-in: the purchase rule of the scheme switched into, for an application
 * received with the switch, but never before the switch-out's NAV date, since the
 * money switched in is the switch-out's proceeds at that NAV. A switch-in into a scheme other than
 * liquid and overnight takes a business day.
 */
export function switchInNavDate(target: CutOffClass, at: Date, switchOutNavDate: string): string {
  const byReceipt = applicableNavDate('PURCHASE', target, at);
  const date = byReceipt < switchOutNavDate ? switchOutNavDate : byReceipt;
  return target === 'OTHER' ? businessDayOnOrAfter(date) : date;
}

/** AMFI publishes a day's NAVs by 11 pm India time of that day. */
export const navPublicationMinutes = 23 * 60;

/** The instant the NAV of a date (YYYY-MM-DD) is published: 11 pm India time that day. */
export function navPublishedAt(navDate: string): Date {
  const [y = 0, m = 1, d = 1] = navDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + navPublicationMinutes * 60_000 - istOffsetMs);
}

/**
 * Whether the NAV of a date can be known at an instant: a registrar allots or prices an order only
 * once the NAV it is entitled to is published, however early a NAV file reaches the desk.
 */
export function isNavPublished(navDate: string, at: Date): boolean {
  return at.getTime() >= navPublishedAt(navDate).getTime();
}
