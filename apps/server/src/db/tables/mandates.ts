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
    /** NET, DEBIT or ESIGN (e-signed, then authenticated at the bank). */
    mode: text('mode').notNull(),
    /** AWAITING (the client's authorisation of a partner's request), PENDING, ACTIVE, REJECTED. */
    status: initialStatus('PENDING'),
    /** The partner who asked for it; empty when the investor registered it. */
    partnerCode: text('partner_code').notNull().default(''),
    partnerName: text('partner_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Until when the client's authorisation link works; null when there is no link. */
    linkExpiresAt: stamp('link_expires_at'),
    /** When the client authorised it with the OTP: the link is spent from then on. */
    authorisedAt: stamp('authorised_at'),
    /** The e-sign transaction of an ESIGN mandate, and when it was signed. */
    esignTxnId: text('esign_txn_id').notNull().default(''),
    esignedAt: stamp('esigned_at'),
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
