/**
 * The exchange business-day calendar in India time: weekends and the 2026 trading holidays are
 * closed. Dates are ISO calendar dates (YYYY-MM-DD).
 */
export const marketHolidays2026 = [
  '2026-01-26', // Republic Day
  '2026-03-03', // Holi
  '2026-03-26', // Shri Ram Navami
  '2026-03-31', // Shri Mahavir Jayanti
  '2026-04-03', // Good Friday
  '2026-04-14', // Dr. Baba Saheb Ambedkar Jayanti
  '2026-05-01', // Maharashtra Day
  '2026-05-28', // Bakri Id
  '2026-06-26', // Muharram
  '2026-09-14', // Ganesh Chaturthi
  '2026-10-02', // Mahatma Gandhi Jayanti
  '2026-10-20', // Dussehra
  '2026-11-10', // Diwali Balipratipada
  '2026-11-24', // Prakash Gurpurb Sri Guru Nanak Dev
  '2026-12-25', // Christmas
] as const;

const holidays = new Set<string>(marketHolidays2026);

const dayMs = 24 * 60 * 60 * 1000;

function toUtcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  return new Date(toUtcDate(iso).getTime() + days * dayMs).toISOString().slice(0, 10);
}

/** Calendar days from one date to another: 2026-01-01 to 2026-01-31 is 30; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / dayMs);
}

/** 0 Sunday to 6 Saturday. */
export function weekday(iso: string): number {
  return toUtcDate(iso).getUTCDay();
}

export function isBusinessDay(iso: string): boolean {
  const day = weekday(iso);
  return day !== 0 && day !== 6 && !holidays.has(iso);
}

/** The first business day on or after the date. */
export function businessDayOnOrAfter(iso: string): string {
  let day = iso;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

export function nextBusinessDay(iso: string): string {
  return businessDayOnOrAfter(addDays(iso, 1));
}
