import {
  addDays,
  businessDayOnOrAfter,
  isBusinessDay,
  nextBusinessDay,
} from './market-calendar.js';

const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** Cut-off minutes after midnight India time: 3 pm, and 1:30 pm for liquid and overnight funds. */
export const cutOffs = { regular: 15 * 60, liquid: 13 * 60 + 30 } as const;

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
 * The business day an order counts for: the day itself when funds are in before the cut-off on a
 * business day, otherwise the next business day.
 */
export function effectiveBusinessDay(realisedAt: Date, liquid: boolean): string {
  const { date, minutes } = istClock(realisedAt);
  const cutOff = liquid ? cutOffs.liquid : cutOffs.regular;
  if (isBusinessDay(date) && minutes < cutOff) return date;
  return isBusinessDay(date) ? nextBusinessDay(date) : businessDayOnOrAfter(date);
}

/**
 * The NAV date a purchase gets, from the moment its funds are realised (for UPI and net banking the
 * payment, for NEFT/RTGS the credit). Liquid and overnight funds take the NAV of the calendar day
 * before the effective business day; every other fund the NAV of that day.
 */
export function navDateOnRealisation(realisedAt: Date, liquid: boolean): string {
  const day = effectiveBusinessDay(realisedAt, liquid);
  return liquid ? addDays(day, -1) : day;
}

export function isBeforeCutOff(instant: Date, liquid: boolean): boolean {
  const { date, minutes } = istClock(instant);
  return isBusinessDay(date) && minutes < (liquid ? cutOffs.liquid : cutOffs.regular);
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
