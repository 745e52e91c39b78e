import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionGuard } from '../access/index.js';
import type { Positions } from '../selling/index.js';
import { taxRoutes } from './routes.js';
import { TaxService } from './service.js';
import type { YearGainsDeps } from './year-gains.js';

/** Tax: the investor's income-tax slab, the tax of a sale for the sell preview, tax harvesting. */
export function register(
  app: FastifyInstance,
  deps: YearGainsDeps & { db: Db; clock: Clock; positions: Positions; guard: SessionGuard },
): TaxService {
  const { db, clock, positions, guard, ...gains } = deps;
  const tax = new TaxService(db, clock, positions, gains);
  taxRoutes(app, tax, guard);
  return tax;
}

export { TaxService } from './service.js';
