/**
 * The desk's shell: menu, dashboard, partner, search, help desk, account codes, media and the
 * hand-over to the online-trading host.
 */
export { AccountCodeService } from './account-codes.js';
export { handoffRefusals, HandoffService, type HandoffReceipt } from './handoff-service.js';
export { shellRoutes } from './routes.js';
export { ShellService } from './service.js';
export { register } from './register.js';
