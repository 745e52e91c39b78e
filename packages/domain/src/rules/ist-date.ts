const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/**
 * The India calendar date (YYYY-MM-DD) of an instant; India keeps +05:30 all year. A module of its
 * own: the web's entry needs it for the business day, and none of the formatting rules.
 */
export function istDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return new Date(instant.getTime() + istOffsetMs).toISOString().slice(0, 10);
}
