import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import {
  amountPaise,
  bigId,
  createdAt,
  initialStatus,
  ownedBy,
  paiseOrZero,
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
    /** Mutual fund mode (spec 3 section 9): P, units with the registrar; D, units in a demat account. */
    mode: text('mode').notNull().default('P'),
    /**
     * The mobile and e-mail the registrar holds for the folio; null until the registrar says
     * otherwise, which means the account's own (a folio opened through the desk carries them).
     */
    registrarMobile: text('registrar_mobile'),
    registrarEmail: text('registrar_email'),
    createdAt: createdAt(),
  },
  (t) => [index('folios_account_amc_idx').on(t.accountId, t.amc)],
);

/** A scheme in one of the investor's folios. */
const folioScheme = () => ({
  accountId: ownedBy(accounts),
  folioNo: text('folio_no')
    .notNull()
    .references(() => folios.folioNo),
  schemeCode: integer('scheme_code').notNull(),
});

/**
 * What a SIP and an SWP registration both hold: an amount on a folio's scheme, paid in or out on
 * `day` of each period from start to end, and the order that registered it.
 */
function standingInstruction<Day extends object, Extra extends object>(day: Day, extra: Extra) {
  return {
    id: serialId(),
    ...folioScheme(),
    amountPaise: amountPaise(),
    /** The frequency id of the plan's calendar (M monthly, Q quarterly, W weekly, D daily). */
    frequencyId: text('frequency_id').notNull(),
    ...day,
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    installments: integer('installments').notNull(),
    ...extra,
    /** ACTIVE or STOPPED. */
    status: initialStatus('ACTIVE'),
    nextInstallmentDate: date('next_installment_date'),
    /** The order that registered the plan: a retry registers it once. */
    orderRef: text('order_ref').notNull(),
    createdAt: createdAt(),
  };
}

/** A registration is found by its order, and an investor's by status. */
const registrationIndexes =
  (table: string) =>
  (t: { orderRef: AnyPgColumn; accountId: AnyPgColumn; status: AnyPgColumn }) => [
    uniqueIndex(`${table}_order_ref_key`).on(t.orderRef),
    index(`${table}_account_idx`).on(t.accountId, t.status),
  ];

/** SIP registrations: the standing instruction behind each SIP installment. */
export const sipRegistrations = pgTable(
  'sip_registrations',
  {
    ...standingInstruction(
      { sipDay: integer('sip_day').notNull() },
      { mandateNo: text('mandate_no').notNull().default('') },
    ),
    stoppedAt: stamp('stopped_at'),
  },
  registrationIndexes('sip_registrations'),
);

/** SWP registrations: the standing withdrawal chosen alongside a purchase. */
export const swpRegistrations = pgTable(
  'swp_registrations',
  standingInstruction({ installmentDay: integer('installment_day').notNull() }, {}),
  registrationIndexes('swp_registrations'),
);

/** Mutual-fund transactions as the registrar allots them; units and NAV are exact decimals. */
export const mfTransactions = pgTable(
  'mf_transactions',
  {
    id: bigId(),
    ...folioScheme(),
    /** The spec's transaction type code: PIP, SIP, NPIP, NSIP, RED, SWI, STP, SWP... */
    trxnType: text('trxn_type').notNull(),
    /** IN adds units to the folio (purchase, SIP, switch in); OUT takes them away (redemption, switch out). */
    flow: text('flow').notNull().default('IN'),
    /** What the investor paid (IN) or received (OUT). */
    amountPaise: amountPaise(),
    /** Stamp duty deducted from the amount before units were allotted (IN flows only). */
    stampDutyPaise: paiseOrZero('stamp_duty_paise'),
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

export type FolioRow = typeof folios.$inferSelect;
export type SipRegistrationRow = typeof sipRegistrations.$inferSelect;
export type NewSipRegistration = typeof sipRegistrations.$inferInsert;
export type SwpRegistrationRow = typeof swpRegistrations.$inferSelect;
export type NewSwpRegistration = typeof swpRegistrations.$inferInsert;
export type MfTransactionRow = typeof mfTransactions.$inferSelect;
export type NewMfTransaction = typeof mfTransactions.$inferInsert;
