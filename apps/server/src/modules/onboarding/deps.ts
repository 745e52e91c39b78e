import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/index.js';
import type { OtpService } from '../access/index.js';
import type { OutboxService } from '../outbox/index.js';
import type { CentrePartnerService } from './registration/centre-partner-service.js';
import type { LoginService } from './registration/login-service.js';
import type { RegistrationService } from './registration/registration-service.js';
import type { RegistrationGuard, RegistrationSessions } from './registration/session.js';
import type { OnboardingStore } from './store.js';

/** What account opening's routes and services are built from. */
export interface OnboardingDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  otp: OtpService;
  outbox: OutboxService;
  /** The origin the links sent to applicants start with (PUBLIC_URL in live mode). */
  linkBase: string;
  store: OnboardingStore;
  sessions: RegistrationSessions;
  /** The preHandler of registration calls (see route.ts). */
  guard: RegistrationGuard;
  login: LoginService;
  registration: RegistrationService;
  centrePartner: CentrePartnerService;
}
