import {
  istDate,
  isPurchaseFrequency,
  sipSchedule,
  stampDutyPaise,
  type UnitTransactionType,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import type { PurchaseOrder } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { JobRunner, notYet, type JobOutcome } from '../../lib/jobs/index.js';
import type { OrderRouting, RoutingResult } from '../../providers/order-routing/port.js';
import type { AuditService } from '../audit/index.js';
import { allotmentQueue, type PaymentLifecycle } from '../checkout/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import * as repo from './purchase-repository.js';

type Allotted = Extract<RoutingResult, { status: 'ALLOTTED' }>;

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
 * Allots units for paid orders from their jobs (lib/jobs): a restart loses none, two instances
 * never run one job at once, and the allotment itself is recorded once per order reference.
 */
export class AllotmentWorker {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly routing: OrderRouting,
    private readonly portfolio: PortfolioService,
    private readonly payments: PaymentLifecycle,
    private readonly audit: AuditService,
    private readonly jobs = new JobRunner(db, clock),
  ) {
    jobs.register<{ orderId: number }>(allotmentQueue, ({ orderId }) => this.allot(orderId));
  }

  /** Runs the due jobs; returns how many orders were allotted. */
  runPending(): Promise<number> {
    return this.jobs.run(allotmentQueue);
  }

  /** Makes the orders waiting for their NAV due now (the sandbox's clock has moved). */
  wake(): Promise<void> {
    return this.jobs.wake(allotmentQueue);
  }

  /** Asks the registrar for the allotment, then records it in one transaction. */
  private async allot(orderId: number): Promise<JobOutcome> {
    const order = await repo.orderById(this.db, orderId);
    if (!order || order.status === 'ALLOTTED') return 'ENDED';
    const isNfo = order.trxnType === 'NPIP' || order.trxnType === 'NSIP';
    const result = await this.routing.allot({
      orderRef: order.orderRef,
      schemeCode: order.schemeCode,
      amountPaise: order.amountPaise,
      navDate: order.navDate ?? istDate(this.clock.businessNow()),
      isNfo,
    });
    if (result.status !== 'ALLOTTED') return notYet('NAV not yet published');
    await this.db.transaction((tx) => this.record(tx, order, result));
    return 'DONE';
  }

  /** The allotment with the plans it starts, the order marked allotted, and its audit. */
  private async record(tx: Tx, order: PurchaseOrder, result: Allotted): Promise<void> {
    const stampDuty = stampDutyPaise(order.amountPaise);
    const payment = await this.payments.paymentOfGroup(order.groupId, tx);
    const tradeDate = istDate(payment?.realisedAt ?? this.clock.businessNow());
    const folioNo = order.folioNo || undefined;
    const sip = scheduledSip(order.sip, tradeDate);
    const sipRegistrationId = sip ? await this.registerSip(tx, order, sip) : undefined;
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
    // The withdrawals come from the folio the purchase was allotted to.
    if (order.swp) await this.registerSwp(tx, order, order.swp, allotment.folioNo);
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
  }

  private async registerSip(
    tx: Tx,
    order: PurchaseOrder,
    sip: NonNullable<ReturnType<typeof scheduledSip>>,
  ): Promise<number> {
    const group = await repo.groupById(tx, order.groupId);
    return this.portfolio.registerSip(tx, {
      accountId: order.accountId,
      schemeCode: order.schemeCode,
      amc: order.amc,
      folioNo: order.folioNo || undefined,
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

  private async registerSwp(
    tx: Tx,
    order: PurchaseOrder,
    swp: NonNullable<PurchaseOrder['swp']>,
    folioNo: string,
  ): Promise<void> {
    await this.portfolio.registerSwp(tx, {
      accountId: order.accountId,
      schemeCode: order.schemeCode,
      amc: order.amc,
      folioNo,
      amountPaise: swp.swpAmountPaise,
      frequencyId: swp.freqId,
      installmentDay: swp.installmentDate,
      startDate: swp.startDate,
      endDate: swp.endDate,
      installments: swp.totalNoOfInst,
      orderRef: order.orderRef,
    });
  }
}
