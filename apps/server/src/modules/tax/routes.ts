import { getTaxSlabCall, saveTaxSlabCall, taxHarvestingCall } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../access/index.js';
import type { TaxService } from './service.js';

/** The investor's income-tax slab (a setting) and the tax harvesting report. */
export function taxRoutes(app: FastifyInstance, tax: TaxService, guard: SessionGuard): void {
  const preHandler = guard();
  postRoute(
    app,
    getTaxSlabCall,
    {
      tag: 'settings',
      summary: 'The income-tax slab the capital-gains estimates use, and the rates offered',
      preHandler,
    },
    async (request) => ok(await tax.slab((await request.account()).id)),
  );
  postRoute(
    app,
    saveTaxSlabCall,
    {
      tag: 'settings',
      summary: 'Chooses the income-tax slab for the estimates, or clears it with null',
      preHandler,
    },
    async (request) => {
      const account = await request.account();
      const { message, ...saved } = await tax.saveSlab(account.id, request.body.slabBasisPoints);
      return ok(saved, message);
    },
  );
  postRoute(
    app,
    taxHarvestingCall,
    {
      tag: 'reports',
      summary:
        "The financial year's s. 112A exemption left, and the long-term units of each equity-oriented holding that use it",
      preHandler,
    },
    async (request) => ok(await tax.harvesting((await request.account()).id)),
  );
}
