import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { OrderRouting } from '../../providers/order-routing/port.js';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import type { AccessService, OtpService, SessionGuard } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import { PlanRegistrations } from './registration-service.js';
import { planRoutes } from './routes.js';
import { InstallmentScheduler } from './scheduler.js';
import { PlanService } from './service.js';
import { PlanTwoFactor } from './two-factor.js';
import { unitsOutThrough, type PlanSelling } from './units-out.js';

/** What systematic plans need from the rest of the desk. */
export interface PlansRegistration {
  db: Db;
  clock: Clock;
  schemes: SchemeService;
  portfolio: PortfolioService;
  access: AccessService;
  otp: OtpService;
  audit: AuditService;
  gateway: Pick<PaymentGateway, 'debitMandate'>;
  routing: OrderRouting;
  /** SWP and STP installments are placed as sales. */
  selling: PlanSelling;
  guard: SessionGuard;
  /** Runs the installments in the background. */
  jobs: JobRunner;
}

/** What other areas use of systematic plans. */
export interface PlansArea {
  plans: PlanService;
  twoFactor: PlanTwoFactor;
  registrations: PlanRegistrations;
  /** Runs SIP, SWP and STP installments on their day. */
  installments: InstallmentScheduler;
}

/** SIP, SWP and STP: registration, the stop and its OTP, top-ups, and the installments' runs. */
export function register(app: FastifyInstance, deps: PlansRegistration): PlansArea {
  const { db, clock, schemes, portfolio, audit } = deps;
  const plans = new PlanService(db, clock, schemes, deps.access, audit);
  const twoFactor = new PlanTwoFactor(plans, deps.otp);
  const registrations = new PlanRegistrations(db, plans, schemes, portfolio, audit);
  const installments = new InstallmentScheduler(
    db,
    clock,
    schemes,
    portfolio,
    deps.gateway,
    deps.routing,
    audit,
    unitsOutThrough(deps.selling),
    deps.jobs,
  );
  planRoutes(app, { plans, twoFactor, registrations, guard: deps.guard });
  return { plans, twoFactor, registrations, installments };
}
