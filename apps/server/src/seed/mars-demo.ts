import { inArray } from 'drizzle-orm';
import { weightsComplete, type Paise } from '@cdesk/domain';
import type { Db } from '../db/client.js';
import { marsPortfolios, marsPortfolioSchemes, schemes } from '../db/schema.js';

interface MarsSeed {
  marsId: string;
  name: string;
  objective: string;
  tags: string[];
  sipAllowed: 'Y' | 'N';
  swpAllowed: 'Y' | 'N';
  /** The least the distributor takes; raised where the schemes' own minimums need more. */
  minLumpsumPaise: Paise;
  minSipPaise: Paise;
  /** Scheme codes of the AMFI master (Direct Plan, Growth, open ended) and weights in basis points. */
  schemes: { schemeCode: number; weightBps: number }[];
}

/**
 * The distributor's ready-made portfolios, built from real open-ended Direct Growth schemes of
 * the AMFI data with a year of NAV history. No scheme is in two portfolios. Balanced Advantage
 * holds an HDFC and a UTI scheme: the partner-placed MARS switch of 5000001 moves units of its HDFC
 * Liquid and UTI Nifty 50 holdings into them (switches stay within a fund house).
 */
export const marsSeeds: MarsSeed[] = [
  {
    marsId: 'MARS01',
    name: 'Aggressive Growth',
    objective:
      'Long-term wealth creation from Indian equities across large, mid and small companies, for investors who can stay invested through market swings for seven years or more.',
    tags: ['Equity', 'Wealth creation', 'Long term'],
    sipAllowed: 'Y',
    swpAllowed: 'N',
    minLumpsumPaise: 2_500_000n,
    minSipPaise: 250_000n,
    schemes: [
      // Franklin India Flexi Cap Fund - Direct Plan - Growth
      { schemeCode: 118535, weightBps: 3000 },
      // ICICI Prudential Large Cap Fund - Direct Plan - Growth
      { schemeCode: 120586, weightBps: 2500 },
      // DSP Midcap Fund - Direct Plan - Growth
      { schemeCode: 119071, weightBps: 2500 },
      // Nippon India Small Cap Fund - Direct Plan - Growth
      { schemeCode: 118778, weightBps: 2000 },
    ],
  },
  {
    marsId: 'MARS02',
    name: 'Balanced Advantage',
    objective:
      'Equity growth with a cushion: funds that move between equity and debt as markets get expensive or cheap, for a smoother ride over three to five years.',
    tags: ['Hybrid', 'Lower volatility', 'Medium term'],
    sipAllowed: 'Y',
    swpAllowed: 'Y',
    minLumpsumPaise: 2_000_000n,
    minSipPaise: 200_000n,
    schemes: [
      // HDFC Balanced Advantage Fund - Direct Plan - Growth
      { schemeCode: 118968, weightBps: 4000 },
      // ICICI Prudential Balanced Advantage Fund - Direct Plan - Growth
      { schemeCode: 120377, weightBps: 3500 },
      // UTI Balanced Advantage Fund - Direct Plan - Growth
      { schemeCode: 151885, weightBps: 2500 },
    ],
  },
  {
    marsId: 'MARS03',
    name: 'Conservative Income',
    objective:
      'Steady returns from high-quality corporate bonds and short-duration debt, for money needed in one to three years.',
    tags: ['Debt', 'Regular income', 'Short term'],
    sipAllowed: 'Y',
    swpAllowed: 'Y',
    minLumpsumPaise: 2_000_000n,
    minSipPaise: 350_000n,
    schemes: [
      // HDFC Corporate Bond Fund - Direct Plan - Growth
      { schemeCode: 118987, weightBps: 3500 },
      // ICICI Prudential Corporate Bond Fund - Direct Plan - Growth
      { schemeCode: 120692, weightBps: 3500 },
      // UTI Short Duration Fund - Direct Plan - Growth
      { schemeCode: 120718, weightBps: 3000 },
    ],
  },
  {
    marsId: 'MARS04',
    name: 'Tax Saver',
    objective:
      'Tax saving under section 80C through three ELSS funds with different styles; each investment is locked in for three years.',
    tags: ['Equity', 'Tax saving', 'Long term'],
    sipAllowed: 'Y',
    swpAllowed: 'N',
    minLumpsumPaise: 500_000n,
    minSipPaise: 200_000n,
    schemes: [
      // Mirae Asset ELSS Tax Saver Fund - Direct Plan - Growth
      { schemeCode: 135781, weightBps: 3500 },
      // Parag Parikh ELSS Tax Saver Fund - Direct Plan - Growth
      { schemeCode: 147481, weightBps: 3500 },
      // HDFC ELSS Tax saver - Direct Plan - Growth
      { schemeCode: 119060, weightBps: 3000 },
    ],
  },
  {
    marsId: 'MARS05',
    name: 'Monthly Income (SWP)',
    objective:
      'A lump sum in conservative hybrid and equity savings funds, from which a monthly withdrawal plan pays a regular income.',
    tags: ['Hybrid', 'Regular income', 'Retirement'],
    sipAllowed: 'N',
    swpAllowed: 'Y',
    minLumpsumPaise: 2_500_000n,
    minSipPaise: 0n,
    schemes: [
      // HDFC Hybrid Debt Fund - Direct Plan - Growth
      { schemeCode: 119118, weightBps: 3500 },
      // Kotak Equity Savings Fund - Direct Plan - Growth
      { schemeCode: 131373, weightBps: 3500 },
      // UTI Conservative Hybrid Fund - Direct Plan - Growth
      { schemeCode: 120779, weightBps: 3000 },
    ],
  },
];

/**
 * Seeds the MARS portfolios after the AMFI import: each once, and only when every one of its
 * schemes is in the scheme master (a database without the AMFI data gets none). Safe at every start.
 */
export async function seedMarsPortfolios(db: Db, seeds: MarsSeed[] = marsSeeds): Promise<number> {
  const codes = seeds.flatMap((seed) => seed.schemes.map((s) => s.schemeCode));
  const known = new Set(
    (
      await db
        .select({ code: schemes.schemeCode })
        .from(schemes)
        .where(inArray(schemes.schemeCode, codes))
    ).map((row) => row.code),
  );
  let seeded = 0;
  for (const [position, seed] of seeds.entries()) {
    if (!weightsComplete(seed.schemes.map((s) => s.weightBps)))
      throw new Error(`MARS portfolio ${seed.marsId}: weights must total 100 %`);
    if (!seed.schemes.every((s) => known.has(s.schemeCode))) continue;
    const { schemes: legs, ...head } = seed;
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(marsPortfolios)
        .values({ ...head, position })
        .onConflictDoNothing()
        .returning();
      if (!created) return;
      await tx
        .insert(marsPortfolioSchemes)
        .values(legs.map((leg, i) => ({ marsId: seed.marsId, ...leg, position: i })));
      seeded += 1;
    });
  }
  return seeded;
}
