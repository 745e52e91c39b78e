import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import type { TSavedCartLines } from '@cdesk/domain';
import {
  accountRef,
  amountPaise,
  bigId,
  completion,
  createdAt,
  initialStatus,
  ownedBy,
  paiseOrZero,
  serialId,
  stamp,
  status,
  timestamps,
} from './columns.js';

/** The investor's registered bank accounts and the pay modes each may be used with. */
export const registeredBanks = pgTable(
  'registered_banks',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    bankAccNo: text('bank_acc_no').notNull(),
    ifsc: text('ifsc').notNull(),
    /** SAVINGS or CURRENT. */
    bankType: text('bank_type').notNull().default('SAVINGS'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Pay mode ids this account is enabled for (1 net banking, 3 mandate, 7 NEFT/RTGS, 8 UPI). */
    payModes: jsonb('pay_modes').$type<string[]>().notNull().default([]),
    /** A registered SIP mandate on the account, empty when there is none. */
    mandateNo: text('mandate_no').notNull().default(''),
    mandateMaxPaise: paiseOrZero('mandate_max_paise'),
  },
  (t) => [uniqueIndex('registered_banks_account_acc_key').on(t.accountId, t.bankCode, t.bankAccNo)],
);

/** A VPA check: the reference a UPI payment must quote, and whether the handle verified ('VE'). */
export const vpaVerifications = pgTable(
  'vpa_verifications',
  {
    id: serialId(),
    srNo: text('sr_no').notNull(),
    accountId: ownedBy(accounts),
    vpa: text('vpa').notNull(),
    status: status(),
    payerName: text('payer_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vpa_verifications_sr_no_key').on(t.srNo)],
);

/** One payment per order group: its mode, where it stands, and the references it collected. */
export const payments = pgTable(
  'payments',
  {
    id: bigId(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    /** The transaction id the investor and the gateway quote. */
    merchantRef: text('merchant_ref').notNull(),
    accountId: ownedBy(accounts),
    payMode: text('pay_mode').notNull(),
    amountPaise: amountPaise(),
    /** See paymentStatuses in the domain codes. */
    status: status(),
    bankCode: text('bank_code').notNull().default(''),
    bankAccNo: text('bank_acc_no').notNull().default(''),
    ifsc: text('ifsc').notNull().default(''),
    vpa: text('vpa').notNull().default(''),
    vpaSrNo: text('vpa_sr_no').notNull().default(''),
    /** NEFT/RTGS UTR quoted by the investor: used once only. */
    utr: text('utr'),
    /** The gateway's reference: bank reference, UPI reference. */
    providerRef: text('provider_ref').notNull().default(''),
    failureReason: text('failure_reason').notNull().default(''),
    /** When funds were realised: decides the NAV date. */
    realisedAt: stamp('realised_at'),
    /** UPI: the collect request lapses at this instant. */
    expiresAt: stamp('expires_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_group_key').on(t.groupId),
    uniqueIndex('payments_merchant_ref_key').on(t.merchantRef),
    uniqueIndex('payments_utr_key')
      .on(t.utr)
      .where(sql`${t.utr} is not null`),
    index('payments_provider_ref_idx').on(t.providerRef),
  ],
);

/**
 * What the sandbox payment gateway remembers: net-banking sessions, UPI collect requests, NEFT
 * credits awaited and mandate registrations, each waiting for the other side to act.
 */
export const sandboxGatewayRequests = pgTable(
  'sandbox_gateway_requests',
  {
    id: text('id').primaryKey(),
    /** NETBANKING, UPI_COLLECT, NEFT, MANDATE. */
    kind: text('kind').notNull(),
    merchantRef: text('merchant_ref').notNull(),
    amountPaise: amountPaise(),
    vpa: text('vpa').notNull().default(''),
    bankCode: text('bank_code').notNull().default(''),
    /** NEFT/RTGS: the UTR the credit will quote. */
    utr: text('utr').notNull().default(''),
    /** PENDING, APPROVED, DECLINED, CANCELLED, FAILED. */
    status: initialStatus('PENDING'),
    reason: text('reason').notNull().default(''),
    ...completion(),
  },
  (t) => [
    index('sandbox_gateway_requests_vpa_idx').on(t.vpa, t.status),
    index('sandbox_gateway_requests_ref_idx').on(t.merchantRef),
  ],
);

const noLines: TSavedCartLines = { items: [], sessionId: '' };

/** The investor's carts as last saved from any browser: mutual fund and NFO, lines and key. */
export const savedCarts = pgTable('saved_carts', {
  accountId: accountRef(accounts).primaryKey(),
  cart: jsonb('cart').$type<TSavedCartLines>().notNull().default(noLines),
  nfoCart: jsonb('nfo_cart').$type<TSavedCartLines>().notNull().default(noLines),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export type RegisteredBank = typeof registeredBanks.$inferSelect;
export type SavedCartRow = typeof savedCarts.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;
