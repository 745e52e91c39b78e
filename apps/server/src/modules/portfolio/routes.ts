import {
  formatDate,
  ZGetHoldingsRequest,
  ZGetHoldingsResponse,
  ZGetSipRegistrationsRequest,
  ZGetSipRegistrationsResponse,
  ZGetSwpRegistrationsRequest,
  ZGetSwpRegistrationsResponse,
  ZGetTransactionsRequest,
  ZGetTransactionsResponse,
  ZNetWorthReportRequest,
  ZNetWorthReportResponse,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/session-guard.js';
import type { PortfolioReports } from './reports-service.js';

// The spec names no portfolio calls of its own; these sit beside its other ewaportfoliows calls.
const portfolio = '/cdesk/gw/ewaportfoliows/api/portfolio';

export function portfolioRoutes(
  app: FastifyInstance,
  reports: PortfolioReports,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    {
      path: '/cdesk/gw/ewadashboardws/api/rest/NetworthReport/netWorthReport',
      tag: 'portfolio',
      summary: 'Net worth, invested, gain and XIRR of an account code (or ALL) as on a date',
      body: ZNetWorthReportRequest,
      data: ZNetWorthReportResponse,
      preHandler: guard(),
    },
    async (request) => {
      const { acCode, asOnDate } = request.body;
      return ok(
        await reports.netWorth(principalOf(request), acCode, asOnDate, formatDate(asOnDate, '/')),
      );
    },
  );

  postRoute(
    app,
    {
      path: `${portfolio}/getHoldings`,
      tag: 'portfolio',
      summary: 'Holdings by scheme and folio at the latest NAVs, with gain, XIRR and allocation',
      body: ZGetHoldingsRequest,
      data: ZGetHoldingsResponse,
      preHandler: guard(),
    },
    async (request) => ok(await reports.holdings(principalOf(request), request.body.acCode)),
  );

  postRoute(
    app,
    {
      path: `${portfolio}/getTransactions`,
      tag: 'portfolio',
      summary: 'Mutual-fund transactions, newest first, one page at a time',
      body: ZGetTransactionsRequest,
      data: ZGetTransactionsResponse,
      preHandler: guard(),
    },
    async (request) => {
      const { acCode, page, pageSize } = request.body;
      return ok(await reports.transactions(principalOf(request), acCode, page, pageSize));
    },
  );

  postRoute(
    app,
    {
      path: `${portfolio}/getSipRegistrations`,
      tag: 'portfolio',
      summary: 'SIP registrations with installments done and the next installment date',
      body: ZGetSipRegistrationsRequest,
      data: ZGetSipRegistrationsResponse,
      preHandler: guard(),
    },
    async (request) => ok(await reports.sips(principalOf(request), request.body.acCode)),
  );

  postRoute(
    app,
    {
      path: `${portfolio}/getSwpRegistrations`,
      tag: 'portfolio',
      summary: 'SWP registrations with the next withdrawal date',
      body: ZGetSwpRegistrationsRequest,
      data: ZGetSwpRegistrationsResponse,
      preHandler: guard(),
    },
    async (request) => ok(await reports.swps(principalOf(request), request.body.acCode)),
  );
}
