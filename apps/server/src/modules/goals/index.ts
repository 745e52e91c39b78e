import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionGuard } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { RiskProfiles } from '../checkout/index.js';
import type { SchemeService } from '../schemes/index.js';
import { HelpMeInvestService } from './help-me-invest.js';
import { goalRoutes } from './routes.js';
import { GoalService, type HoldingSource } from './service.js';

/** Goals and needs, and Help me invest: goals with their plans, the risk profile and suggestions. */
export function register(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    schemes: SchemeService;
    holdings: HoldingSource;
    riskProfiles: RiskProfiles;
    audit: AuditService;
    guard: SessionGuard;
  },
): void {
  const { db, clock, schemes } = deps;
  goalRoutes(app, {
    goals: new GoalService(db, clock, schemes, deps.holdings),
    helpMeInvest: new HelpMeInvestService(db, clock, schemes, deps.riskProfiles, deps.audit),
    guard: deps.guard,
  });
}

export type { HoldingSource } from './service.js';
