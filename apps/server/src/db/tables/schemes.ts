import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, stamp, updatedAt } from './columns.js';

export const schemes = pgTable(
  'schemes',
  {
    schemeCode: integer('scheme_code').primaryKey(),
    isinGrowth: text('isin_growth'),
    isinReinvest: text('isin_reinvest'),
    name: text('name').notNull(),
    amc: text('amc').notNull(),
    structure: text('structure').notNull(),
    category: text('category').notNull(),
    subType: text('sub_type').notNull(),
    schemeType: text('scheme_type').notNull(),
    plan: text('plan').notNull(),
    option: text('option').notNull(),
    latestNav: numeric('latest_nav'),
    latestNavDate: date('latest_nav_date'),
    /**
     * The history's NAV on or before a year before latest_nav_date (the listing's 1Y return),
     * kept by the AMFI import so that no start has to look it up for every scheme.
     */
    yearAgoNav: numeric('year_ago_nav'),
    /** False once the newest NAVAll file no longer lists the scheme (merged or wound up). */
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('schemes_type_idx').on(t.schemeType, t.plan), index('schemes_amc_idx').on(t.amc)],
);

export const navHistory = pgTable(
  'nav_history',
  {
    schemeCode: integer('scheme_code').notNull(),
    navDate: date('nav_date').notNull(),
    nav: numeric('nav').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeCode, t.navDate] })],
);

export const amfiImports = pgTable(
  'amfi_imports',
  {
    id: serialId(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    kind: text('kind').notNull(),
    rows: integer('rows').notNull(),
    skipped: integer('skipped').notNull().default(0),
    /** The date a NAVAll file is for (its most common NAV date): which file is the newest. */
    navDate: date('nav_date'),
    importedAt: stamp('imported_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('amfi_imports_sha256_key').on(t.sha256)],
);

/**
 * A scheme's NAV of 31-01-2018, the fair market value of equity-oriented units bought before
 * 01-02-2018 (s. 55(2)(ac) of the Income-tax Act). The daily AMFI files and their history do not
 * go back that far, so these come from a grandfathering NAV file of their own.
 */
export const grandfatheringNavs = pgTable('grandfathering_navs', {
  schemeCode: integer('scheme_code').primaryKey(),
  nav: numeric('nav').notNull(),
  /** The file the NAV was imported from, or DEMO for a demo value that stands in for AMFI's. */
  source: text('source').notNull(),
  updatedAt: updatedAt(),
});

export type SchemeRow = typeof schemes.$inferSelect;
