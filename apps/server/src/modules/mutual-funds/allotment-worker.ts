import { istDate, type UnitTransactionType } from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { OrderRouting } from '../../providers/order-routing/port.js';
import type { AuditService } from '../audit/service.js';
import type { PaymentService } from '../payments/service.js';
import type { PortfolioService } from '../portfolio/service.js';
import * as repo from './purchase-repository.js';

const batch = 20;
const maxAttempts = 50;
const retryAfterMs = 60_000;

/**
 * Allots units for paid orders from durable jobs: a restart loses none, and SKIP LOCKED keeps two
 * instances from allotting one order twice. Each job runs in a savepoint so one failure does not
 * undo the others.
 */
export class AllotmentWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly routing: OrderRouting,
    private readonly portfolio: PortfolioService,
    private readonly payments: PaymentService,
    private readonly audit: AuditService,
  ) {}

  /** Runs the due jobs; returns how many orders were allotted. */
  runPending(): Promise<number> {
    this.running ??= this.runBatch().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private runBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const jobs = await repo.claimJobs(tx, batch, now);
      let allotted = 0;
      for (const job of jobs) {
        try {
          const done = await tx.transaction((inner) => this.allot(inner, job.orderId));
          if (done) {
            await repo.finishJob(tx, job.id, now);
            allotted += 1;
          } else {
            await repo.postponeJob(
              tx,
              job.id,
              new Date(now.getTime() + retryAfterMs),
              'NAV not yet available',
              maxAttempts,
            );
          }
        } catch (error) {
          await repo.postponeJob(
            tx,
            job.id,
            new Date(now.getTime() + retryAfterMs),
            String(error),
            maxAttempts,
          );
        }
      }
      return allotted;
    });
  }

  private async allot(tx: Tx, orderId: number): Promise<boolean> {
    const order = await repo.orderById(tx, orderId);
    if (!order || order.status === 'ALLOTTED') return true;
    const isNfo = order.trxnType === 'NPIP' || order.trxnType === 'NSIP';
    const result = await this.routing.allot({
      orderRef: order.orderRef,
      schemeCode: order.schemeCode,
      amountPaise: order.amountPaise,
      navDate: order.navDate ?? istDate(this.clock.now()),
      isNfo,
    });
    if (result.status !== 'ALLOTTED') return false;
    const payment = await this.payments.paymentOfGroup(order.groupId);
    const tradeDate = istDate(payment?.realisedAt ?? this.clock.now());
    const folioNo = order.folioNo || undefined;
    let sipRegistrationId: number | undefined;
    if (order.sip) {
      sipRegistrationId = await this.portfolio.registerSip(tx, {
        accountId: order.accountId,
        schemeCode: order.schemeCode,
        amc: order.amc,
        folioNo,
        amountPaise: order.amountPaise,
        frequencyId: order.sip.freqId,
        sipDay: order.sip.installmentDate,
        startDate: order.sip.startDate,
        endDate: order.sip.endDate,
        installments: order.sip.totalNoOfInst,
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
      units: result.units,
      nav: result.nav,
      navDate: result.navDate,
      tradeDate,
      orderRef: order.orderRef,
      sipRegistrationId,
    });
    await repo.markAllotted(tx, order.id, {
      folioNo: allotment.folioNo,
      units: result.units,
      nav: result.nav,
      navDate: result.navDate,
      sipRegNo: sipRegistrationId ? `SIP${String(sipRegistrationId).padStart(8, '0')}` : '',
      now: this.clock.now(),
    });
    await this.audit.record(
      'ORDER_ALLOTTED',
      order.accountId,
      { ip: '', requestId: '' },
      { orderRef: order.orderRef, units: result.units, nav: result.nav, navDate: result.navDate },
      tx,
    );
    return true;
  }

  start(intervalMs = 2000): void {
    this.timer ??= setInterval(() => void this.runPending().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
