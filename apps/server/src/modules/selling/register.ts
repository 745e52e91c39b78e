import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { Depository } from '../../providers/depository/port.js';
import type { OrderRouting } from '../../providers/order-routing/port.js';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import type { OtpService, SessionGuard } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import { SellEngine } from './engine.js';
import { Positions } from './positions.js';
import { sellRoutes } from './routes.js';
import { SellService, type SaleTaxes } from './service.js';
import { SellWorker } from './worker.js';

/** What selling needs from the rest of the desk. */
export interface SellingRegistration {
  db: Db;
  clock: Clock;
  schemes: SchemeService;
  portfolio: PortfolioService;
  routing: OrderRouting;
  gateway: PaymentGateway;
  choice: PaymentChoice;
  otp: OtpService;
  depository: Depository;
  audit: AuditService;
  /** The tax of a sale, for the previews. */
  taxes: SaleTaxes;
  guard: SessionGuard;
  /** Runs the sales' steps in the background. */
  jobs: JobRunner;
}

/** What other areas use of selling. */
export interface SellingArea {
  /** Placing sales: the investor's, a plan's installments and authorised partner orders. */
  sell: SellService;
  /** What each folio holds and may sell, for the tax area. */
  positions: Positions;
  /** Prices, switches in and pays out placed sales. */
  sales: SellWorker;
}

/** Redemption, switch, NFO switch and insta cash: their services, their jobs and their routes. */
export function register(app: FastifyInstance, deps: SellingRegistration): SellingArea {
  const { db, clock, schemes, portfolio, audit } = deps;
  const positions = new Positions(db, portfolio, schemes);
  const engine = new SellEngine(
    db,
    clock,
    positions,
    schemes,
    portfolio,
    deps.routing,
    deps.gateway,
    audit,
  );
  const sell = new SellService(
    db,
    clock,
    positions,
    engine,
    schemes,
    deps.choice,
    deps.otp,
    deps.depository,
    audit,
    deps.taxes,
  );
  sellRoutes(app, { sell, guard: deps.guard });
  return { sell, positions, sales: new SellWorker(db, clock, engine, deps.jobs) };
}
