import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { paise } from './columns.js';

/**
 * The sandbox depository's equity balances, by demat account number as the depository knows it:
 * free, pledged and locked-in shares of each ISIN, at a sample closing price (demo, not a quote).
 */
export const sandboxDematHoldings = pgTable(
  'sandbox_demat_holdings',
  {
    dematAccNo: text('demat_acc_no').notNull(),
    isin: text('isin').notNull(),
    companyName: text('company_name').notNull(),
    freeQuantity: integer('free_quantity').notNull(),
    pledgedQuantity: integer('pledged_quantity').notNull().default(0),
    lockedInQuantity: integer('locked_in_quantity').notNull().default(0),
    closePricePaise: paise('close_price_paise').notNull(),
    priceDate: date('price_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dematAccNo, t.isin] })],
);

/** The sandbox depository's credits (BUY) and debits (SELL) of shares, one row per settlement. */
export const sandboxDematTransactions = pgTable(
  'sandbox_demat_transactions',
  {
    id: serial('id').primaryKey(),
    dematAccNo: text('demat_acc_no').notNull(),
    tradeDate: date('trade_date').notNull(),
    isin: text('isin').notNull(),
    companyName: text('company_name').notNull(),
    /** BUY or SELL. */
    type: text('type').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('sandbox_demat_transactions_account_idx').on(t.dematAccNo, t.tradeDate)],
);
