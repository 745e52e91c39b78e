import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import {
  amountPaise,
  bigId,
  createdAt,
  initialStatus,
  ownedBy,
  serialId,
  stamp,
} from './columns.js';

/** A registrar folio: one investor's account with one AMC. */
export const folios = pgTable(
  'folios',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    amc: text('amc').notNull(),
    folioNo: text('folio_no').notNull().unique('folios_folio_no_key'),
    createdAt: createdAt(),
  },
  (t) => [index('folios_account_amc_idx').on(t.accountId, t.amc)],
);

/** SIP registrations: the standing instruction behind each SIP installment. */
export const sipRegistrations = pgTable(
  'sip_registrations',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    folioNo: text('folio_no')
      .notNull()
      .references(() => folios.folioNo),
    schemeCode: integer('scheme_code').notNull(),
    amountPaise: amountPaise(),
    /** The frequency id of the SIP calendar (M monthly, Q quarterly, W weekly, D daily). */
    frequencyId: text('frequency_id').notNull(),
    sipDay: integer('sip_day').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    installments: integer('installments').notNull(),
    mandateNo: text('mandate_no').notNull().default(''),
    /** ACTIVE or STOPPED. */
    status: initialStatus('ACTIVE'),
    nextInstallmentDate: date('next_installment_date'),
    /** The order that registered the SIP: a retry registers it once. */
    orderRef: text('order_ref').notNull(),
    createdAt: createdAt(),
    stoppedAt: stamp('stopped_at'),
  },
  (t) => [
    uniqueIndex('sip_registrations_order_ref_key').on(t.orderRef),
    index('sip_registrations_account_idx').on(t.accountId, t.status),
  ],
);

/** SWP registrations: the standing withdrawal chosen alongside a purchase. */
export const swpRegistrations = pgTable(
  'swp_registrations',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    folioNo: text('folio_no')
      .notNull()
      .references(() => folios.folioNo),
    schemeCode: integer('scheme_code').notNull(),
    amountPaise: amountPaise(),
    /** The frequency id of the SWP calendar (M monthly, Q quarterly, W weekly, D daily). */
    frequencyId: text('frequency_id').notNull(),
    installmentDay: integer('installment_day').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    installments: integer('installments').notNull(),
    /** ACTIVE or STOPPED. */
    status: initialStatus('ACTIVE'),
    nextInstallmentDate: date('next_installment_date'),
    /** The purchase order that registered the SWP: a retry registers it once. */
    orderRef: text('order_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('swp_registrations_order_ref_key').on(t.orderRef),
    index('swp_registrations_account_idx').on(t.accountId, t.status),
  ],
);

/** Mutual-fund transactions as the registrar allots them; units and NAV are exact decimals. */
export const mfTransactions = pgTable(
  'mf_transactions',
  {
    id: bigId(),
    accountId: ownedBy(accounts),
    folioNo: text('folio_no')
      .notNull()
      .references(() => folios.folioNo),
    schemeCode: integer('scheme_code').notNull(),
    /** The spec's transaction type code: PIP, SIP, NPIP, NSIP, RED, SWI, STP, SWP... */
    trxnType: text('trxn_type').notNull(),
    /** IN adds units to the folio (purchase, SIP, switch in); OUT takes them away (redemption, switch out). */
    flow: text('flow').notNull().default('IN'),
    amountPaise: amountPaise(),
    units: numeric('units', { precision: 20, scale: 3 }).notNull(),
    nav: numeric('nav').notNull(),
    navDate: date('nav_date').notNull(),
    tradeDate: date('trade_date').notNull(),
    /** ALLOTTED, PENDING or REJECTED. */
    status: initialStatus('ALLOTTED'),
    sipRegistrationId: integer('sip_registration_id').references(() => sipRegistrations.id),
    /** The order that caused the transaction: a retried allotment records it once. */
    orderRef: text('order_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mf_transactions_order_ref_key').on(t.orderRef),
    index('mf_transactions_account_idx').on(t.accountId, t.tradeDate),
    index('mf_transactions_folio_scheme_idx').on(t.folioNo, t.schemeCode),
  ],
);
