import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { OtpService, SessionGuard } from '../access/index.js';
import type { PurchaseService } from '../mutual-funds/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import type { Selling } from '../selling/index.js';
import { MarsCatalogue } from './catalogue.js';
import { MarsHoldings, type MarsOrderReader } from './holdings.js';
import { MarsInvestments } from './investments.js';
import { MarsRedemptions } from './redemptions.js';
import { marsRoutes } from './routes.js';

/** The portfolios and the investor's holdings of them, which purchase entry reads. */
export interface MarsBook {
  catalogue: MarsCatalogue;
  holdings: MarsHoldings;
}

/** Opens the portfolios and holdings; a holding reads its orders through `orders` when asked. */
export function openBook(deps: {
  db: Db;
  clock: Clock;
  schemes: SchemeService;
  portfolio: PortfolioService;
  orders: MarsOrderReader;
}): MarsBook {
  const { db, clock, schemes } = deps;
  const catalogue = new MarsCatalogue(db, schemes);
  const holdings = new MarsHoldings(db, clock, catalogue, schemes, deps.portfolio, deps.orders);
  return { catalogue, holdings };
}

/** What investing in and redeeming MARS portfolios need. */
export interface MarsRegistration {
  db: Db;
  clock: Clock;
  book: MarsBook;
  purchase: PurchaseService;
  sell: Selling;
  otp: OtpService;
  guard: SessionGuard;
}

/** The ready portfolios, investing in one through the cart, holdings and redeeming them. */
export function register(app: FastifyInstance, deps: MarsRegistration): void {
  const { catalogue, holdings } = deps.book;
  marsRoutes(app, {
    catalogue,
    holdings,
    investments: new MarsInvestments(catalogue, holdings, deps.purchase),
    redemptions: new MarsRedemptions(deps.db, deps.clock, holdings, deps.sell, deps.otp),
    guard: deps.guard,
  });
}
