import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { SessionGuard } from '../access/index.js';
import type { PortfolioReports } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import { reportRoutes } from './routes.js';
import { StatementService, type RecordedSales } from './statements-service.js';

/** Reports: the mutual-fund transaction and capital-gains statements, on screen, as PDF and CSV. */
export function register(
  app: FastifyInstance,
  deps: {
    clock: Clock;
    portfolio: PortfolioReports;
    schemes: SchemeService;
    sales: RecordedSales;
    guard: SessionGuard;
  },
): void {
  const statements = new StatementService(deps.clock, deps.portfolio, deps.schemes, deps.sales);
  reportRoutes(app, statements, deps.clock, deps.guard);
}

export type { RecordedSales } from './statements-service.js';
