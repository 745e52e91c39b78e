import type { SchemeType } from '../codes/scheme-types.js';
import type { Paise } from './money.js';

/** Trail rates for regular plans in basis points of the amount, by scheme type; direct plans pay 0. */
export const regularBrokerageBps: Record<SchemeType, number> = {
  EQUITY: 100,
  DEBT: 50,
  LIQUID: 10,
  CASH: 10,
  OTHERS: 75,
};

export function brokerageRateBps(schemeType: SchemeType, direct: boolean): number {
  return direct ? 0 : regularBrokerageBps[schemeType];
}

/** Basis points as a percentage text: 100 -> '1.00'. */
export const bpsToPercentText = (bps: number) =>
  `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/** The brokerage on an amount, rounded down to the paisa. */
export function brokeragePaise(amountPaise: Paise, bps: number): Paise {
  return (amountPaise * BigInt(bps)) / 10_000n;
}
