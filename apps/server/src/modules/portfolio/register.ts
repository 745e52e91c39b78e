import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Depository } from '../../providers/depository/port.js';
import type { SessionGuard } from '../access/index.js';
import type { SchemeService } from '../schemes/index.js';
import type { AccountCodeService } from '../shell/index.js';
import { DematReports } from './demat-service.js';
import { PortfolioReports, type AwaitingOrders, type SipStops } from './reports-service.js';
import { portfolioRoutes } from './routes.js';

/** What the portfolio's reports need from the rest of the desk. */
export interface PortfolioRegistration {
  db: Db;
  clock: Clock;
  schemes: SchemeService;
  accountCodes: AccountCodeService;
  /** Orders placed and not yet allotted (checkout). */
  awaiting: AwaitingOrders;
  /** Systematic plans' stops (plans). */
  stops: SipStops;
  depository: Depository;
  guard: SessionGuard;
}

/** What other areas use of the portfolio's reports. */
export interface PortfolioArea {
  reports: PortfolioReports;
  demat: DematReports;
}

/** Net worth, holdings, the demat holdings and the reports built on them. */
export function register(app: FastifyInstance, deps: PortfolioRegistration): PortfolioArea {
  const { db, clock, accountCodes } = deps;
  const reports = new PortfolioReports(
    db,
    clock,
    deps.schemes,
    accountCodes,
    deps.awaiting,
    deps.stops,
  );
  const demat = new DematReports(db, accountCodes, deps.depository);
  portfolioRoutes(app, reports, demat, deps.guard);
  return { reports, demat };
}
