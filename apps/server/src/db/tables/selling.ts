import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { bigId, createdAt, initialStatus, ownedBy, paise, paiseOrZero, stamp } from './columns.js';

/**
 * A redemption, switch, insta cash, SWP or STP installment: placed, priced at the NAV of its
 * applicable date by a durable job, its units taken from the folio first in first out, then paid to
 * the bank on the settlement day (or switched into the target scheme at its own NAV).
 */
export const sellOrders = pgTable(
  'sell_orders',
  {
    id: bigId(),
    /** The reference the investor is shown (the acknowledgement's tid). */
    trxnId: text('trxn_id').notNull(),
    /** The order's reference with the registrar; the OUT transaction is recorded under it. */
    orderRef: text('order_ref').notNull(),
    accountId: ownedBy(accounts),
    /** The client's idempotency key (a plan installment's own order reference). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** RED, SWI, NSWI, SWP or STP. */
    trxnType: text('trxn_type').notNull(),
    isInstaCash: text('is_insta_cash').notNull().default('N'),
    /** INVESTOR (placed with an OTP), PLAN (a plan's installment) or AUTHORISATION (a partner's, authorised). */
    source: text('source').notNull().default('INVESTOR'),
    folioNo: text('folio_no').notNull(),
    schemeCode: integer('scheme_code').notNull(),
    schemeName: text('scheme_name').notNull(),
    amc: text('amc').notNull(),
    /** P or D. */
    mode: text('mode').notNull().default('P'),
    /** AMOUNT, UNITS or ALL. */
    redeemBy: text('redeem_by').notNull(),
    requestedPaise: paise('requested_paise'),
    requestedUnits: numeric('requested_units'),
    /** Units the order is expected to take, counted as pending until it is priced. */
    pendingUnits: numeric('pending_units').notNull(),
    liquid: text('liquid').notNull().default('N'),
    /** The NAV date the order is entitled to, from the cut-off when it was placed. */
    navDate: date('nav_date').notNull(),
    /** See sellOrderStatuses in the domain contracts. */
    status: initialStatus('AWAITING_NAV'),
    statusReason: text('status_reason').notNull().default(''),
    edisTrxnNo: text('edis_trxn_no').notNull().default(''),
    nav: numeric('nav'),
    pricedNavDate: date('priced_nav_date'),
    units: numeric('units'),
    grossPaise: paise('gross_paise'),
    exitLoadPaise: paise('exit_load_paise'),
    netPaise: paise('net_paise'),
    shortTermGainPaise: paise('short_term_gain_paise'),
    longTermGainPaise: paise('long_term_gain_paise'),
    settlementDate: date('settlement_date'),
    payoutRef: text('payout_ref').notNull().default(''),
    paidOn: date('paid_on'),
    bankName: text('bank_name').notNull().default(''),
    bankAccNo: text('bank_acc_no').notNull().default(''),
    ifsc: text('ifsc').notNull().default(''),
    /** A switch: the scheme switched into, at its own applicable NAV date. */
    targetSchemeCode: integer('target_scheme_code'),
    targetSchemeName: text('target_scheme_name').notNull().default(''),
    targetNavDate: date('target_nav_date'),
    targetIsNfo: text('target_is_nfo').notNull().default('N'),
    inStampDutyPaise: paise('in_stamp_duty_paise'),
    inUnits: numeric('in_units'),
    inNav: numeric('in_nav'),
    inNavDate: date('in_nav_date'),
    /** When the investor placed it, by the business clock. */
    placedAt: stamp('placed_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sell_orders_trxn_id_key').on(t.trxnId),
    uniqueIndex('sell_orders_order_ref_key').on(t.orderRef),
    uniqueIndex('sell_orders_idempotency_key').on(t.accountId, t.idempotencyKey),
    uniqueIndex('sell_orders_edis_key')
      .on(t.edisTrxnNo)
      .where(sql`${t.edisTrxnNo} <> ''`),
    index('sell_orders_folio_idx').on(t.folioNo, t.schemeCode, t.status),
    index('sell_orders_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** The sandbox bank: credits paid into investors' registered accounts (redemption proceeds). */
export const sandboxBankCredits = pgTable(
  'sandbox_bank_credits',
  {
    id: bigId(),
    /** The payer's reference: one credit per payout, however often it is asked. */
    payoutRef: text('payout_ref').notNull(),
    utr: text('utr').notNull(),
    accountId: ownedBy(accounts),
    bankName: text('bank_name').notNull(),
    bankAccNo: text('bank_acc_no').notNull(),
    ifsc: text('ifsc').notNull(),
    amountPaise: paiseOrZero('amount_paise'),
    narration: text('narration').notNull(),
    valueDate: date('value_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_bank_credits_payout_key').on(t.payoutRef),
    index('sandbox_bank_credits_account_idx').on(t.accountId, t.valueDate),
  ],
);

/** The sandbox depository's record of an account: POA/DDPI in the distributor's favour, and eDIS. */
export const sandboxDematPermissions = pgTable('sandbox_demat_permissions', {
  accountId: ownedBy(accounts).primaryKey(),
  /** Y when a POA or DDPI is in the distributor's favour. */
  poaDdpi: text('poa_ddpi').notNull(),
  /** Y when the investor may authorise a debit by eDIS. */
  edisFlag: text('edis_flag').notNull(),
});

/** The sandbox depository's eDIS requests: a person approves or declines each on its page. */
export const sandboxEdisRequests = pgTable(
  'sandbox_edis_requests',
  {
    id: text('id').primaryKey(),
    accountId: ownedBy(accounts),
    orderRef: text('order_ref').notNull(),
    isin: text('isin').notNull().default(''),
    schemeName: text('scheme_name').notNull(),
    units: text('units').notNull(),
    /** PENDING, APPROVED or DECLINED. */
    status: initialStatus('PENDING'),
    returnUrl: text('return_url').notNull(),
    createdAt: createdAt(),
    completedAt: stamp('completed_at'),
  },
  (t) => [uniqueIndex('sandbox_edis_requests_order_key').on(t.orderRef)],
);

export type SellOrder = typeof sellOrders.$inferSelect;
export type NewSellOrder = typeof sellOrders.$inferInsert;
export type SandboxBankCredit = typeof sandboxBankCredits.$inferSelect;
export type SandboxEdisRequest = typeof sandboxEdisRequests.$inferSelect;
