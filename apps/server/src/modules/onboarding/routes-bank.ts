import {
  callRegistrationMandateAuthCall,
  fetchBankDetailCall,
  type GatewayCall,
  generateScanMandateCall,
  loadBankDetailCall,
  loadMandateDetailCall,
  mandateVerificationCall,
  processMandateAuthResponseCall,
  processMandateSubYesNoCall,
  registrationMandateCallbackResource,
  registrationMandateReturnResource,
  saveDataBankDetailCall,
  saveDataMandateDetailCall,
  verifyBankDetailCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import type { CallHandler } from '../../lib/route.js';
import { signedReturnRoutes } from '../../lib/signed-returns.js';
import type { EsignProvider } from '../../providers/esign/port.js';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import type { PennyDrop } from '../../providers/penny-drop/port.js';
import { BankDetailService } from './steps/bank-service.js';
import type { OnboardingDeps } from './deps.js';
import { RegistrationMandates } from './steps/registration-mandates.js';
import { registrationRoute } from './route.js';
import { applicationOf } from './registration/session.js';

/** The outside systems of the bank and mandate steps. */
export interface BankProviders {
  pennyDrop: PennyDrop;
  esign: EsignProvider;
  paymentGateway: PaymentGateway;
}

/**
 * BankDetailService, MandateService, MandateVerificationService and the mandate's submission
 * (spec 2 section 7), and the bank's signed answer about an application's mandate. Answers the
 * mandates service, which the sandbox bank's page tells its answers to.
 */
export function registerBankRoutes(
  app: FastifyInstance,
  deps: Pick<OnboardingDeps, 'guard' | 'store' | 'clock'>,
  providers: BankProviders,
): RegistrationMandates {
  const { store, guard, clock } = deps;
  const bank = new BankDetailService(store, providers.pennyDrop, clock);
  const mandates = new RegistrationMandates(
    store,
    providers.esign,
    providers.paymentGateway,
    clock,
  );
  const route = <C extends GatewayCall>(call: C, summary: string, handler: CallHandler<C>) =>
    registrationRoute(app, guard, call, { summary }, handler);
  // Screens 51 and 52 follow the form's e-sign: the mandate is submitted and signed after it.
  const afterEsign = <C extends GatewayCall>(call: C, summary: string, handler: CallHandler<C>) =>
    registrationRoute(app, guard, call, { summary, afterSigning: 'allowed' }, handler);
  bankDetailRoutes(route, bank, mandates);
  mandateSubmissionRoutes(afterEsign, mandates);
  signedMandateReturns(app, mandates);
  return mandates;
}

type BankRoute = <C extends GatewayCall>(call: C, summary: string, handler: CallHandler<C>) => void;

/** The bank account, its penny-drop check, and the mandate choice. */
function bankDetailRoutes(
  route: BankRoute,
  bank: BankDetailService,
  mandates: RegistrationMandates,
): void {
  route(loadBankDetailCall, 'The bank details, account types and the verify prompt', async (r) =>
    ok(await bank.load(applicationOf(r).refNo)),
  );
  route(fetchBankDetailCall, 'The bank of an IFSC, and whether it takes e-mandates', async (r) => {
    applicationOf(r);
    const found = bank.fetchBank(r.body.ifsc);
    return ok(found, found.message);
  });
  route(
    verifyBankDetailCall,
    'Verifies the account by a penny drop; the name at the bank',
    async (r) => {
      const verified = await bank.verify(applicationOf(r).refNo, r.body);
      return ok(verified, verified.message);
    },
  );
  route(saveDataBankDetailCall, 'Saves the verified bank details', async (r) =>
    ok(await bank.save(applicationOf(r).refNo, r.body)),
  );
  route(loadMandateDetailCall, 'The mandate choice, types, providers and limits', async (r) =>
    ok(await bank.loadMandate(applicationOf(r).refNo)),
  );
  route(saveDataMandateDetailCall, 'Saves the mandate, or going on without one', async (r) =>
    ok(await bank.saveMandate(applicationOf(r).refNo, r.body)),
  );
  route(generateScanMandateCall, 'Makes the scan mandate form (PDF) and keeps it', async (r) =>
    ok(await mandates.generateScanMandate(applicationOf(r).refNo)),
  );
}

/** Submitting, signing and verifying the mandate, after the form's e-sign. */
function mandateSubmissionRoutes(afterEsign: BankRoute, mandates: RegistrationMandates): void {
  afterEsign(
    processMandateSubYesNoCall,
    'Submit the mandate now (on to its e-sign) or later',
    async (r) => {
      const answer = await mandates.submitYesNo(applicationOf(r).refNo, r.body.submit);
      return ok(answer, answer.message);
    },
  );
  afterEsign(
    callRegistrationMandateAuthCall,
    "The mandate's e-sign, then the bank's page to authenticate it",
    async (r) => {
      const { refNo, accountType } = applicationOf(r);
      const answer = await mandates.callMandateAuth(refNo, accountType, r.body.esignReturn);
      return ok(answer, answer.message);
    },
  );
  afterEsign(
    processMandateAuthResponseCall,
    "Records the bank's signed answer about the mandate",
    async (r) => {
      const answer = await mandates.processAuthResponse(applicationOf(r).refNo, r.body);
      return ok(answer, answer.message);
    },
  );
  afterEsign(mandateVerificationCall, 'Where the mandate stands after the bank', async (r) => {
    const answer = await mandates.verification(applicationOf(r).refNo);
    return ok(answer, answer.message);
  });
}

function signedMandateReturns(app: FastifyInstance, mandates: RegistrationMandates): void {
  signedReturnRoutes(app, {
    callback: registrationMandateCallbackResource,
    browserReturn: registrationMandateReturnResource,
    apply: (signed) => mandates.applySigned(signed),
    callbackData: (applied) => ({
      mandateNo: applied.mandate.mandateNo,
      status: applied.mandate.status,
    }),
    redirectTo: (applied) => RegistrationMandates.returnPage(applied.accountType),
  });
}
