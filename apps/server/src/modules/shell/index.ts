/** The desk's shell: menu, dashboard, partner, search, help desk, account codes and media. */
export { AccountCodeService } from './account-codes.js';
export { shellRoutes } from './routes.js';
export { ShellService } from './service.js';
