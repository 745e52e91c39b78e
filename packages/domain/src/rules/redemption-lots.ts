/**
 * A folio's holding as purchase lots, and the lots a redemption takes. Lots go first in, first
 * out; a lot still inside the scheme's lock-in (ELSS: three years from its own allotment, every
 * SIP installment being a lot of its own) is skipped. Units are decimal strings kept to 3
 * decimals, as registrars allot them; the arithmetic runs on whole thousandths of a unit.
 *
 * Each lot carries the stamp duty its purchase paid, part of the cost of acquisition of its units
 * (s. 48 of the Income-tax Act). The units a redemption takes carry their share of it, pro rata
 * by units and rounded to the paisa half away from zero; the taking that empties a purchase gets
 * what is left, so the shares of one purchase add up to its duty exactly. With three or more
 * takings each share is the rounded pro-rata duty of the units taken so far less what earlier
 * takings got (stampDutyShare), so no share is ever negative.
 */
import { addDays } from './market-calendar.js';
import type { Paise } from './money.js';
import {
  divideRounded,
  parseScaled,
  rescale,
  scaledToString,
  unitDecimals,
  unitsForAmount,
} from './portfolio-valuation.js';
import { monthsBefore } from './returns.js';

/** The purchase a lot comes from, when it paid stamp duty. */
export interface LotPurchase {
  /** The units the purchase allotted. */
  units: string;
  /** The stamp duty paid on it, shared by its units. */
  stampDutyPaise: Paise;
}

export interface PurchaseLot {
  /** Allotment date, YYYY-MM-DD. */
  allottedOn: string;
  /** Units of the lot still held. */
  units: string;
  /** The NAV the lot was allotted at. */
  nav: string;
  /** The purchase's units and stamp duty; absent when it paid none (a switch-in without duty). */
  purchase?: LotPurchase | undefined;
}

/** Units a redemption takes from one lot. */
export interface ConsumedLot<L extends PurchaseLot = PurchaseLot> {
  lot: L;
  units: string;
  /** The share of the purchase's stamp duty the units carry (stampDutyShare). */
  stampDutyPaise: Paise;
}

/** What the investor asks to redeem: units, an amount at a NAV, or every free unit. */
export type RedemptionRequest =
  | { kind: 'UNITS'; units: string }
  | { kind: 'AMOUNT'; amountPaise: Paise; nav: string }
  | { kind: 'ALL' };

export interface RedemptionContext {
  /** The date the redemption is priced on, YYYY-MM-DD. */
  on: string;
  /** The scheme's lock-in as its attributes carry it (0, or 3 x 365 for ELSS). */
  lockInDays: number;
  /** Units of redemptions placed and not yet processed; they take the oldest free units. */
  pendingUnits?: string;
}

export interface FreeUnits {
  heldUnits: string;
  lockedUnits: string;
  pendingUnits: string;
  freeUnits: string;
  /** The first date a locked lot becomes free; null when nothing is locked. */
  nextUnlockOn: string | null;
}

export type RedemptionPlan<L extends PurchaseLot = PurchaseLot> =
  | { ok: true; units: string; lots: ConsumedLot<L>[] }
  | { ok: false; reason: 'NO_UNITS_REQUESTED' }
  | { ok: false; reason: 'NO_FREE_UNITS'; nextUnlockOn: string | null }
  | { ok: false; reason: 'INSUFFICIENT_FREE_UNITS'; requestedUnits: string; freeUnits: string };

function thousandths(units: string): bigint {
  const value = rescale(parseScaled(units), unitDecimals);
  if (value < 0n) throw new RangeError(`Units must not be negative: '${units}'`);
  return value;
}

const unitsText = (value: bigint) => scaledToString(value, unitDecimals);
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/** The purchase's duty pro rata to thousandths of its units, half away from zero. */
function dutyUpTo(purchase: LotPurchase, taken: bigint): Paise {
  const bought = thousandths(purchase.units);
  if (bought === 0n) return 0n;
  return divideRounded(purchase.stampDutyPaise * taken, bought);
}

/** Thousandths of the purchase's units taken before, by sales and by the units skipped first. */
function takenBefore(lot: PurchaseLot, skipped: bigint): bigint {
  if (!lot.purchase) return 0n;
  return thousandths(lot.purchase.units) - thousandths(lot.units) + skipped;
}

/**
 * The stamp duty carried by units taken from a lot, after `skipped` thousandths of its held units
 * go to others first: round(D x (before + taken) / U) - round(D x before / U) for a purchase of U
 * units that paid D, `before` units of it being gone. Taking every unit left gets all the duty
 * left. Bought 3 units paying ₹0.05: 1 unit takes ₹0.02 (5/3 = 1.67 paise), the other 2 ₹0.03.
 */
export function stampDutyShare(lot: PurchaseLot, taken: string, skipped = '0'): Paise {
  if (!lot.purchase) return 0n;
  const before = takenBefore(lot, thousandths(skipped));
  return dutyUpTo(lot.purchase, before + thousandths(taken)) - dutyUpTo(lot.purchase, before);
}

/** The stamp duty still carried by the units a lot holds: its purchase's duty less the shares taken. */
export function stampDutyHeld(lot: PurchaseLot): Paise {
  if (!lot.purchase) return 0n;
  return lot.purchase.stampDutyPaise - dutyUpTo(lot.purchase, takenBefore(lot, 0n));
}

/**
 * The first day a lot allotted on a date may be redeemed. A lock-in of whole years (3 x 365 days)
 * ends on the anniversary, so leap days do not free units early; any other length counts days.
 */
export function lockInEndsOn(allottedOn: string, lockInDays: number): string {
  if (!Number.isInteger(lockInDays) || lockInDays < 0)
    throw new RangeError(`Not a lock-in: ${lockInDays}`);
  if (lockInDays % 365 === 0) return monthsBefore(allottedOn, -12 * (lockInDays / 365));
  return addDays(allottedOn, lockInDays);
}

/** Whether a lot cannot be redeemed on a date: it is inside its lock-in, or not yet allotted. */
export function isLockedIn(lot: PurchaseLot, on: string, lockInDays: number): boolean {
  return on < lockInEndsOn(lot.allottedOn, lockInDays);
}

/** Oldest first; lots of one day keep their order. */
function byAllotment<L extends PurchaseLot>(lots: readonly L[]): L[] {
  return [...lots].sort((a, b) =>
    a.allottedOn < b.allottedOn ? -1 : a.allottedOn > b.allottedOn ? 1 : 0,
  );
}

/** Units held, locked in, pending redemption and free to redeem on a date. */
export function freeUnitsOf(lots: readonly PurchaseLot[], context: RedemptionContext): FreeUnits {
  let held = 0n;
  let locked = 0n;
  let nextUnlockOn: string | null = null;
  for (const lot of lots) {
    const units = thousandths(lot.units);
    held += units;
    if (units > 0n && isLockedIn(lot, context.on, context.lockInDays)) {
      locked += units;
      const endsOn = lockInEndsOn(lot.allottedOn, context.lockInDays);
      if (nextUnlockOn === null || endsOn < nextUnlockOn) nextUnlockOn = endsOn;
    }
  }
  const pending = thousandths(context.pendingUnits ?? '0');
  const free = held - locked - pending;
  return {
    heldUnits: unitsText(held),
    lockedUnits: unitsText(locked),
    pendingUnits: unitsText(pending),
    freeUnits: unitsText(free > 0n ? free : 0n),
    nextUnlockOn,
  };
}

function requestedThousandths(request: RedemptionRequest, free: bigint): bigint {
  switch (request.kind) {
    case 'UNITS':
      return thousandths(request.units);
    case 'AMOUNT':
      if (request.amountPaise < 0n)
        throw new RangeError(`Amount must not be negative: ${request.amountPaise}`);
      return thousandths(unitsForAmount(request.amountPaise, request.nav));
    case 'ALL':
      return free;
  }
}

/**
 * The lots a redemption takes, oldest first, skipping locked lots and the units that pending
 * redemptions will take; refused when the free units do not cover it.
 */
export function planRedemption<L extends PurchaseLot>(
  lots: readonly L[],
  request: RedemptionRequest,
  context: RedemptionContext,
): RedemptionPlan<L> {
  const summary = freeUnitsOf(lots, context);
  const free = thousandths(summary.freeUnits);
  const wanted = requestedThousandths(request, free);
  if (wanted === 0n && request.kind !== 'ALL') return { ok: false, reason: 'NO_UNITS_REQUESTED' };
  if (free === 0n)
    return { ok: false, reason: 'NO_FREE_UNITS', nextUnlockOn: summary.nextUnlockOn };
  if (wanted > free)
    return {
      ok: false,
      reason: 'INSUFFICIENT_FREE_UNITS',
      requestedUnits: unitsText(wanted),
      freeUnits: summary.freeUnits,
    };

  let toSkip = thousandths(summary.pendingUnits);
  let left = wanted;
  const taken: ConsumedLot<L>[] = [];
  for (const lot of byAllotment(lots)) {
    if (left === 0n) break;
    if (isLockedIn(lot, context.on, context.lockInDays)) continue;
    let available = thousandths(lot.units);
    const skipped = smaller(toSkip, available);
    toSkip -= skipped;
    available -= skipped;
    const take = smaller(available, left);
    if (take > 0n) {
      const units = unitsText(take);
      taken.push({ lot, units, stampDutyPaise: stampDutyShare(lot, units, unitsText(skipped)) });
      left -= take;
    }
  }
  return { ok: true, units: unitsText(wanted), lots: taken };
}

/** A unit movement of one folio's scheme as the registrar recorded it. */
export interface LotMovement {
  flow: 'IN' | 'OUT';
  /** The allotment or redemption date (the NAV date), YYYY-MM-DD. */
  on: string;
  units: string;
  nav: string;
  /** The stamp duty a purchase (IN) paid; none when absent. */
  stampDutyPaise?: Paise | undefined;
}

/** What one redemption in a replay took: its movement and the lots, oldest first. */
export interface ReplayedOut<M extends LotMovement = LotMovement> {
  movement: M;
  lots: ConsumedLot[];
}

export interface LotReplay<M extends LotMovement = LotMovement> {
  /** Purchase lots still held, oldest first. */
  remaining: PurchaseLot[];
  /** Each redemption in date order with the lots it took. */
  outs: ReplayedOut<M>[];
}

/**
 * Replays a folio's movements of one scheme: each redemption took its units first in first out
 * from the lots free on its own date (as planRedemption takes them), and from locked lots only
 * when the free ones did not cover it. Movements of one date go purchases first.
 */
export function replayLots<M extends LotMovement>(
  movements: readonly M[],
  lockInDays: number,
): LotReplay<M> {
  const ordered = [...movements].sort((a, b) =>
    a.on < b.on ? -1 : a.on > b.on ? 1 : a.flow === b.flow ? 0 : a.flow === 'IN' ? -1 : 1,
  );
  interface Held {
    allottedOn: string;
    nav: string;
    purchase: LotPurchase | undefined;
    bought: bigint;
    left: bigint;
  }
  const lotOf = (held: Held, units: bigint): PurchaseLot => ({
    allottedOn: held.allottedOn,
    nav: held.nav,
    units: unitsText(units),
    ...(held.purchase ? { purchase: held.purchase } : {}),
  });
  const lots: Held[] = [];
  const outs: ReplayedOut<M>[] = [];
  for (const move of ordered) {
    const units = thousandths(move.units);
    if (move.flow === 'IN') {
      const duty = move.stampDutyPaise ?? 0n;
      const purchase = duty > 0n ? { units: unitsText(units), stampDutyPaise: duty } : undefined;
      lots.push({ allottedOn: move.on, nav: move.nav, purchase, bought: units, left: units });
      continue;
    }
    let left = units;
    const taken = new Map<Held, { units: bigint; duty: Paise }>();
    const take = (lot: Held) => {
      const part = smaller(lot.left, left);
      if (part === 0n) return;
      const before = lot.bought - lot.left;
      const duty = lot.purchase
        ? dutyUpTo(lot.purchase, before + part) - dutyUpTo(lot.purchase, before)
        : 0n;
      lot.left -= part;
      left -= part;
      const sofar = taken.get(lot) ?? { units: 0n, duty: 0n };
      taken.set(lot, { units: sofar.units + part, duty: sofar.duty + duty });
    };
    for (const lot of lots) {
      if (left === 0n) break;
      if (!isLockedIn({ ...lot, units: '0' }, move.on, lockInDays)) take(lot);
    }
    for (const lot of lots) {
      if (left === 0n) break;
      take(lot);
    }
    outs.push({
      movement: move,
      lots: lots.flatMap((lot) => {
        const part = taken.get(lot);
        if (!part) return [];
        return [
          { lot: lotOf(lot, part.units), units: unitsText(part.units), stampDutyPaise: part.duty },
        ];
      }),
    });
  }
  return {
    remaining: lots.filter((lot) => lot.left > 0n).map((lot) => lotOf(lot, lot.left)),
    outs,
  };
}

/** The purchase lots still held after a folio's movements, oldest first (see replayLots). */
export function remainingLots(
  movements: readonly LotMovement[],
  lockInDays: number,
): PurchaseLot[] {
  return replayLots(movements, lockInDays).remaining;
}
