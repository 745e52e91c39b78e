import {
  checkPlan2FACall,
  getPlanRequestAckCall,
  getSipBankMandatesCall,
  getStpTargetSchemesCall,
  getSystematicPlansCall,
  registerStpCall,
  registerSwpCall,
  revokeStopSipCall,
  sendPlan2FAOtpCall,
  shiftSipBankCall,
  stopSystematicPlanCall,
  topUpSipCall,
  validatePlan2FAOtpCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { PlanRegistrations } from './registration-service.js';
import type { PlanListing } from './plan-listing.js';
import type { PlanStops } from './plan-stops.js';
import type { SipChanges } from './sip-changes.js';
import type { PlanTwoFactor } from './two-factor.js';

/** The systematic plans' services the routes answer through. */
interface PlanRouteDeps {
  listing: PlanListing;
  stops: PlanStops;
  changes: SipChanges;
  twoFactor: PlanTwoFactor;
  registrations: PlanRegistrations;
  guard: SessionGuard;
}

const tag = 'systematic-plans';

/**
 * An EMF client authorising a partner's stop from its link sends the stop's OTP, and reads the
 * acknowledgement, under that tab's PIN login as under a full login.
 */
const authorisationTab = (guard: SessionGuard) => guard({ kind: ['FULL', 'AUTHORISATION'] });

/** The list of the investor's plans and the acknowledgement of a request. */
function planListingRoutes(app: FastifyInstance, deps: PlanRouteDeps) {
  const { listing } = deps;
  const preHandler = deps.guard();
  const orFromAuthorisation = authorisationTab(deps.guard);
  postRoute(
    app,
    getSystematicPlansCall,
    {
      tag,
      summary: "The account's SIPs, SWPs and STPs with next date, installments done and status",
      preHandler,
    },
    async (request) => {
      const { acCode, planType } = request.body;
      return ok(await listing.list(principalOf(request), acCode, planType));
    },
  );

  postRoute(
    app,
    getPlanRequestAckCall,
    {
      tag,
      summary: 'The acknowledgement of a stop, revocation, bank shift, top-up or registration',
      preHandler: orFromAuthorisation,
    },
    async (request) => ok(await listing.ack(principalOf(request), request.body.tid)),
  );
}

/** The pre-check, stop and revocation of an EW account, confirmed in the dialog. */
function planStopRoutes(app: FastifyInstance, deps: PlanRouteDeps) {
  const { stops } = deps;
  const preHandler = deps.guard();

  postRoute(
    app,
    checkPlan2FACall,
    {
      tag,
      summary: 'Pre-check of a stop or a revocation; says whether the account confirms by OTP',
      preHandler,
    },
    async (request) => {
      const { trxnType, planId } = request.body;
      return ok(await stops.check2fa(principalOf(request), trxnType, planId));
    },
  );

  postRoute(
    app,
    stopSystematicPlanCall,
    { tag, summary: 'Stops a SIP, SWP or STP from its next installment (EW accounts)', preHandler },
    async (request) => {
      const { trxnType, planId } = request.body;
      const placed = await stops.stop(
        principalOf(request),
        trxnType,
        planId,
        'DIALOG',
        request.audit,
      );
      return ok(placed, placed.message);
    },
  );

  postRoute(
    app,
    revokeStopSipCall,
    { tag, summary: "Revokes a SIP's stop before it takes effect (EW accounts)", preHandler },
    async (request) => {
      const placed = await stops.revoke(
        principalOf(request),
        request.body.planId,
        'DIALOG',
        request.audit,
      );
      return ok(placed, placed.message);
    },
  );
}

/** The EMF OTP that confirms a stop or a revocation. */
function planTwoFactorRoutes(app: FastifyInstance, deps: PlanRouteDeps) {
  const { twoFactor } = deps;
  const preHandler = deps.guard();
  const orFromAuthorisation = authorisationTab(deps.guard);
  postRoute(
    app,
    sendPlan2FAOtpCall,
    {
      tag,
      summary: 'EMF: sends the OTP confirming a stop or a revocation',
      preHandler: orFromAuthorisation,
    },
    async (request) => {
      const { trxnType, planId } = request.body;
      const sent = await twoFactor.send(principalOf(request), trxnType, planId);
      return sent.ok ? ok(sent.data, sent.message) : fail(sent.data, sent.message, 'OTP_LIMIT');
    },
  );

  postRoute(
    app,
    validatePlan2FAOtpCall,
    {
      tag,
      summary: 'EMF: checks the OTP and places the stop or revocation it confirms',
      preHandler,
    },
    async (request) => {
      const result = await twoFactor.validate(principalOf(request), request.body, request.audit);
      if (!result.ok) return fail(result.refused, result.refused.message, 'OTP_INVALID');
      return ok(result.placed, result.placed.message);
    },
  );
}

/** A running SIP's bank shift and top-up. */
function sipChangeRoutes(app: FastifyInstance, deps: PlanRouteDeps) {
  const { changes } = deps;
  const preHandler = deps.guard();

  postRoute(
    app,
    getSipBankMandatesCall,
    { tag, summary: "The investor's banks with a mandate a SIP may be shifted to", preHandler },
    async (request) => ok(await changes.bankMandates(principalOf(request), request.body.planId)),
  );

  postRoute(
    app,
    shiftSipBankCall,
    {
      tag,
      summary: "Shifts a SIP's debits to another bank's mandate from its next installment",
      preHandler,
    },
    async (request) => {
      const { planId, bankId } = request.body;
      const placed = await changes.shiftBank(principalOf(request), planId, bankId, request.audit);
      return ok(placed, placed.message);
    },
  );

  postRoute(
    app,
    topUpSipCall,
    { tag, summary: 'Adds an amount to every SIP installment from the next one', preHandler },
    async (request) => {
      const { planId, topUpAmount } = request.body;
      const placed = await changes.topUp(principalOf(request), planId, topUpAmount, request.audit);
      return ok(placed, placed.message);
    },
  );
}

/** STP and SWP registration and the schemes an STP may switch into. */
function planRegistrationRoutes(app: FastifyInstance, deps: PlanRouteDeps) {
  const { registrations } = deps;
  const preHandler = deps.guard();

  postRoute(
    app,
    registerStpCall,
    {
      tag,
      summary: 'Registers an STP from a folio scheme to another scheme of the same AMC',
      preHandler,
    },
    async (request) => {
      const placed = await registrations.registerStp(
        principalOf(request),
        request.body,
        request.audit,
      );
      return ok(placed, placed.message);
    },
  );

  postRoute(
    app,
    registerSwpCall,
    { tag, summary: 'Registers a standalone SWP from a folio scheme', preHandler },
    async (request) => {
      const placed = await registrations.registerSwp(
        principalOf(request),
        request.body,
        request.audit,
      );
      return ok(placed, placed.message);
    },
  );

  postRoute(
    app,
    getStpTargetSchemesCall,
    { tag, summary: 'Open schemes of the same AMC an STP may switch into', preHandler },
    async (request) => {
      const { fromSchCode, keyword, plan, option } = request.body;
      return ok(await registrations.stpTargets(fromSchCode, keyword, { plan, option }));
    },
  );
}

/** My systematic plans: the list, stops and revocations (EMF by OTP), bank shifts, top-ups, registrations. */
export function planRoutes(app: FastifyInstance, deps: PlanRouteDeps): void {
  planListingRoutes(app, deps);
  planStopRoutes(app, deps);
  planTwoFactorRoutes(app, deps);
  sipChangeRoutes(app, deps);
  planRegistrationRoutes(app, deps);
}
