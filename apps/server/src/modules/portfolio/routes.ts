import {
  dematHoldingsCall,
  dematTransactionsCall,
  getHoldingsCall,
  getSipRegistrationsCall,
  getSwpRegistrationsCall,
  getTransactionsCall,
  netWorthReportCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { DematReports } from './demat-service.js';
import type { PortfolioReports } from './reports-service.js';

export function portfolioRoutes(
  app: FastifyInstance,
  reports: PortfolioReports,
  demat: DematReports,
  guard: SessionGuard,
): void {
  mutualFundRoutes(app, reports, guard);
  dematRoutes(app, demat, guard);
}

/** Mutual funds: net worth, holdings, transactions, SIPs and SWPs. */
function mutualFundRoutes(
  app: FastifyInstance,
  reports: PortfolioReports,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    netWorthReportCall,
    {
      tag: 'portfolio',
      summary:
        'Net worth, invested, gain and XIRR of an account code (or ALL) as on a date (today at the latest)',
      preHandler: guard(),
    },
    async (request) => {
      const { acCode, asOnDate } = request.body;
      return ok(await reports.netWorth(principalOf(request), acCode, asOnDate));
    },
  );

  postRoute(
    app,
    getHoldingsCall,
    {
      tag: 'portfolio',
      summary: 'Holdings by scheme and folio at the latest NAVs, with gain, XIRR and allocation',
      preHandler: guard(),
    },
    async (request) => ok(await reports.holdings(principalOf(request), request.body.acCode)),
  );

  postRoute(
    app,
    getTransactionsCall,
    {
      tag: 'portfolio',
      summary: 'Mutual-fund transactions, newest first, one page at a time',
      preHandler: guard(),
    },
    async (request) => {
      const { acCode, page, pageSize } = request.body;
      return ok(await reports.transactions(principalOf(request), acCode, page, pageSize));
    },
  );

  postRoute(
    app,
    getSipRegistrationsCall,
    {
      tag: 'portfolio',
      summary: 'SIP registrations with installments done and the next installment date',
      preHandler: guard(),
    },
    async (request) => ok(await reports.sips(principalOf(request), request.body.acCode)),
  );

  postRoute(
    app,
    getSwpRegistrationsCall,
    {
      tag: 'portfolio',
      summary: 'SWP registrations with the next withdrawal date',
      preHandler: guard(),
    },
    async (request) => ok(await reports.swps(principalOf(request), request.body.acCode)),
  );
}

/** Shares at the depository: holdings and transactions of the demat account. */
function dematRoutes(app: FastifyInstance, demat: DematReports, guard: SessionGuard): void {
  postRoute(
    app,
    dematHoldingsCall,
    {
      tag: 'portfolio',
      summary:
        'Equity holdings at the depository: free, pledged and locked-in shares at the closing price, with their value',
      preHandler: guard(),
    },
    async (request) => ok(await demat.holdings(principalOf(request), request.body.acCode)),
  );

  postRoute(
    app,
    dematTransactionsCall,
    {
      tag: 'portfolio',
      summary: 'Credits and debits of shares in the demat account between two dates, oldest first',
      preHandler: guard(),
    },
    async (request) => {
      const { acCode, fromDate, toDate } = request.body;
      return ok(await demat.transactions(principalOf(request), acCode, fromDate, toDate));
    },
  );
}
