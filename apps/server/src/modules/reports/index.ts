/** Reports: the mutual-fund transaction and capital-gains statements, on screen, as PDF and CSV. */
export { reportRoutes } from './routes.js';
export { StatementService, type RecordedSales } from './statements-service.js';
