import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { bigId, createdAt, ownedBy, paise, stamp } from './columns.js';

/** MARS, the distributor's ready-made mutual-fund portfolios: what each is for and who it suits. */
export const marsPortfolios = pgTable('mars_portfolios', {
  marsId: text('mars_id').primaryKey(),
  name: text('name').notNull(),
  objective: text('objective').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  /** 'Y' when the portfolio can be bought by SIP; 'Y' when it suits a withdrawal plan. */
  sipAllowed: text('sip_allowed').notNull().default('Y'),
  swpAllowed: text('swp_allowed').notNull().default('N'),
  minLumpsumPaise: paise('min_lumpsum_paise').notNull(),
  minSipPaise: paise('min_sip_paise').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The schemes of a portfolio and their target weights in basis points (10,000 = 100 %). A scheme
 * belongs to one portfolio at most, so a holding of it is never counted in two.
 */
export const marsPortfolioSchemes = pgTable(
  'mars_portfolio_schemes',
  {
    marsId: text('mars_id')
      .notNull()
      .references(() => marsPortfolios.marsId),
    schemeCode: integer('scheme_code').notNull(),
    weightBps: integer('weight_bps').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.marsId, t.schemeCode] }),
    uniqueIndex('mars_portfolio_schemes_scheme_key').on(t.schemeCode),
  ],
);

/**
 * The investor's holding of one portfolio, by its MARS target number: opened when the investor
 * first invests in the portfolio (or authorises a MARS switch into it).
 */
export const marsTargets = pgTable(
  'mars_targets',
  {
    marsTarNo: text('mars_tar_no').primaryKey(),
    accountId: ownedBy(accounts),
    marsId: text('mars_id')
      .notNull()
      .references(() => marsPortfolios.marsId),
    /** PURCHASE (bought from Ready MF Portfolios) or SWITCH (a MARS switch authorised). */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mars_targets_account_idx').on(t.accountId, t.marsId)],
);

/**
 * What a target holds: each scheme in its folio. The folio is empty until the registrar allots
 * the first units (a fresh purchase opens the folio), then it is the investor's folio with the AMC.
 * A scheme of an account is held under one target only.
 */
export const marsTargetSchemes = pgTable(
  'mars_target_schemes',
  {
    marsTarNo: text('mars_tar_no')
      .notNull()
      .references(() => marsTargets.marsTarNo),
    accountId: ownedBy(accounts),
    schemeCode: integer('scheme_code').notNull(),
    amc: text('amc').notNull(),
    folioNo: text('folio_no').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.marsTarNo, t.schemeCode] }),
    uniqueIndex('mars_target_schemes_account_scheme_key').on(t.accountId, t.schemeCode),
  ],
);

/**
 * A redemption of a MARS holding, authorised by one transaction OTP: kept once the OTP is
 * verified, so a retry with the same key places any scheme left without asking again.
 */
export const marsRedemptions = pgTable(
  'mars_redemptions',
  {
    id: bigId(),
    accountId: ownedBy(accounts),
    idempotencyKey: text('idempotency_key').notNull(),
    marsTarNo: text('mars_tar_no')
      .notNull()
      .references(() => marsTargets.marsTarNo),
    percent: integer('percent').notNull(),
    /** The orders to place, one per scheme: folio, scheme, by ALL or UNITS and the units. */
    legs: jsonb('legs')
      .$type<{ folioNo: string; schemeCode: number; redeemBy: 'ALL' | 'UNITS'; units: string }[]>()
      .notNull(),
    approxPaise: paise('approx_paise').notNull(),
    verifiedAt: stamp('verified_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mars_redemptions_key').on(t.accountId, t.idempotencyKey),
    index('mars_redemptions_target_idx').on(t.marsTarNo),
  ],
);

export type MarsPortfolioRow = typeof marsPortfolios.$inferSelect;
export type MarsPortfolioSchemeRow = typeof marsPortfolioSchemes.$inferSelect;
export type MarsTargetRow = typeof marsTargets.$inferSelect;
export type MarsTargetSchemeRow = typeof marsTargetSchemes.$inferSelect;
export type MarsRedemptionRow = typeof marsRedemptions.$inferSelect;
