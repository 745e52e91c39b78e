import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/index.js';
import type { OtpService } from '../access/index.js';
import type { OutboxService } from '../outbox/index.js';
import { CentrePartnerService } from './registration/centre-partner-service.js';
import type { OnboardingDeps } from './deps.js';
import { LoginService } from './registration/login-service.js';
import { RegistrationService } from './registration/registration-service.js';
import { registerCoreRoutes } from './routes-core.js';
import { registerHolderRoutes } from './routes-holders.js';
import { registerRegistrationSession, RegistrationSessions } from './registration/session.js';
import { OnboardingStore } from './store.js';
import type { Depository } from '../../providers/depository/port.js';
import type { IdentitySources } from '../../providers/kyc-sources/port.js';
import { bankSections } from './form/bank-sections.js';
import { documentSections } from './form/document-sections.js';
import { nomineeSections } from './form/nominee-sections.js';
import { registerBankRoutes, type BankProviders } from './routes-bank.js';
import { registerDocumentRoutes } from './routes-documents.js';
import { registerEsignRoutes } from './routes-esign.js';
import { registerKycRoutes } from './routes-kyc.js';
import { registerNomineeRoutes } from './routes-nominees.js';
import { registerReviewRoutes, type ReviewDeps } from './routes-review.js';
import type { RegistrationMandates } from './steps/registration-mandates.js';

interface OnboardingBase {
  db: Db;
  clock: Clock;
  audit: AuditService;
  otp: OtpService;
  outbox: OutboxService;
  linkBase: string;
}

/** Account opening (spec 2): registration login, applications and their steps, under /tradereg. */
export type { OnboardingDeps } from './deps.js';
export { OnboardingStore } from './store.js';
export type { RegistrationPrincipal } from './registration/session.js';
export { unblockStaff } from './staff/staff-service.js';

function onboardingModule(app: FastifyInstance, base: OnboardingBase): OnboardingDeps {
  const store = new OnboardingStore(base.db, base.clock);
  const sessions = new RegistrationSessions(base.db, base.clock);
  const guard = registerRegistrationSession(app, sessions, store);
  const centrePartner = new CentrePartnerService(base.db, store);
  const deps: OnboardingDeps = {
    ...base,
    store,
    sessions,
    guard,
    centrePartner,
    login: new LoginService(base.db, base.clock, base.otp, sessions, centrePartner, base.audit),
    registration: new RegistrationService(base.db, base.clock, store, sessions, base.audit),
  };
  registerCoreRoutes(app, deps);
  registerHolderRoutes(app, deps);
  return deps;
}

/** What account opening needs from the rest of the desk. */
export interface OnboardingRegistration extends OnboardingBase {
  providers: BankProviders & {
    identity: IdentitySources;
    depository: Depository;
  };
  secretKey: string;
  /** What staff review reads and changes of the desk when it approves an application. */
  desk: ReviewDeps;
}

/**
 * Account opening's services and routes: the registration login and applications, every step,
 * the form and its e-sign, and staff review. Answers the mandates of applications, which the
 * sandbox's bank pages answer for.
 */
export function register(
  app: FastifyInstance,
  deps: OnboardingRegistration,
): { registrationMandates: RegistrationMandates } {
  const { providers, secretKey, desk, ...base } = deps;
  const onboarding = onboardingModule(app, base);
  registerKycRoutes(app, onboarding, providers.identity);
  const registrationMandates = registerBankRoutes(app, onboarding, providers);
  registerDocumentRoutes(app, onboarding);
  registerNomineeRoutes(app, onboarding, providers.depository);
  registerEsignRoutes(app, onboarding, providers.esign, secretKey, [
    bankSections,
    nomineeSections,
    documentSections,
  ]);
  registerReviewRoutes(app, onboarding, desk);
  return { registrationMandates };
}

export { bankSections } from './form/bank-sections.js';
export { nomineeSections } from './form/nominee-sections.js';
export { documentSections } from './form/document-sections.js';
export type { RegistrationMandates } from './steps/registration-mandates.js';
export type { FormSection, FormSectionSource } from './form/part-two-records.js';
