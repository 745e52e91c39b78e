import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Depository } from '../../providers/depository/port.js';
import type { KycSources } from '../../providers/kyc/port.js';
import type { ProviderRequestStore } from '../../providers/provider-requests.js';
import type { AuditService } from '../audit/index.js';
import type { OutboxService } from '../outbox/index.js';
import { ActivationService } from './activation-service.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { CaptchaService } from './captcha-service.js';
import { mappingRoutes } from './mapping-routes.js';
import { MappingService } from './mapping-service.js';
import { OtpService } from './otp-service.js';
import { providerCallbackRoutes } from './provider-callback-routes.js';
import { recoveryRoutes } from './recovery-routes.js';
import { RecoveryService } from './recovery-service.js';
import { accessRoutes } from './routes.js';
import { AccessService } from './service.js';
import type { SessionGuard } from './session-guard.js';
import { registerSession } from './session-plugin.js';

/** What access needs from the rest of the desk. */
export interface AccessRegistration {
  db: Db;
  clock: Clock;
  audit: AuditService;
  outbox: OutboxService;
  secretKey: string;
  /** In the sandbox the captcha's answer is shown to its pages. */
  sandbox: boolean;
  providers: { depository: Depository; kyc: KycSources; requests: ProviderRequestStore };
}

/** What other areas use of access: the session's services, the OTP and the session guard. */
export interface AccessArea {
  access: AccessService;
  activation: ActivationService;
  captcha: CaptchaService;
  limiter: AttemptLimiter;
  otp: OtpService;
  guard: SessionGuard;
}

/**
 * Access's services and routes: the login and its captcha and OTP, the forced steps, recovery,
 * the mapping authorisation, the outside systems' answers about an activation, and the session
 * every other call runs behind.
 */
export function register(app: FastifyInstance, deps: AccessRegistration): AccessArea {
  const { db, clock, audit, outbox, secretKey, providers } = deps;
  const captcha = new CaptchaService(db, clock, secretKey, deps.sandbox);
  const limiter = new AttemptLimiter(db, clock);
  const otp = new OtpService(db, clock, outbox, limiter, secretKey);
  const access = new AccessService(db, clock, audit, captcha, otp, limiter);
  const activation = new ActivationService(
    db,
    clock,
    audit,
    access,
    providers.depository,
    providers.kyc,
    providers.requests,
  );
  const guard = registerSession(app, { access, activation });
  accessRoutes(app, { access, activation, captcha, guard });
  recoveryRoutes(app, new RecoveryService(db, clock, audit, access, otp, outbox));
  mappingRoutes(app, new MappingService(db, clock, audit, access, secretKey), guard);
  providerCallbackRoutes(app, {
    activation,
    requests: providers.requests,
    kyc: providers.kyc,
    depository: providers.depository,
  });
  return { access, activation, captcha, limiter, otp, guard };
}
