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

/** Brokerage an account opens with, in hundredths of a percent: 0 to 2.50 in steps of 0.05. */
export const accountBrokerageLimits = { maxHundredths: 250, stepHundredths: 5 } as const;

/**
 * A brokerage percentage typed at account opening ('0.5', '1.25', '2') in hundredths of a percent;
 * null unless it is numeric or decimal only, from 0 to 2.50 and a multiple of 0.05.
 */
export function accountBrokerageHundredths(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const { maxHundredths, stepHundredths } = accountBrokerageLimits;
  if (hundredths > maxHundredths || hundredths % stepHundredths !== 0) return null;
  return hundredths;
}

/** Hundredths of a percent as the form shows them: 5 -> '0.05'. */
export const hundredthsToText = (hundredths: number) => bpsToPercentText(hundredths);
