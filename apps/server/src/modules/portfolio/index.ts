/** Portfolio: holdings, allotments, systematic plans and the reports built on them. */
export { codeScope } from './code-scope.js';
export { DematReports } from './demat-service.js';
export {
  PortfolioReports,
  type AwaitingOrders,
  type SipStops,
  type StatementBasis,
} from './reports-service.js';
export { ledgerGains, type GainsScheme, type LedgerMovement } from './ledger-gains.js';
export { portfolioRoutes } from './routes.js';
export { PortfolioService } from './service.js';
export type { HoldingFigures } from './valuation.js';
export { hasTransactions } from './repository.js';
export { register } from './register.js';
