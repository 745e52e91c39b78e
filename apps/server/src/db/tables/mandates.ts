import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { registeredBanks } from './checkout.js';
import { initialStatus, ownedBy, paise, serialId, stamp, timestamps } from './columns.js';

/**
 * E-mandates the investor registered through their bank: the limit and dates asked for, the
 * mandate numbers the desk and the exchange know it by, and the bank's answer.
 */
export const bankMandates = pgTable(
  'bank_mandates',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    bankId: integer('bank_id')
      .notNull()
      .references(() => registeredBanks.id),
    njEMandateNo: text('nj_emandate_no').notNull(),
    bseEMandateNo: text('bse_emandate_no').notNull(),
    upperLimitPaise: paise('upper_limit_paise').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** NET or DEBIT. */
    mode: text('mode').notNull(),
    /** PENDING, ACTIVE, REJECTED. */
    status: initialStatus('PENDING'),
    /** The bank's session for the investor's approval. */
    gatewayRef: text('gateway_ref').notNull().default(''),
    reason: text('reason').notNull().default(''),
    decidedAt: stamp('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bank_mandates_nj_no_key').on(t.njEMandateNo),
    index('bank_mandates_account_idx').on(t.accountId),
  ],
);

export type BankMandate = typeof bankMandates.$inferSelect;
