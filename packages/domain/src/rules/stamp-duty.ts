/**
 * Stamp duty on mutual-fund units (Indian Stamp Act, from 1 July 2020): 0.005 % of the amount of
 * every purchase, SIP installment and switch-in, i.e. one part in 20,000, deducted before units
 * are allotted. The investor still pays the full amount; units = (amount - stamp duty) / NAV.
 *
 * Rounding: the duty is rounded to the nearest paisa, half a paisa upwards (₹100 -> 0.5 paise ->
 * ₹0.01; ₹1 -> 0.005 paise -> ₹0.00). Every screen, allotment and report uses these functions,
 * so the figures agree to the paisa.
 */
import type { Paise } from './money.js';
import { divideRounded, unitsForAmount } from './portfolio-valuation.js';

/** 0.005 % = 1 / 20,000. */
export const stampDutyDivisor = 20_000n;

/** The rate as people read it, for labels. */
export const stampDutyRateText = '0.005%';

/** Purchases allotted from this date pay the duty; earlier ones paid none. */
export const stampDutyFrom = '2020-07-01';

/** Stamp duty in paise on an amount in paise: ₹5,000 -> ₹0.25. */
export function stampDutyPaise(amountPaise: Paise): Paise {
  if (amountPaise < 0n) throw new RangeError(`Amount must not be negative: ${amountPaise}`);
  return divideRounded(amountPaise, stampDutyDivisor);
}

/** The duty of a purchase allotted on a date: nothing before 01-07-2020. */
export function stampDutyPaiseOn(amountPaise: Paise, allottedOn: string): Paise {
  return allottedOn < stampDutyFrom ? 0n : stampDutyPaise(amountPaise);
}

/** What is invested after stamp duty: ₹5,000 -> ₹4,999.75. */
export function netInvestedPaise(amountPaise: Paise): Paise {
  return amountPaise - stampDutyPaise(amountPaise);
}

/** An amount, its stamp duty and what is invested, as one purchase line reports them. */
export interface StampDutySplit {
  amountPaise: Paise;
  stampDutyPaise: Paise;
  netInvestedPaise: Paise;
}

/** The split of one purchase. */
export function stampDutySplit(amountPaise: Paise): StampDutySplit {
  const duty = stampDutyPaise(amountPaise);
  return { amountPaise, stampDutyPaise: duty, netInvestedPaise: amountPaise - duty };
}

/**
 * The split of several purchases paid together: the duty is rounded per purchase (each is its
 * own allotment) and then added, so the total matches the orders to the paisa.
 */
export function stampDutyOfLines(amounts: readonly Paise[]): StampDutySplit {
  let amountPaise = 0n;
  let duty = 0n;
  for (const amount of amounts) {
    amountPaise += amount;
    duty += stampDutyPaise(amount);
  }
  return { amountPaise, stampDutyPaise: duty, netInvestedPaise: amountPaise - duty };
}

/** Units a purchase buys at a NAV: the amount after stamp duty, to 3 decimals. */
export function unitsForPurchase(amountPaise: Paise, nav: string): string {
  return unitsForAmount(netInvestedPaise(amountPaise), nav);
}
