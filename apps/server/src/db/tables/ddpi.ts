import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { amountPaise, initialStatus, ownedBy, serialId, stamp, timestamps } from './columns.js';

/**
 * A DDPI (Demat Debit and Pledge Instruction) in the distributor's favour, as the investor gives
 * it: consent to the document, the stamp duty paid by UPI, then the Aadhaar e-sign. One request
 * at a time is open per account.
 */
export const ddpiRequests = pgTable(
  'ddpi_requests',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    /** CONSENT, PAYMENT, ESIGN, DONE. */
    status: initialStatus('CONSENT'),
    consentedAt: stamp('consented_at'),
    amountPaise: amountPaise(),
    /** The current UPI attempt's reference with the gateway, its number and its address. */
    attempt: integer('attempt').notNull().default(0),
    merchantRef: text('merchant_ref').notNull().default(''),
    providerRef: text('provider_ref').notNull().default(''),
    vpa: text('vpa').notNull().default(''),
    /** '' before a first attempt, then AWAITING_FUNDS, SUCCESS, CANCELLED, FAILED, REJECTED, NO_RESPONSE. */
    paymentStatus: text('payment_status').notNull().default(''),
    paymentReason: text('payment_reason').notNull().default(''),
    expiresAt: stamp('expires_at'),
    paidAt: stamp('paid_at'),
    esignTxnId: text('esign_txn_id').notNull().default(''),
    tncLang: text('tnc_lang').notNull().default(''),
    signedAt: stamp('signed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ddpi_requests_open_key')
      .on(t.accountId)
      .where(sql`${t.status} <> 'DONE'`),
    index('ddpi_requests_account_idx').on(t.accountId, t.createdAt),
    index('ddpi_requests_merchant_idx').on(t.merchantRef),
    index('ddpi_requests_esign_idx').on(t.esignTxnId),
  ],
);

export type DdpiRequest = typeof ddpiRequests.$inferSelect;
