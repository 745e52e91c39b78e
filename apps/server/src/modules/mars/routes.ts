import {
  getMarsHoldingsCall,
  getMarsInvestmentCall,
  getMarsPortfolioDetailCall,
  getMarsPortfoliosCall,
  getMarsRedemptionPreviewCall,
  marsMessages,
  onConfirmMarsRedemptionCall,
} from '@cdesk/domain';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../access/index.js';
import type { MarsCatalogue } from './catalogue.js';
import type { MarsHoldings } from './holdings.js';
import type { MarsInvestments } from './investments.js';
import type { MarsRedemptions } from './redemptions.js';

export interface MarsRouteDeps {
  catalogue: MarsCatalogue;
  holdings: MarsHoldings;
  investments: MarsInvestments;
  redemptions: MarsRedemptions;
  guard: SessionGuard;
}

/** MARS: the ready portfolios, investing in one through the cart, holdings and redeeming them. */
export function marsRoutes(app: FastifyInstance, deps: MarsRouteDeps): void {
  const preHandler = deps.guard();
  portfolioRoutes(app, deps, preHandler);
  holdingRoutes(app, deps, preHandler);
}

const tag = 'mars';

/** The ready portfolios, one portfolio's detail, and investing in one. */
function portfolioRoutes(
  app: FastifyInstance,
  { catalogue, investments }: MarsRouteDeps,
  preHandler: preHandlerAsyncHookHandler,
): void {
  postRoute(
    app,
    getMarsPortfoliosCall,
    {
      tag,
      summary:
        'The ready MF portfolios the filters let through (tags, sip, swp, year, return), with every tag',
      preHandler,
    },
    async (request) => ok(await catalogue.list(request.body)),
  );

  postRoute(
    app,
    getMarsPortfolioDetailCall,
    {
      tag,
      summary:
        'One portfolio: schemes and weights, minimums, risk and its returns from NAV history',
      preHandler,
    },
    async (request) => {
      const detail = await catalogue.detail(request.body.marsId, request.body.year);
      if (!detail) throw new AppError(400, 'MARS_NOT_FOUND', marsMessages.portfolioNotFound);
      return ok(detail);
    },
  );

  postRoute(
    app,
    getMarsInvestmentCall,
    {
      tag,
      summary:
        'An amount in a portfolio as purchase cart lines, one per scheme at its weight, under the MARS target number',
      preHandler,
    },
    async (request) => {
      const account = await request.account(request.body.ccode);
      const { amount, ...rest } = request.body;
      return ok(await investments.investment(account, { ...rest, amountPaise: amount }));
    },
  );
}

/** The MARS portfolios held, and redeeming a percentage of one. */
function holdingRoutes(
  app: FastifyInstance,
  { holdings, redemptions }: MarsRouteDeps,
  preHandler: preHandlerAsyncHookHandler,
): void {
  postRoute(
    app,
    getMarsHoldingsCall,
    {
      tag,
      summary: 'The MARS portfolios the investor holds, scheme by scheme, valued at the latest NAV',
      preHandler,
    },
    async (request) => ok({ holdings: await holdings.holdings((await request.account()).id) }),
  );

  postRoute(
    app,
    getMarsRedemptionPreviewCall,
    {
      tag,
      summary: 'What redeeming a percentage of a MARS holding comes to, one redemption per scheme',
      preHandler,
    },
    async (request) => ok(await redemptions.preview(await request.account(), request.body)),
  );

  postRoute(
    app,
    onConfirmMarsRedemptionCall,
    {
      tag,
      summary:
        'Redeems a percentage of a MARS holding, one order per scheme, authorised by one transaction OTP; once per sessionId',
      preHandler,
    },
    async (request) => {
      const result = await redemptions.confirm(
        await request.account(),
        request.body,
        request.audit,
      );
      return ok(result, result.message);
    },
  );
}
