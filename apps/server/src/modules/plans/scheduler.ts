import {
  applicableNavDate,
  installmentAmountOn,
  installmentReceivedAt,
  installmentDateAfter,
  installmentRunDay,
  mandateOn,
  planMessages,
  stampDutyPaise,
  stopCatchesInstallment,
  type Paise,
  type SystematicPlanType,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import { JobRunner, notYet, type JobOutcome } from '../../lib/jobs/index.js';
import type { OrderRouting } from '../../providers/order-routing/port.js';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import type { AuditService } from '../audit/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import { changesOf, liveStopOf } from './plan-views.js';
import { datesOf } from './plan-rules.js';
import * as repo from './repository.js';
import type { PlanInstallmentRow, PlanRecord } from './repository.js';

const planPage = 200;

/** An SWP or STP installment, placed through selling under the installment's order reference. */
export interface UnitsOutOrder {
  accountId: number;
  folioNo: string;
  schemeCode: number;
  amountPaise: Paise;
  orderRef: string;
  /** The business day the installment runs on: it counts as received that day. */
  tradeDate: string;
}

/** Selling's side of SWP (a redemption by amount) and STP (a switch by amount) installments. */
export interface PlanUnitsOut {
  redeemByAmount(order: UnitsOutOrder): Promise<{ ok: true } | { ok: false; reason: string }>;
  switchByAmount(
    order: UnitsOutOrder & { toSchemeCode: number },
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
}

type Outcome = 'DONE' | 'FAILED' | 'SKIPPED' | 'WAIT';

/** The order reference of one installment: a retry or a second instance places it once. */
export const installmentRef = (planType: SystematicPlanType, planId: number, date: string) =>
  `${planType}I-${planId}-${date}`;

/**
 * Runs every SIP, SWP and STP installment on its day by the business clock: each plan's due
 * installments are recorded once (unique on plan and date) with a job each (lib/jobs: a restart
 * loses none, two instances never run one at once), and each one's order is recorded once under
 * its reference, in the transaction that finishes it. SWP and STP installments run only when
 * selling provides its service.
 */
export class InstallmentScheduler {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly schemes: SchemeService,
    private readonly portfolio: PortfolioService,
    private readonly gateway: Pick<PaymentGateway, 'debitMandate'>,
    private readonly routing: OrderRouting,
    private readonly audit: AuditService,
    private readonly unitsOut?: PlanUnitsOut,
    private readonly jobs = new JobRunner(db, clock),
  ) {
    jobs.register<{ installmentId: number }>(
      repo.installmentQueue,
      ({ installmentId }) => this.runJob(installmentId),
      {
        beforeBatch: () => this.recordDue(businessDate(this.clock)),
        pollMs: 5000,
        // Out of attempts, the installment fails with the last error as its reason.
        onDead: (tx, { installmentId }, error) => this.finish(tx, installmentId, 'FAILED', error),
      },
    );
  }

  /** Records the installments due by today, then runs them; returns how many were done. */
  runPending(): Promise<number> {
    return this.jobs.run(repo.installmentQueue);
  }

  /** Makes the installments waiting for their NAV due now (the sandbox's clock has moved). */
  wake(): Promise<void> {
    return this.jobs.wake(repo.installmentQueue);
  }

  private planTypes(): SystematicPlanType[] {
    return this.unitsOut ? ['SIP', 'SWP', 'STP'] : ['SIP'];
  }

  private async runJob(installmentId: number): Promise<JobOutcome> {
    const installment = await repo.pendingInstallment(this.db, installmentId);
    if (!installment) return 'ENDED';
    const outcome = await this.run(installment);
    if (outcome === 'WAIT') return notYet('NAV not yet published');
    return outcome === 'DONE' ? 'DONE' : 'ENDED';
  }

  /** Every running plan whose next installment is due by today gets its installment rows. */
  async recordDue(today: string): Promise<void> {
    for (const planType of this.planTypes()) {
      let afterId = 0;
      for (;;) {
        const ids = await this.db.transaction(async (tx) => {
          const plans = await repo.duePlans(tx, planType, today, planPage, afterId);
          for (const plan of plans) await this.advance(tx, plan, today);
          return plans.map((p) => p.id);
        });
        if (ids.length === 0) break;
        afterId = Math.max(...ids);
      }
    }
  }

  /** Records the plan's due installments in order and moves its next date on; a stop ends it. */
  private async advance(tx: Tx, plan: PlanRecord, today: string): Promise<void> {
    const requests = await repo.requestsOfPlan(tx, plan.planType, plan.id);
    const stop = liveStopOf(requests);
    const { topUps } = changesOf(requests);
    const dates = datesOf(plan);
    let next = plan.nextInstallmentDate;
    let stopped = false;
    while (next !== null && installmentRunDay(next) <= today) {
      const runDate = installmentRunDay(next);
      if (stop && stopCatchesInstallment(stop.effectiveDate, runDate)) {
        await repo.setRequestStatus(tx, stop.id, 'EFFECTIVE');
        stopped = true;
        break;
      }
      await repo.insertInstallment(
        tx,
        {
          planType: plan.planType,
          planId: plan.id,
          accountId: plan.accountId,
          installmentDate: next,
          runDate,
          amountPaise: installmentAmountOn(plan.amountPaise, topUps, runDate),
          orderRef: installmentRef(plan.planType, plan.id, next),
        },
        this.clock.realNow(),
      );
      next = installmentDateAfter(dates, next);
    }
    if (next === plan.nextInstallmentDate && !stopped) return;
    await repo.updatePlan(tx, plan.planType, plan.id, {
      status: stopped ? 'STOPPED' : next === null ? 'COMPLETED' : 'ACTIVE',
      nextInstallmentDate: stopped ? null : next,
      ...(stopped ? { stoppedAt: this.clock.realNow() } : {}),
    });
  }

  private finish(tx: Tx | Db, id: number, status: 'DONE' | 'FAILED' | 'SKIPPED', reason = '') {
    return repo.finishInstallment(tx, id, { status, reason, now: this.clock.realNow() });
  }

  private async run(installment: PlanInstallmentRow): Promise<Outcome> {
    const planType = installment.planType as SystematicPlanType;
    const plan = await repo.planById(this.db, planType, installment.planId);
    if (!plan || plan.status === 'STOPPED') {
      await this.finish(this.db, installment.id, 'SKIPPED', planMessages.notRunning);
      return 'SKIPPED';
    }
    if (planType === 'SIP') return this.runSip(installment, plan);
    if (!this.unitsOut) return 'WAIT';
    const order = {
      accountId: plan.accountId,
      folioNo: plan.folioNo,
      schemeCode: plan.schemeCode,
      amountPaise: installment.amountPaise,
      orderRef: installment.orderRef,
      tradeDate: installment.runDate,
    };
    const result =
      planType === 'STP' && plan.toSchemeCode !== null
        ? await this.unitsOut.switchByAmount({ ...order, toSchemeCode: plan.toSchemeCode })
        : await this.unitsOut.redeemByAmount(order);
    const status = result.ok ? 'DONE' : 'FAILED';
    await this.finish(this.db, installment.id, status, result.ok ? '' : result.reason);
    return status;
  }

  /**
   * A SIP installment: the mandate debit, then the purchase the registrar allots at the NAV its run
   * day's debit is entitled to, the money counting as available that day before the cut-off: the
   * run day itself, or the day before for a liquid or overnight scheme (WAIT until it is published).
   */
  private async runSip(installment: PlanInstallmentRow, plan: PlanRecord): Promise<Outcome> {
    const scheme = await this.schemes.get(plan.schemeCode);
    if (!scheme || !scheme.active) {
      await this.finish(this.db, installment.id, 'FAILED', planMessages.schemeClosed);
      return 'FAILED';
    }
    const requests = await repo.requestsOfPlan(this.db, 'SIP', plan.id);
    const mandateNo = mandateOn(
      plan.mandateNo ?? '',
      changesOf(requests).shifts,
      installment.runDate,
    );
    const debit = await this.gateway.debitMandate({
      merchantRef: installment.orderRef,
      mandateNo,
      amountPaise: installment.amountPaise,
    });
    if (!debit.ok) {
      await this.finish(this.db, installment.id, 'FAILED', planMessages.mandateDeclined);
      return 'FAILED';
    }
    const amount = installment.amountPaise;
    const nav = await this.routing.allot({
      orderRef: installment.orderRef,
      schemeCode: plan.schemeCode,
      amountPaise: amount,
      navDate: applicableNavDate(
        'PURCHASE',
        scheme.attributes.cutOffClass,
        installmentReceivedAt(installment.runDate),
      ),
      isNfo: false,
      isInstallment: true,
    });
    if (nav.status !== 'ALLOTTED') return 'WAIT';
    const stampDuty = stampDutyPaise(amount);
    return this.db.transaction(async (tx) => {
      // Whoever finished it first wins; this run leaves it as it is.
      if (!(await repo.pendingInstallment(tx, installment.id, true))) return 'SKIPPED' as const;
      await this.portfolio.recordAllotment(tx, {
        accountId: plan.accountId,
        schemeCode: plan.schemeCode,
        amc: scheme.amc,
        folioNo: plan.folioNo,
        trxnType: 'SIP',
        amountPaise: amount,
        stampDutyPaise: stampDuty,
        units: nav.units,
        nav: nav.nav,
        navDate: nav.navDate,
        tradeDate: installment.runDate,
        orderRef: installment.orderRef,
        sipRegistrationId: plan.id,
      });
      await this.finish(tx, installment.id, 'DONE');
      await this.audit.record(
        'PLAN_INSTALLMENT',
        plan.accountId,
        { ip: '', requestId: '' },
        {
          orderRef: installment.orderRef,
          mandateRef: debit.gatewayRef,
          nav: nav.nav,
          navDate: nav.navDate,
        },
        tx,
      );
      return 'DONE' as const;
    });
  }
}
