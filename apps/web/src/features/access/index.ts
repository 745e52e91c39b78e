/** What other areas use of access: the session's actions, logout and the post-login chain. */
import { lazy } from 'react';

export { headerLoaded } from './access-slice';
export { logout } from './logout';
export { logoutHeldBy, registerLogoutGuard, type LogoutGuard } from './logout-guard';
export { continueChain } from './post-login-chain';
export { prepareDeskWith } from './desk-preparation';
export type { VisitorHandle } from './require-login';
export { SessionGate } from './session-gate';

/**
 * Spec 1 section 5's authorisation login (the account with its investor, and a PIN or date of
 * birth), as the mapping page asks it; it loads with the page that asks.
 */
export const AuthorisationLogin = lazy(async () => ({
  default: (await import('./mapping/mapping-login')).MappingLogin,
}));

/** The captcha image and its answer, for another login (staff's) that asks it; loads when shown. */
export const CaptchaInput = lazy(async () => ({
  default: (await import('./captcha-field')).CaptchaField,
}));
