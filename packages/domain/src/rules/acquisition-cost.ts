/**
 * The cost of acquisition of mutual-fund units (s. 48 of the Income-tax Act): what the units were
 * allotted at, units x purchase NAV rounded once to the paisa, plus their share of the stamp duty
 * paid on the purchase (redemption-lots.ts shares it). One cost basis for the portfolio's invested
 * amount, the sell preview and the capital-gains statement: the units held are the lots left after
 * replaying the folio first in first out, and their cost is the cost of those lots.
 */
import { sumPaise, type Paise } from './money.js';
import { valuePaise } from './portfolio-valuation.js';
import {
  remainingLots,
  stampDutyHeld,
  type ConsumedLot,
  type LotMovement,
  type PurchaseLot,
} from './redemption-lots.js';

/** The cost of units taken from a lot: their value at the purchase NAV plus their stamp duty. */
export function consumedCostPaise(consumed: ConsumedLot): Paise {
  return valuePaise(consumed.units, consumed.lot.nav) + consumed.stampDutyPaise;
}

/** The cost of the units a lot still holds: their value at the purchase NAV plus the duty left. */
export function heldLotCostPaise(lot: PurchaseLot): Paise {
  return valuePaise(lot.units, lot.nav) + stampDutyHeld(lot);
}

/** The cost of the units held in lots: the sum of each lot's own cost. */
export function heldCostPaise(lots: readonly PurchaseLot[]): Paise {
  return sumPaise(lots.map(heldLotCostPaise));
}

export interface HeldCost {
  /** The lots still held, oldest first. */
  lots: PurchaseLot[];
  costPaise: Paise;
}

/**
 * The cost of the units a folio's scheme still holds after its movements, replayed first in first
 * out as the redemptions took them (ELSS lots inside their lock-in skipped, as replayLots does).
 */
export function heldCostOf(movements: readonly LotMovement[], lockInDays: number): HeldCost {
  const lots = remainingLots(movements, lockInDays);
  return { lots, costPaise: heldCostPaise(lots) };
}
