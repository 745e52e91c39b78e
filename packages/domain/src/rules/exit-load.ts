/**
 * Exit load on a redemption, switch-out, SWP or STP installment: each lot taken pays the load of
 * the first tier whose period it is still within, as basis points of its value at the redemption
 * NAV. A lot redeemed on the last day of a tier ("within 365 days", redeemed 365 days after
 * allotment) still pays it. Each lot's load is rounded once to the paisa, half away from zero, and
 * the total is their sum, so the lines add up to the total.
 */
import { daysBetween } from './market-calendar.js';
import { sumPaise, type Paise } from './money.js';
import { parseScaled, rescale } from './portfolio-valuation.js';
import type { ConsumedLot } from './redemption-lots.js';
import type { ExitLoadRule } from './scheme-attributes.js';

/** A scheme's exit load as tiers, shortest period first; Nil is no tier. */
export type ExitLoadTiers = readonly ExitLoadRule[];

export interface LotExitLoad {
  consumed: ConsumedLot;
  daysHeld: number;
  basisPoints: number;
  loadPaise: Paise;
}

export interface ExitLoad {
  lots: LotExitLoad[];
  totalPaise: Paise;
}

const byPeriod = (tiers: readonly ExitLoadRule[]) =>
  [...tiers].sort((a, b) => a.withinDays - b.withinDays);

/** The tiers of the single rule the scheme attributes carry. */
export function exitLoadTiersOf(rule: ExitLoadRule | null): ExitLoadTiers {
  return rule ? [rule] : [];
}

const NIL = /^\s*(nil|none|no exit load|not applicable|na|-)?\s*\.?\s*$/i;
const TIER =
  /(\d{1,2}(?:\.\d{1,2})?)\s*%\s*(?:of the applicable nav\s*)?if\s+(?:units\s+are\s+)?(?:redeemed|switched[\s-]out)(?:\s*(?:\/|or)\s*switched[\s-]out)?\s+within\s+(\d{1,4})\s+(days?|years?)(?:\s+(?:from|of)\s+(?:the\s+date\s+of\s+)?allotment)?/gi;
const LEFTOVER =
  /^(?:[\s;,.]|\band\b|\bnil\b(?:\s+(?:if\s+redeemed\s+)?(?:after|thereafter)(?:\s+\d+\s+(?:days?|years?))?)?)*$/i;

/**
 * Tiers from the exit-load text schemes publish: 'Nil', '1% if redeemed within 365 days',
 * '1% if redeemed within 1 year; 0.5% if redeemed within 730 days; Nil thereafter'. A year is 365
 * days. Null when the text says something else (months, amounts), so it is never guessed.
 */
export function parseExitLoad(text: string): ExitLoadTiers | null {
  if (NIL.test(text)) return [];
  const tiers: ExitLoadRule[] = [];
  for (const match of text.matchAll(TIER)) {
    const [, percent = '', count = '', unit = ''] = match;
    const basisPoints = Number(rescale(parseScaled(percent), 2));
    const days = Number(count) * (/^year/i.test(unit) ? 365 : 1);
    tiers.push({ basisPoints, withinDays: days });
  }
  if (tiers.length === 0 || !LEFTOVER.test(text.replace(TIER, ' '))) return null;
  return byPeriod(tiers);
}

/** The load in basis points on units held for a number of days. */
export function exitLoadBasisPoints(daysHeld: number, tiers: ExitLoadTiers): number {
  return byPeriod(tiers).find((tier) => daysHeld <= tier.withinDays)?.basisPoints ?? 0;
}

/** The exit load of the lots a redemption takes, at its NAV on its date. */
export function exitLoadOnLots(
  lots: readonly ConsumedLot[],
  redemption: { nav: string; on: string },
  tiers: ExitLoadTiers,
): ExitLoad {
  const nav = parseScaled(redemption.nav);
  const charged = lots.map((consumed): LotExitLoad => {
    const daysHeld = daysBetween(consumed.lot.allottedOn, redemption.on);
    const basisPoints = exitLoadBasisPoints(daysHeld, tiers);
    const units = parseScaled(consumed.units);
    // units x NAV x basis points / 10,000, in paise: one rounding, at the end.
    const exact = {
      value: units.value * nav.value * BigInt(basisPoints),
      scale: units.scale + nav.scale + 4,
    };
    return { consumed, daysHeld, basisPoints, loadPaise: rescale(exact, 2) };
  });
  return { lots: charged, totalPaise: sumPaise(charged.map((lot) => lot.loadPaise)) };
}

/**
 * The exit load of a sale lot by lot, adding up to the figure the sale recorded when there is one:
 * the recorded figure stands (a scheme's load may have changed since, or a sale may have been
 * charged no more than its gross) and the last lot carries the difference from the tiers' figure.
 */
export function exitLoadOfSale(
  lots: readonly ConsumedLot[],
  redemption: { nav: string; on: string },
  tiers: ExitLoadTiers,
  recordedPaise?: Paise | null,
): ExitLoad {
  const load = exitLoadOnLots(lots, redemption, tiers);
  const last = load.lots.at(-1);
  if (recordedPaise === undefined || recordedPaise === null || !last) return load;
  const lotsCharged = [
    ...load.lots.slice(0, -1),
    { ...last, loadPaise: last.loadPaise + recordedPaise - load.totalPaise },
  ];
  return { lots: lotsCharged, totalPaise: recordedPaise };
}
