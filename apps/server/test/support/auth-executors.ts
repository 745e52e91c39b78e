import {
  ZOnAuthorizeRequest,
  ZPlacedTrxn,
  type TOnAuthorizeRequest,
  type TPlacedTrxn,
} from '@cdesk/domain';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import {
  AccessService,
  AttemptLimiter,
  CaptchaService,
  OtpService,
  type Account,
} from '../../src/modules/access/index.js';
import { AuditService } from '../../src/modules/audit/index.js';
import type {
  AuthExecutor,
  AuthoriseInput,
  PendingTrxn,
} from '../../src/modules/authorise/executor.js';
import { BulkSwitchExecutor } from '../../src/modules/authorise/executors/bulk-switch.js';
import { PlanExecutor } from '../../src/modules/authorise/executors/plans.js';
import { SellExecutor } from '../../src/modules/authorise/executors/sell.js';
import { TargetSips } from '../../src/modules/authorise/executors/switch-sip.js';
import { PaymentChoice } from '../../src/modules/checkout/index.js';
import { PurchaseService } from '../../src/modules/mutual-funds/index.js';
import { OutboxService } from '../../src/modules/outbox/index.js';
import { PlanRegistrations, PlanService, PlanTwoFactor } from '../../src/modules/plans/index.js';
import { SchemeService } from '../../src/modules/schemes/index.js';
import { buildProviders } from '../../src/providers/index.js';
import { FixedClock } from './app.js';

/** The placement key the executors are tested with: one per partner-placed transaction. */
export const placementKeyOf = (pending: Pick<PendingTrxn, 'trxnId'>) => `AUTH-${pending.trxnId}`;

export interface ExecutorDesk {
  database: Database;
  built: App;
  clock: FixedClock;
  plans: PlanService;
  sellExecutor: SellExecutor;
  bulkExecutor: BulkSwitchExecutor;
  planExecutor: PlanExecutor;
  account(njAcNo: string): Promise<Account>;
  /** A partner's placement for the account, as the authorise service hands it to an executor. */
  pending(njAcNo: string, trxn: TPlacedTrxn): Promise<PendingTrxn>;
  /** The executor's input for an authorisation of the pending transaction. */
  input(pending: PendingTrxn, request?: Partial<TOnAuthorizeRequest>): Promise<AuthoriseInput>;
  executorOf(pending: PendingTrxn): AuthExecutor;
}

let serial = 0;

/**
 * The app on its own database, and the executors built on services of their own over the same
 * database and clock (services keep no state), as the authorise module will build them.
 */
export function executorDesk(open: () => Promise<Database>, start: Date): ExecutorDesk {
  const desk = {} as ExecutorDesk;
  desk.clock = new FixedClock(start);
  let closeProviders: () => Promise<void> = async () => {};
  beforeAll(async () => {
    desk.database = await open();
    const config = testConfig();
    desk.built = await buildApp(config, {
      database: desk.database,
      backgroundJobs: false,
      clock: desk.clock,
    });
    const db = desk.database.db;
    const clock = desk.clock;
    const audit = new AuditService(db);
    const schemes = new SchemeService(db, clock);
    const providers = buildProviders(config, { db, clock, navs: schemes });
    closeProviders = async () => providers.close();
    const outbox = new OutboxService(db, providers.otpDelivery, clock);
    const limiter = new AttemptLimiter(db, clock);
    const otp = new OtpService(db, clock, outbox, limiter, config.secretKey);
    const captcha = new CaptchaService(db, clock, config.secretKey, true);
    const access = new AccessService(db, clock, audit, captcha, otp, limiter);
    const plans = new PlanService(db, clock, schemes, access, audit);
    const purchase = new PurchaseService(
      db,
      clock,
      schemes,
      desk.built.portfolio,
      new PaymentChoice(db, providers.paymentGateway),
      { hasNominee: async () => true },
    );
    const sellDeps = {
      sell: desk.built.sell,
      schemes,
      portfolio: desk.built.portfolio,
      access,
      sips: new TargetSips(purchase, plans, desk.built.portfolio),
      placementKeyOf,
    };
    desk.plans = plans;
    desk.sellExecutor = new SellExecutor(sellDeps);
    desk.bulkExecutor = new BulkSwitchExecutor(sellDeps);
    desk.planExecutor = new PlanExecutor({
      plans,
      registrations: new PlanRegistrations(db, plans, schemes, desk.built.portfolio, audit),
      twoFactor: new PlanTwoFactor(plans, otp),
      schemes,
      placementKeyOf,
    });
    desk.account = async (njAcNo) => {
      const found = await access.findAccount(njAcNo, 'NJACNO');
      if (!found) throw new Error(`no account ${njAcNo}`);
      return found;
    };
  });
  afterAll(async () => {
    await closeProviders();
    await desk.built.app.close();
    await desk.database.close();
  });
  desk.pending = async (njAcNo, trxn) => {
    const account = await desk.account(njAcNo);
    serial += 1;
    const parsed = ZPlacedTrxn.parse(trxn);
    return {
      trxnId: `PT${String(serial).padStart(6, '0')}${Date.now().toString(36).toUpperCase()}`,
      accountId: account.id,
      njAcNo,
      trnType: parsed.trnType,
      trxn: parsed,
      isMars: false,
      marsTarNo: '',
      placedAt: desk.clock.now(),
    };
  };
  desk.input = async (pending, request = {}) => ({
    account: await desk.account(pending.njAcNo),
    pending,
    request: ZOnAuthorizeRequest.parse({
      encryptedData: 'encrypted-data-of-the-link',
      sessionId: `session-${pending.trxnId}`,
      tncAccepted: 'Y',
      ...request,
    }),
    payment: null,
    placementKey: placementKeyOf(pending),
    audit: { ip: '127.0.0.1', requestId: `test-${pending.trxnId}` },
  });
  desk.executorOf = (pending) => {
    const all: AuthExecutor[] = [desk.sellExecutor, desk.bulkExecutor, desk.planExecutor];
    const found = all.find((e) => e.types.includes(pending.trnType));
    if (!found) throw new Error(`no executor of ${pending.trnType}`);
    return found;
  };
  return desk;
}
