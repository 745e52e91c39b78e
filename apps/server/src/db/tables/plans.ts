import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import {
  amountPaise,
  bigId,
  createdAt,
  initialStatus,
  ownedBy,
  paise,
  serialId,
  stamp,
} from './columns.js';
import { folios } from './portfolio.js';

/** STP registrations: `amount` switched from a folio's scheme into another scheme of its AMC. */
export const stpRegistrations = pgTable(
  'stp_registrations',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    folioNo: text('folio_no')
      .notNull()
      .references(() => folios.folioNo),
    schemeCode: integer('scheme_code').notNull(),
    toSchemeCode: integer('to_scheme_code').notNull(),
    amountPaise: amountPaise(),
    frequencyId: text('frequency_id').notNull(),
    installmentDay: integer('installment_day').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    installments: integer('installments').notNull(),
    /** ACTIVE, STOPPED or COMPLETED. */
    status: initialStatus('ACTIVE'),
    nextInstallmentDate: date('next_installment_date'),
    orderRef: text('order_ref').notNull(),
    stoppedAt: stamp('stopped_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stp_registrations_order_ref_key').on(t.orderRef),
    index('stp_registrations_account_idx').on(t.accountId, t.status),
  ],
);

/**
 * What the investor asked of a running plan (a stop, its revocation, a bank shift, a top-up) or a
 * registration made from My systematic plans, by its reference (tid).
 */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: serialId(),
    tid: text('tid').notNull(),
    accountId: ownedBy(accounts),
    /** SIP, SWP or STP. */
    planType: text('plan_type').notNull(),
    planId: integer('plan_id').notNull(),
    /** SSIP, SSWP, SSTP, TSR, SIPSHIFTING, TPSIP, STP or SWP. */
    trxnType: text('trxn_type').notNull(),
    /** PENDING, EFFECTIVE, REVOKED or DONE. */
    status: initialStatus('PENDING'),
    requestedOn: date('requested_on').notNull(),
    effectiveDate: date('effective_date').notNull(),
    topUpPaise: paise('top_up_paise'),
    bankId: integer('bank_id'),
    mandateNo: text('mandate_no'),
    /** TSR: the stop it revoked. */
    revokesTid: text('revokes_tid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_requests_tid_key').on(t.tid),
    index('plan_requests_plan_idx').on(t.planType, t.planId),
    // One stop at a time: a second concurrent stop on a plan loses on this index.
    uniqueIndex('plan_requests_one_live_stop_key')
      .on(t.planType, t.planId)
      .where(
        sql`${t.trxnType} in ('SSIP', 'SSWP', 'SSTP') and ${t.status} in ('PENDING', 'EFFECTIVE')`,
      ),
  ],
);

/**
 * One installment of a plan as the scheduler runs it: due once per plan and date (the unique index),
 * run by a job of its own, and finished with its outcome.
 */
export const planInstallments = pgTable(
  'plan_installments',
  {
    id: bigId(),
    planType: text('plan_type').notNull(),
    planId: integer('plan_id').notNull(),
    accountId: ownedBy(accounts),
    /** The scheduled date, and the business day it runs on. */
    installmentDate: date('installment_date').notNull(),
    runDate: date('run_date').notNull(),
    amountPaise: amountPaise(),
    /** PENDING until its job (lib/jobs) ends it DONE, FAILED or SKIPPED. */
    status: initialStatus('PENDING'),
    reason: text('reason').notNull().default(''),
    /** The order the installment places: recorded once in the portfolio under it. */
    orderRef: text('order_ref').notNull(),
    createdAt: createdAt(),
    doneAt: stamp('done_at'),
  },
  (t) => [
    uniqueIndex('plan_installments_plan_date_key').on(t.planType, t.planId, t.installmentDate),
    uniqueIndex('plan_installments_order_ref_key').on(t.orderRef),
  ],
);

export type StpRegistrationRow = typeof stpRegistrations.$inferSelect;
export type PlanRequestRow = typeof planRequests.$inferSelect;
export type PlanInstallmentRow = typeof planInstallments.$inferSelect;
