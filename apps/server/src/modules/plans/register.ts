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
import { PlanListing } from './plan-listing.js';
import { PlanRequests } from './plan-requests.js';
import { PlanStops } from './plan-stops.js';
import { PlanRegistrations } from './registration-service.js';
import { planRoutes } from './routes.js';
import { InstallmentScheduler } from './scheduler.js';
import { SipChanges } from './sip-changes.js';
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

/**
 * What other areas read and place on the investor's plans: a plan and its mandate's bank, the
 * SIPs' stops, and the stops, revocations, bank shifts and top-ups a partner placed.
 */
export type Plans = Pick<PlanRequests, 'today' | 'mandateBank' | 'requestPlaced'> &
  Pick<PlanListing, 'planOf' | 'sipStopsOf'> &
  Pick<PlanStops, 'check2faFor' | 'stopFor' | 'revokeFor'> &
  Pick<SipChanges, 'checkChangeFor' | 'shiftBankFor' | 'topUpFor'>;

/** What other areas use of systematic plans. */
export interface PlansArea {
  plans: Plans;
  twoFactor: PlanTwoFactor;
  registrations: PlanRegistrations;
  /** Runs SIP, SWP and STP installments on their day. */
  installments: InstallmentScheduler;
}

function plansFace(
  requests: PlanRequests,
  listing: PlanListing,
  stops: PlanStops,
  changes: SipChanges,
): Plans {
  return {
    today: () => requests.today(),
    mandateBank: (...args) => requests.mandateBank(...args),
    requestPlaced: (...args) => requests.requestPlaced(...args),
    planOf: (...args) => listing.planOf(...args),
    sipStopsOf: (accountIds) => listing.sipStopsOf(accountIds),
    check2faFor: (...args) => stops.check2faFor(...args),
    stopFor: (...args) => stops.stopFor(...args),
    revokeFor: (...args) => stops.revokeFor(...args),
    checkChangeFor: (...args) => changes.checkChangeFor(...args),
    shiftBankFor: (...args) => changes.shiftBankFor(...args),
    topUpFor: (...args) => changes.topUpFor(...args),
  };
}

/** SIP, SWP and STP: registration, the stop and its OTP, top-ups, and the installments' runs. */
export function register(app: FastifyInstance, deps: PlansRegistration): PlansArea {
  const { db, clock, schemes, portfolio, audit } = deps;
  const requests = new PlanRequests(db, clock, schemes, deps.access);
  const listing = new PlanListing(db, requests);
  const stops = new PlanStops(db, requests, audit);
  const changes = new SipChanges(db, requests, audit);
  const twoFactor = new PlanTwoFactor(requests, stops, deps.otp);
  const registrations = new PlanRegistrations(db, requests, schemes, portfolio, audit);
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
  planRoutes(app, { listing, stops, changes, twoFactor, registrations, guard: deps.guard });
  const plans = plansFace(requests, listing, stops, changes);
  return { plans, twoFactor, registrations, installments };
}
