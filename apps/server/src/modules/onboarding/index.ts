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

/** Account opening (spec 2): registration login, applications and their steps, under /tradereg. */
export type { OnboardingDeps } from './deps.js';
export { OnboardingStore } from './store.js';
export type { RegistrationPrincipal } from './registration/session.js';
export { unblockStaff } from './staff/staff-service.js';

export function onboardingModule(
  app: FastifyInstance,
  base: {
    db: Db;
    clock: Clock;
    audit: AuditService;
    otp: OtpService;
    outbox: OutboxService;
    linkBase: string;
  },
): OnboardingDeps {
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
export { registerKycRoutes } from './routes-kyc.js';
export { registerBankRoutes } from './routes-bank.js';
export { bankSections } from './form/bank-sections.js';
export type { RegistrationMandates } from './steps/registration-mandates.js';
export { registerDocumentRoutes } from './routes-documents.js';
export { documentSections } from './form/document-sections.js';
export { registerNomineeRoutes } from './routes-nominees.js';
export { nomineeSections } from './form/nominee-sections.js';
export { registerEsignRoutes } from './routes-esign.js';
export type { FormSection, FormSectionSource } from './form/part-two-records.js';
export { registerReviewRoutes } from './routes-review.js';
