/**
 * Insta cash, SEBI's instant access facility: an investor may redeem from a liquid or overnight
 * scheme at any hour and be paid within minutes, up to the lower of ₹50,000 and 90 % of the folio's
 * value, per scheme and per day.
 */
import type { Paise } from './money.js';
import type { SchemeAttributes } from './scheme-attributes.js';

export const instaCashDailyLimitPaise: Paise = 5_000_000n;
export const instaCashValuePercent = 90n;

export interface InstaCashInput {
  isLiquidOrOvernight: SchemeAttributes['isLiquidOrOvernight'];
  /** The value of the folio's free units before today's instant redemptions. */
  folioValuePaise: Paise;
  /** Instant redemptions from this scheme already taken today. */
  takenTodayPaise: Paise;
}

export type InstaCashCap =
  { eligible: false } | { eligible: true; capPaise: Paise; availablePaise: Paise };

export type InstaCashRefusal = 'NOT_ELIGIBLE' | 'NOT_POSITIVE' | 'ABOVE_AVAILABLE';

/** Only liquid and overnight schemes offer insta cash, as the scheme attributes classify them. */
export function isInstaCashEligible(
  scheme: Pick<SchemeAttributes, 'isLiquidOrOvernight'>,
): boolean {
  return scheme.isLiquidOrOvernight;
}

/**
 * Today's insta cash limit of a scheme and what is left of it. 90 % of the value is rounded down:
 * a limit is never exceeded, by even a paisa.
 */
export function instaCashCap(input: InstaCashInput): InstaCashCap {
  if (!isInstaCashEligible(input)) return { eligible: false };
  if (input.folioValuePaise < 0n || input.takenTodayPaise < 0n)
    throw new RangeError('Folio value and amount taken must not be negative');
  const share = (input.folioValuePaise * instaCashValuePercent) / 100n;
  const capPaise = share < instaCashDailyLimitPaise ? share : instaCashDailyLimitPaise;
  const left = capPaise - input.takenTodayPaise;
  return { eligible: true, capPaise, availablePaise: left > 0n ? left : 0n };
}

/** Why an insta cash request for an amount is refused; null when it may go ahead. */
export function instaCashRefusal(amountPaise: Paise, cap: InstaCashCap): InstaCashRefusal | null {
  if (!cap.eligible) return 'NOT_ELIGIBLE';
  if (amountPaise <= 0n) return 'NOT_POSITIVE';
  return amountPaise > cap.availablePaise ? 'ABOVE_AVAILABLE' : null;
}
