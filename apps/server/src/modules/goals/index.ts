/** Goals and needs, and Help me invest: goals with their plans, the risk profile and suggestions. */
export { HelpMeInvestService } from './help-me-invest.js';
export { goalRoutes } from './routes.js';
export { GoalService, type HoldingSource } from './service.js';
