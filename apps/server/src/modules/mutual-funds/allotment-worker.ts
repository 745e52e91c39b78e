import {
  istDate,
  isPurchaseFrequency,
  sipSchedule,
  stampDutyPaise,
  type UnitTransactionType,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import type { PurchaseOrder } from '../../db/schema.js';
import { BatchLoop } from '../../lib/batch-loop.js';
import type { Clock } from '../../lib/clock.js';
import type { OrderRouting } from '../../providers/order-routing/port.js';
import type { AuditService } from '../audit/index.js';
import type { PaymentLifecycle } from '../checkout/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import * as repo from './purchase-repository.js';

const batch = 20;
const maxAttempts = 50;
const retryAfterMs = 60_000;
// A claimed job whose worker stops comes due again after this.
const leaseMs = 5 * 60_000;

/**
 * A SIP order's plan with its schedule: the first installment is the purchase itself, on the day
 * its money came in, and the rest follow on the chosen day.
 */
function scheduledSip(plan: PurchaseOrder['sip'], tradeDate: string) {
  if (!plan || !isPurchaseFrequency(plan.freqId)) return null;
  const { startDate, nextDate, endDate } = sipSchedule(
    tradeDate,
    plan.installmentDate,
    plan.freqId,
    plan.totalNoOfInst,
  );
  return { ...plan, startDate, nextDate, endDate };
}

/**
 * Allots units for paid orders from durable jobs: a restart loses none (a claimed job comes due
 * again when its lease runs out), SKIP LOCKED keeps two instances from claiming one job, and the
 * allotment itself is recorded once per order reference.
 */
export class AllotmentWorker {
  private readonly loop = new BatchLoop(() => this.runBatch());

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly routing: OrderRouting,
    private readonly portfolio: PortfolioService,
    private readonly payments: PaymentLifecycle,
    private readonly audit: AuditService,
  ) {}

  /** Runs the due jobs; returns how many orders were allotted. */
  runPending(): Promise<number> {
    return this.loop.run();
  }

  private async runBatch(): Promise<number> {
    const now = this.clock.realNow();
    const jobs = await this.db.transaction((tx) =>
      repo.claimJobs(tx, batch, now, new Date(now.getTime() + leaseMs)),
    );
    let allotted = 0;
    for (const job of jobs) {
      try {
        const outcome = await this.allot(job.id, job.orderId);
        if (outcome === 'ALLOTTED') allotted += 1;
        if (outcome === 'WAIT') await this.defer(job.id);
      } catch (error) {
        await this.postpone(job.id, String(error));
      }
    }
    return allotted;
  }

  /** Makes the orders waiting for their NAV due now (the sandbox's clock has moved). */
  wake(): Promise<void> {
    return repo.wakeJobs(this.db, this.clock.realNow());
  }

  private defer(jobId: number): Promise<void> {
    const later = new Date(this.clock.realNow().getTime() + retryAfterMs);
    return repo.deferJob(this.db, jobId, later, 'NAV not yet published');
  }

  private postpone(jobId: number, reason: string): Promise<void> {
    const later = new Date(this.clock.realNow().getTime() + retryAfterMs);
    return repo.postponeJob(this.db, jobId, later, reason, maxAttempts);
  }

  /** Asks the registrar for the allotment, then records it with the job in one transaction. */
  private async allot(jobId: number, orderId: number): Promise<'ALLOTTED' | 'WAIT' | 'DONE'> {
    const order = await repo.orderById(this.db, orderId);
    if (!order || order.status === 'ALLOTTED') {
      await repo.finishJob(this.db, jobId, this.clock.realNow());
      return 'DONE';
    }
    const isNfo = order.trxnType === 'NPIP' || order.trxnType === 'NSIP';
    const result = await this.routing.allot({
      orderRef: order.orderRef,
      schemeCode: order.schemeCode,
      amountPaise: order.amountPaise,
      navDate: order.navDate ?? istDate(this.clock.businessNow()),
      isNfo,
    });
    if (result.status !== 'ALLOTTED') return 'WAIT';
    const stampDuty = stampDutyPaise(order.amountPaise);
    return this.db.transaction(async (tx) => {
      const payment = await this.payments.paymentOfGroup(order.groupId, tx);
      const tradeDate = istDate(payment?.realisedAt ?? this.clock.businessNow());
      const folioNo = order.folioNo || undefined;
      let sipRegistrationId: number | undefined;
      const sip = scheduledSip(order.sip, tradeDate);
      if (sip) {
        const group = await repo.groupById(tx, order.groupId);
        sipRegistrationId = await this.portfolio.registerSip(tx, {
          accountId: order.accountId,
          schemeCode: order.schemeCode,
          amc: order.amc,
          folioNo,
          amountPaise: order.amountPaise,
          frequencyId: sip.freqId,
          sipDay: sip.installmentDate,
          startDate: sip.startDate,
          endDate: sip.endDate,
          nextInstallmentDate: sip.nextDate || undefined,
          installments: sip.totalNoOfInst,
          mandateNo: group?.mandateNo,
          orderRef: order.orderRef,
        });
      }
      const allotment = await this.portfolio.recordAllotment(tx, {
        accountId: order.accountId,
        schemeCode: order.schemeCode,
        amc: order.amc,
        folioNo,
        trxnType: order.trxnType as UnitTransactionType,
        amountPaise: order.amountPaise,
        stampDutyPaise: stampDuty,
        units: result.units,
        nav: result.nav,
        navDate: result.navDate,
        tradeDate,
        orderRef: order.orderRef,
        sipRegistrationId,
      });
      if (order.swp) {
        // The withdrawals come from the folio the purchase was allotted to.
        await this.portfolio.registerSwp(tx, {
          accountId: order.accountId,
          schemeCode: order.schemeCode,
          amc: order.amc,
          folioNo: allotment.folioNo,
          amountPaise: order.swp.swpAmountPaise,
          frequencyId: order.swp.freqId,
          installmentDay: order.swp.installmentDate,
          startDate: order.swp.startDate,
          endDate: order.swp.endDate,
          installments: order.swp.totalNoOfInst,
          orderRef: order.orderRef,
        });
      }
      await repo.markAllotted(tx, order.id, {
        folioNo: allotment.folioNo,
        stampDutyPaise: stampDuty,
        units: result.units,
        nav: result.nav,
        navDate: result.navDate,
        sip,
        sipRegNo: sipRegistrationId ? `SIP${String(sipRegistrationId).padStart(8, '0')}` : '',
        now: this.clock.realNow(),
      });
      await this.audit.record(
        'ORDER_ALLOTTED',
        order.accountId,
        { ip: '', requestId: '' },
        {
          orderRef: order.orderRef,
          stampDuty: String(stampDuty),
          units: result.units,
          nav: result.nav,
          navDate: result.navDate,
        },
        tx,
      );
      await repo.finishJob(tx, jobId, this.clock.realNow());
      return 'ALLOTTED' as const;
    });
  }

  start(intervalMs = 2000): void {
    this.loop.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
