/** What other areas use of access: the session's actions, logout and the post-login chain. */
export { headerLoaded, sessionCleared } from './access-slice';
export { logout } from './logout';
export { logoutHeldBy, registerLogoutGuard, type LogoutGuard } from './logout-guard';
export { continueChain } from './post-login-chain';
export type { VisitorHandle } from './require-login';
export { SessionGate } from './session-gate';
