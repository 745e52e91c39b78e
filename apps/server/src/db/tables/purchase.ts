import { paiseFromWire, paiseToWire, type Paise } from '@cdesk/domain';
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import {
  accountRef,
  amountPaise,
  bigId,
  bigRef,
  createdAt,
  ownedBy,
  paise,
  stamp,
  status,
} from './columns.js';

/** The withdrawal plan that comes with a purchase. */
export interface SwpPlan {
  freqId: string;
  installmentDate: number;
  startDate: string;
  endDate: string;
  totalNoOfInst: number;
  swpAmountPaise: Paise;
}

type StoredSwpPlan = Omit<SwpPlan, 'swpAmountPaise'> & { swpAmountPaise: number };

/**
 * An SWP plan as JSON, its amount a JSON number of paise. Drivers hand jsonb back parsed or as
 * text, as jsonb() allows for.
 */
const swpPlan = customType<{ data: SwpPlan; driverData: string | StoredSwpPlan }>({
  dataType: () => 'jsonb',
  toDriver: (plan) => JSON.stringify({ ...plan, swpAmountPaise: paiseToWire(plan.swpAmountPaise) }),
  fromDriver: (stored) => {
    const plan = typeof stored === 'string' ? (JSON.parse(stored) as StoredSwpPlan) : stored;
    return { ...plan, swpAmountPaise: paiseFromWire(plan.swpAmountPaise) };
  },
});

/** The investor's risk profile, against which a scheme's riskometer is compared. */
export const investorRiskProfiles = pgTable('investor_risk_profiles', {
  accountId: accountRef(accounts).primaryKey(),
  riskProfileId: text('risk_profile_id').notNull(),
  /** A riskometer label: Low ... Very High. */
  riskLevel: text('risk_level').notNull(),
});

/** One confirmed cart: unique on the client's idempotency key, so a retry finds it again. */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: bigId(),
    trxnId: text('trxn_id').notNull(),
    accountId: ownedBy(accounts),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The digest of the confirm request that placed it: a retry must send the same (lib/request-digest). */
    requestDigest: text('request_digest').notNull().default(''),
    payMode: text('pay_mode').notNull(),
    totalPaise: paise('total_paise').notNull(),
    brokeragePaise: paise('brokerage_paise').notNull(),
    exCode: text('ex_code').notNull(),
    mandateNo: text('mandate_no').notNull().default(''),
    serviceType: text('service_type').notNull(),
    euinDeclAccepted: text('euin_decl_accepted').notNull(),
    riskDeclContent: text('risk_decl_content').notNull().default(''),
    riskProfileId: text('risk_profile_id').notNull().default(''),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    /** Where the browser goes for a net-banking payment. */
    netBankingUrl: text('net_banking_url').notNull().default(''),
    /** When the investor placed it, by the business clock: the transaction date they are shown. */
    placedAt: stamp('placed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_groups_trxn_id_key').on(t.trxnId),
    uniqueIndex('order_groups_idempotency_key').on(t.accountId, t.idempotencyKey),
  ],
);

/** One scheme of a confirmed cart, from payment to allotment. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: bigId(),
    orderRef: text('order_ref').notNull(),
    groupId: bigRef('group_id', () => orderGroups.id),
    accountId: ownedBy(accounts),
    schemeCode: integer('scheme_code').notNull(),
    schemeName: text('scheme_name').notNull(),
    amc: text('amc').notNull(),
    trxnType: text('trxn_type').notNull(),
    amountPaise: amountPaise(),
    brokeragePaise: paise('brokerage_paise').notNull(),
    /** Liquid and overnight funds: the 1:30 pm cut-off and the previous day's NAV. */
    liquid: text('liquid').notNull().default('N'),
    /** See orderStatuses in the domain codes. */
    status: status(),
    /** The folio the investor chose; the allotted folio once units are allotted. */
    folioNo: text('folio_no').notNull().default(''),
    /** Stamp duty deducted at allotment; null until then. */
    stampDutyPaise: paise('stamp_duty_paise'),
    units: numeric('units'),
    nav: numeric('nav'),
    navDate: date('nav_date'),
    sip: jsonb('sip').$type<{
      freqId: string;
      installmentDate: number;
      totalNoOfInst: number;
      /** The first installment: the day it is paid, with the cart. */
      startDate: string;
      /** The second installment, on the chosen day ('' for a single installment). */
      nextDate?: string;
      endDate: string;
    }>(),
    swp: swpPlan('swp'),
    sipRegNo: text('sip_reg_no').notNull().default(''),
    /** The MARS target number of an order that buys a MARS portfolio; '' for any other. */
    marsTarNo: text('mars_tar_no').notNull().default(''),
    createdAt: createdAt(),
    allottedAt: stamp('allotted_at'),
  },
  (t) => [
    uniqueIndex('purchase_orders_order_ref_key').on(t.orderRef),
    index('purchase_orders_group_idx').on(t.groupId),
    index('purchase_orders_account_idx').on(t.accountId, t.createdAt),
    index('purchase_orders_mars_idx')
      .on(t.marsTarNo)
      .where(sql`${t.marsTarNo} <> ''`),
  ],
);

export type OrderGroup = typeof orderGroups.$inferSelect;
export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
