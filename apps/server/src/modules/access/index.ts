/** Access: login, captcha, OTP, forced screens, recovery, mapping authorisation and the session. */
export { ActivationService } from './activation-service.js';
export { AttemptLimiter } from './attempt-limiter.js';
export { CaptchaService } from './captcha-service.js';
export { mappingRoutes } from './mapping-routes.js';
export { MappingService } from './mapping-service.js';
export { otpPurposes, type OtpPurpose } from './otp-purposes.js';
export { contactRecipient, type ContactRecipient, OtpService } from './otp-service.js';
export { recoveryRoutes } from './recovery-routes.js';
export { RecoveryService } from './recovery-service.js';
export type { Account } from './repository.js';
export { accessRoutes } from './routes.js';
export { AccessService, type RequestContext, type SessionPrincipal } from './service.js';
export { providerCallbackRoutes } from './provider-callback-routes.js';
export { sessionExpired } from './service.js';
export { makeSessionGuard } from './session-guard.js';
export type { SessionGuard } from './session-guard.js';
export type { GuardOptions } from './session-guard.js';
export { principalOf, registerSession, requestContext } from './session-plugin.js';
