import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessService, SessionGuard } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { DematReports, PortfolioReports } from '../portfolio/index.js';
import type { AccountCodeService } from '../shell/index.js';
import { dematReportRoutes } from './routes.js';
import { DematReportService } from './service.js';

/**
 * Demat reports as PDFs, and holding statements shared through a trusted link; a new password
 * withdraws every link shared under the old one.
 */
export function register(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    accountCodes: AccountCodeService;
    demat: DematReports;
    portfolio: PortfolioReports;
    audit: AuditService;
    access: AccessService;
    secretKey: string;
    guard: SessionGuard;
  },
): void {
  const service = new DematReportService(
    deps.db,
    deps.clock,
    deps.accountCodes,
    deps.demat,
    deps.portfolio,
    deps.audit,
    deps.secretKey,
  );
  deps.access.onPasswordChange((tx, accountId, reason, context) =>
    service.revokeAllLinks(tx, accountId, reason, context),
  );
  dematReportRoutes(app, service, deps.guard);
}
