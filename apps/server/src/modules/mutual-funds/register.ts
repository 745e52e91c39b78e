import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { OrderRouting } from '../../providers/order-routing/port.js';
import type { SessionGuard } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { PaymentChoice, PaymentLifecycle } from '../checkout/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import { AllotmentWorker } from './allotment-worker.js';
import { CartItemChecks } from './cart-item-checks.js';
import { PurchaseService, type MarsRegister, type NomineeRegister } from './purchase-service.js';
import { purchaseRoutes } from './routes.js';

/** What purchase entry and allotment need from the rest of the desk. */
export interface MutualFundsRegistration {
  db: Db;
  clock: Clock;
  schemes: SchemeService;
  portfolio: PortfolioService;
  choice: PaymentChoice;
  payments: PaymentLifecycle;
  nominees: NomineeRegister;
  mars: MarsRegister;
  routing: OrderRouting;
  audit: AuditService;
  guard: SessionGuard;
  /** Runs the allotments in the background. */
  jobs: JobRunner;
}

/** What other areas use of mutual funds. */
export interface MutualFundsArea {
  purchase: PurchaseService;
  /** The rules each cart line meets, for checkout. */
  itemChecks: CartItemChecks;
  /** Allots paid orders. */
  allotments: AllotmentWorker;
}

/** Purchase entry (scheme terms, checks and dates) and the registrar's allotment. */
export function register(app: FastifyInstance, deps: MutualFundsRegistration): MutualFundsArea {
  const { db, clock, schemes, portfolio } = deps;
  const purchase = new PurchaseService(
    db,
    clock,
    schemes,
    portfolio,
    deps.choice,
    deps.nominees,
    deps.mars,
  );
  const itemChecks = new CartItemChecks(purchase, portfolio);
  const allotments = new AllotmentWorker(
    db,
    clock,
    deps.routing,
    portfolio,
    deps.payments,
    deps.audit,
    deps.jobs,
  );
  purchaseRoutes(app, { purchase, guard: deps.guard });
  return { purchase, itemChecks, allotments };
}
