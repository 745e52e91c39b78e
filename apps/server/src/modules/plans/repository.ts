import type { SystematicPlanType } from '@cdesk/domain';
import { and, count, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { enqueueJob } from '../../lib/jobs/index.js';
import {
  folios,
  mfTransactions,
  type PlanInstallmentRow,
  planInstallments,
  type PlanRequestRow,
  planRequests,
  registeredBanks,
  sipRegistrations,
  stpRegistrations,
  swpRegistrations,
} from '../../db/schema.js';

export type { PlanInstallmentRow, PlanRequestRow } from '../../db/schema.js';

/** A SIP, SWP or STP as the plans area reads it, whichever table holds it. */
export interface PlanRecord {
  planType: SystematicPlanType;
  id: number;
  accountId: number;
  folioNo: string;
  schemeCode: number;
  toSchemeCode: number | null;
  amountPaise: bigint;
  frequencyId: string;
  day: number;
  startDate: string;
  endDate: string;
  installments: number;
  /** ACTIVE, STOPPED or COMPLETED. */
  status: string;
  nextInstallmentDate: string | null;
  mandateNo: string | null;
}

const sipColumns = {
  id: sipRegistrations.id,
  accountId: sipRegistrations.accountId,
  folioNo: sipRegistrations.folioNo,
  schemeCode: sipRegistrations.schemeCode,
  amountPaise: sipRegistrations.amountPaise,
  frequencyId: sipRegistrations.frequencyId,
  day: sipRegistrations.sipDay,
  startDate: sipRegistrations.startDate,
  endDate: sipRegistrations.endDate,
  installments: sipRegistrations.installments,
  status: sipRegistrations.status,
  nextInstallmentDate: sipRegistrations.nextInstallmentDate,
  mandateNo: sipRegistrations.mandateNo,
};

const swpColumns = {
  id: swpRegistrations.id,
  accountId: swpRegistrations.accountId,
  folioNo: swpRegistrations.folioNo,
  schemeCode: swpRegistrations.schemeCode,
  amountPaise: swpRegistrations.amountPaise,
  frequencyId: swpRegistrations.frequencyId,
  day: swpRegistrations.installmentDay,
  startDate: swpRegistrations.startDate,
  endDate: swpRegistrations.endDate,
  installments: swpRegistrations.installments,
  status: swpRegistrations.status,
  nextInstallmentDate: swpRegistrations.nextInstallmentDate,
};

const stpColumns = {
  id: stpRegistrations.id,
  accountId: stpRegistrations.accountId,
  folioNo: stpRegistrations.folioNo,
  schemeCode: stpRegistrations.schemeCode,
  toSchemeCode: stpRegistrations.toSchemeCode,
  amountPaise: stpRegistrations.amountPaise,
  frequencyId: stpRegistrations.frequencyId,
  day: stpRegistrations.installmentDay,
  startDate: stpRegistrations.startDate,
  endDate: stpRegistrations.endDate,
  installments: stpRegistrations.installments,
  status: stpRegistrations.status,
  nextInstallmentDate: stpRegistrations.nextInstallmentDate,
};

type Common = Omit<PlanRecord, 'planType' | 'toSchemeCode' | 'mandateNo'>;
type SipRow = Common & { mandateNo: string };
type SwpRow = Common;
type StpRow = Common & { toSchemeCode: number };

const fromSip = (r: SipRow): PlanRecord => ({ ...r, planType: 'SIP', toSchemeCode: null });
const fromSwp = (r: SwpRow): PlanRecord => ({
  ...r,
  planType: 'SWP',
  toSchemeCode: null,
  mandateNo: null,
});
const fromStp = (r: StpRow): PlanRecord => ({ ...r, planType: 'STP', mandateNo: null });

/** Every plan of an account, of the types asked for. */
export async function plansOf(
  db: Executor,
  accountId: number,
  types: readonly SystematicPlanType[],
): Promise<PlanRecord[]> {
  const [sips, swps, stps] = await Promise.all([
    types.includes('SIP')
      ? db
          .select(sipColumns)
          .from(sipRegistrations)
          .where(eq(sipRegistrations.accountId, accountId))
      : [],
    types.includes('SWP')
      ? db
          .select(swpColumns)
          .from(swpRegistrations)
          .where(eq(swpRegistrations.accountId, accountId))
      : [],
    types.includes('STP')
      ? db
          .select(stpColumns)
          .from(stpRegistrations)
          .where(eq(stpRegistrations.accountId, accountId))
      : [],
  ]);
  return [...sips.map(fromSip), ...swps.map(fromSwp), ...stps.map(fromStp)];
}

/** One plan by type and id; with `lock`, its row is locked until the transaction ends. */
export async function planById(
  db: Executor,
  planType: SystematicPlanType,
  id: number,
  lock = false,
): Promise<PlanRecord | undefined> {
  if (planType === 'SIP') {
    const q = db.select(sipColumns).from(sipRegistrations).where(eq(sipRegistrations.id, id));
    const [row] = await (lock ? q.for('update') : q);
    return row && fromSip(row);
  }
  if (planType === 'SWP') {
    const q = db.select(swpColumns).from(swpRegistrations).where(eq(swpRegistrations.id, id));
    const [row] = await (lock ? q.for('update') : q);
    return row && fromSwp(row);
  }
  const q = db.select(stpColumns).from(stpRegistrations).where(eq(stpRegistrations.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row && fromStp(row);
}

/** Sets a plan's status and next installment date (null once it has none left). */
export async function updatePlan(
  tx: Executor,
  planType: SystematicPlanType,
  id: number,
  values: { status?: string; nextInstallmentDate: string | null; stoppedAt?: Date },
): Promise<void> {
  const { stoppedAt, ...rest } = values;
  if (planType === 'SIP')
    await tx
      .update(sipRegistrations)
      .set({ ...rest, ...(stoppedAt ? { stoppedAt } : {}) })
      .where(eq(sipRegistrations.id, id));
  else if (planType === 'SWP')
    await tx.update(swpRegistrations).set(rest).where(eq(swpRegistrations.id, id));
  else
    await tx
      .update(stpRegistrations)
      .set({ ...rest, ...(stoppedAt ? { stoppedAt } : {}) })
      .where(eq(stpRegistrations.id, id));
}

/** Installments done per plan: a SIP's allotted SIP transactions, an SWP's or STP's finished runs. */
export async function installmentsDone(
  db: Executor,
  plans: readonly PlanRecord[],
): Promise<Map<string, number>> {
  const done = new Map<string, number>();
  const sipIds = plans.filter((p) => p.planType === 'SIP').map((p) => p.id);
  const otherIds = plans.filter((p) => p.planType !== 'SIP').map((p) => p.id);
  if (sipIds.length > 0) {
    const rows = await db
      .select({ id: mfTransactions.sipRegistrationId, n: count() })
      .from(mfTransactions)
      .where(
        and(
          inArray(mfTransactions.sipRegistrationId, sipIds),
          isNotNull(mfTransactions.sipRegistrationId),
          eq(mfTransactions.status, 'ALLOTTED'),
        ),
      )
      .groupBy(mfTransactions.sipRegistrationId);
    for (const r of rows) done.set(`SIP:${r.id}`, Number(r.n));
  }
  if (otherIds.length > 0) {
    const rows = await db
      .select({ type: planInstallments.planType, id: planInstallments.planId, n: count() })
      .from(planInstallments)
      .where(
        and(
          inArray(planInstallments.planId, otherIds),
          inArray(planInstallments.planType, ['SWP', 'STP']),
          eq(planInstallments.status, 'DONE'),
        ),
      )
      .groupBy(planInstallments.planType, planInstallments.planId);
    for (const r of rows) done.set(`${r.type}:${r.id}`, Number(r.n));
  }
  return done;
}

/** The requests placed on these plans, oldest first. */
export async function requestsOf(db: Executor, accountId: number): Promise<PlanRequestRow[]> {
  return db
    .select()
    .from(planRequests)
    .where(eq(planRequests.accountId, accountId))
    .orderBy(planRequests.id);
}

export async function requestsOfPlan(
  db: Executor,
  planType: SystematicPlanType,
  planId: number,
): Promise<PlanRequestRow[]> {
  return db
    .select()
    .from(planRequests)
    .where(and(eq(planRequests.planType, planType), eq(planRequests.planId, planId)))
    .orderBy(planRequests.id);
}

export async function requestByTid(db: Executor, tid: string): Promise<PlanRequestRow | undefined> {
  const [row] = await db.select().from(planRequests).where(eq(planRequests.tid, tid));
  return row;
}

/** Inserts a request; undefined when a live stop already holds the plan (the partial unique index). */
export async function insertRequest(
  tx: Tx,
  row: typeof planRequests.$inferInsert,
): Promise<PlanRequestRow | undefined> {
  const [saved] = await tx.insert(planRequests).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function setRequestStatus(tx: Executor, id: number, status: string): Promise<void> {
  await tx.update(planRequests).set({ status }).where(eq(planRequests.id, id));
}

/** The last installment run of each plan of an account. */
export async function lastRunsOf(
  db: Executor,
  accountId: number,
): Promise<Map<string, PlanInstallmentRow>> {
  const rows = await db
    .selectDistinctOn([planInstallments.planType, planInstallments.planId])
    .from(planInstallments)
    .where(
      and(
        eq(planInstallments.accountId, accountId),
        inArray(planInstallments.status, ['DONE', 'FAILED', 'SKIPPED']),
      ),
    )
    .orderBy(
      planInstallments.planType,
      planInstallments.planId,
      desc(planInstallments.installmentDate),
    );
  return new Map(rows.map((r) => [`${r.planType}:${r.planId}`, r]));
}

/** The investor's registered banks that carry a mandate. */
export async function mandateBanksOf(db: Executor, accountId: number) {
  return db
    .select()
    .from(registeredBanks)
    .where(and(eq(registeredBanks.accountId, accountId), sql`${registeredBanks.mandateNo} <> ''`))
    .orderBy(registeredBanks.id);
}

export async function folioOf(db: Executor, folioNo: string) {
  const [row] = await db.select().from(folios).where(eq(folios.folioNo, folioNo));
  return row;
}

/** Units the folio holds in a scheme: allotted units in less units out. */
export async function unitsHeld(
  db: Executor,
  folioNo: string,
  schemeCode: number,
): Promise<string> {
  const [row] = await db
    .select({
      units: sql<string>`coalesce(sum(case when ${mfTransactions.flow} = 'OUT' then -${mfTransactions.units} else ${mfTransactions.units} end), 0)::text`,
    })
    .from(mfTransactions)
    .where(
      and(
        eq(mfTransactions.folioNo, folioNo),
        eq(mfTransactions.schemeCode, schemeCode),
        eq(mfTransactions.status, 'ALLOTTED'),
      ),
    );
  return row?.units ?? '0';
}

export async function insertStp(tx: Tx, row: typeof stpRegistrations.$inferInsert) {
  const [saved] = await tx.insert(stpRegistrations).values(row).onConflictDoNothing().returning();
  return saved;
}

/** Plans of a type whose next installment is dated on or before today, locked for this instance. */
export async function duePlans(
  tx: Tx,
  planType: SystematicPlanType,
  today: string,
  limit: number,
  afterId: number,
): Promise<PlanRecord[]> {
  const table =
    planType === 'SIP'
      ? sipRegistrations
      : planType === 'SWP'
        ? swpRegistrations
        : stpRegistrations;
  const result = await tx.execute<{ id: number }>(sql`
    select id from ${table}
     where ${table.status} = 'ACTIVE' and ${table.nextInstallmentDate} <= ${today} and id > ${afterId}
     order by id
     limit ${limit}
       for update skip locked`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  const plans: PlanRecord[] = [];
  // One statement at a time: a transaction's client runs one query at once.
  for (const id of ids) {
    const plan = await planById(tx, planType, id);
    if (plan) plans.push(plan);
  }
  return plans;
}

/** The job queue of recorded installments, one job per installment. */
export const installmentQueue = 'plan-installment';

/**
 * Records an installment as due, with the job that runs it; nothing when it was recorded before
 * (plan and date are unique).
 */
export async function insertInstallment(
  tx: Tx,
  row: typeof planInstallments.$inferInsert,
  runAfter: Date,
): Promise<void> {
  const [recorded] = await tx
    .insert(planInstallments)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: planInstallments.id });
  if (recorded)
    await enqueueJob(
      tx,
      installmentQueue,
      { installmentId: recorded.id },
      {
        key: String(recorded.id),
        runAfter,
      },
    );
}

/** The installment while it has not run yet; undefined once it ended. */
export async function pendingInstallment(
  db: Executor,
  id: number,
  lock = false,
): Promise<PlanInstallmentRow | undefined> {
  const query = db
    .select()
    .from(planInstallments)
    .where(and(eq(planInstallments.id, id), eq(planInstallments.status, 'PENDING')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Ends an installment with its outcome; one that already ended is left as it is. */
export async function finishInstallment(
  tx: Executor,
  id: number,
  values: { status: 'DONE' | 'FAILED' | 'SKIPPED'; reason: string; now: Date },
): Promise<void> {
  await tx
    .update(planInstallments)
    .set({ status: values.status, reason: values.reason.slice(0, 500), doneAt: values.now })
    .where(and(eq(planInstallments.id, id), eq(planInstallments.status, 'PENDING')));
}

/** Live stops and the changes effective by a run day, for the installment of one plan. */
export async function liveRequestsOn(
  db: Executor,
  planType: SystematicPlanType,
  planId: number,
  runDay: string,
): Promise<PlanRequestRow[]> {
  return db
    .select()
    .from(planRequests)
    .where(
      and(
        eq(planRequests.planType, planType),
        eq(planRequests.planId, planId),
        lte(planRequests.effectiveDate, runDay),
        or(
          and(
            inArray(planRequests.trxnType, ['SSIP', 'SSWP', 'SSTP']),
            inArray(planRequests.status, ['PENDING', 'EFFECTIVE']),
          ),
          and(
            inArray(planRequests.trxnType, ['SIPSHIFTING', 'TPSIP']),
            inArray(planRequests.status, ['PENDING', 'EFFECTIVE']),
          ),
        ),
      ),
    );
}

/** A registration's request names the plan once the plan exists. */
export async function setRequestPlan(tx: Executor, id: number, planId: number): Promise<void> {
  await tx.update(planRequests).set({ planId }).where(eq(planRequests.id, id));
}

/** The live stops of the accounts' SIPs. */
export async function liveSipStopsOf(db: Executor, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({ planId: planRequests.planId, effectiveDate: planRequests.effectiveDate })
    .from(planRequests)
    .where(
      and(
        inArray(planRequests.accountId, accountIds),
        eq(planRequests.trxnType, 'SSIP'),
        inArray(planRequests.status, ['PENDING', 'EFFECTIVE']),
      ),
    );
}
