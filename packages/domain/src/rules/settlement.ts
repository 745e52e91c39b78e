/**
 * When redemption proceeds reach the investor's bank: a number of market business days after the
 * NAV date the redemption is priced at (T). Equity-oriented schemes pay on T+2 (AMFI, from
 * February 2023); liquid, overnight and debt schemes on T+1. Other schemes (hybrids that are not
 * equity-oriented, gold and silver, schemes investing abroad, fund of funds) are shown T+3, SEBI's
 * outer limit, so the date shown is never earlier than the money.
 */
import type { FundOrientation } from './fund-orientation.js';
import { nextBusinessDay } from './market-calendar.js';

export const settlementBusinessDays: Record<FundOrientation, number> = {
  DEBT: 1,
  EQUITY: 2,
  OTHER: 3,
};

/** The date redemption proceeds are paid, from the NAV date and the scheme's orientation. */
export function settlementDate(navDate: string, orientation: FundOrientation): string {
  let day = navDate;
  for (let i = 0; i < settlementBusinessDays[orientation]; i += 1) day = nextBusinessDay(day);
  return day;
}
