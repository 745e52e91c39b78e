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
import { SellAcknowledgements } from './acknowledgements.js';
import { SellEngine } from './engine.js';
import { InstaCashLimits } from './insta-cash.js';
import { InvestorSales } from './investor-sales.js';
import { PartnerSales } from './partner-sales.js';
import { SellPermissions } from './permissions.js';
import { SalePlacement } from './placement.js';
import { PlanSales } from './plan-sales.js';
import { Positions } from './positions.js';
import { SellPreviews } from './previews.js';
import { sellRoutes } from './routes.js';
import type { SaleTaxes } from './sale-terms.js';
import { SwitchTargets } from './switch-targets.js';
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

/**
 * What other areas place and read through selling: authorised partner orders, a plan's
 * installments, a folio's demat permission and a redemption's preview.
 */
export type Selling = Pick<
  PartnerSales,
  'checkAuthorised' | 'placeAuthorised' | 'authorisedOrder'
> &
  Pick<PlanSales, 'placePlanRedemption' | 'placePlanSwitch' | 'sellOrder'> &
  Pick<SellPermissions, 'poaCheck'> &
  Pick<SellPreviews, 'redemptionPreview'>;

/** What other areas use of selling. */
export interface SellingArea {
  /** Placing sales: a plan's installments and authorised partner orders. */
  sell: Selling;
  /** What each folio holds and may sell, for the tax area. */
  positions: Positions;
  /** Prices, switches in and pays out placed sales. */
  sales: SellWorker;
}

function sellingFace(
  partner: PartnerSales,
  plans: PlanSales,
  permissions: SellPermissions,
  previews: SellPreviews,
): Selling {
  return {
    checkAuthorised: (...args) => partner.checkAuthorised(...args),
    placeAuthorised: (...args) => partner.placeAuthorised(...args),
    authorisedOrder: (...args) => partner.authorisedOrder(...args),
    placePlanRedemption: (input) => plans.placePlanRedemption(input),
    placePlanSwitch: (input) => plans.placePlanSwitch(input),
    sellOrder: (orderRef) => plans.sellOrder(orderRef),
    poaCheck: (...args) => permissions.poaCheck(...args),
    redemptionPreview: (...args) => previews.redemptionPreview(...args),
  };
}

/** Redemption, switch, NFO switch and insta cash: their services, their jobs and their routes. */
export function register(app: FastifyInstance, deps: SellingRegistration): SellingArea {
  const { db, clock, schemes, portfolio, audit, depository } = deps;
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
  const placement = new SalePlacement(
    db,
    clock,
    positions,
    engine,
    schemes,
    deps.choice,
    deps.otp,
    depository,
    audit,
  );
  const permissions = new SellPermissions(positions, depository);
  const targets = new SwitchTargets(clock, positions, schemes);
  const instaCash = new InstaCashLimits(db, clock);
  const previews = new SellPreviews(
    clock,
    positions,
    schemes,
    deps.choice,
    permissions,
    targets,
    instaCash,
    deps.taxes,
  );
  const investor = new InvestorSales(
    clock,
    positions,
    placement,
    permissions,
    targets,
    instaCash,
    deps.otp,
  );
  const acknowledgements = new SellAcknowledgements(db, clock, schemes, depository);
  const partner = new PartnerSales(clock, positions, placement, permissions, targets);
  const plans = new PlanSales(db, positions, placement, depository, targets);
  sellRoutes(app, {
    previews,
    targets,
    investor,
    permissions,
    acknowledgements,
    guard: deps.guard,
  });
  return {
    sell: sellingFace(partner, plans, permissions, previews),
    positions,
    sales: new SellWorker(db, clock, engine, deps.jobs),
  };
}
