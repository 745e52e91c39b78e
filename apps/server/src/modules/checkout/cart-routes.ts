import { getCartCall, saveCartCall } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../access/index.js';
import type { SavedCarts } from './saved-carts.js';

/** The investor's carts on the server: read at login, written on every change. */
export function cartRoutes(
  app: FastifyInstance,
  deps: { carts: SavedCarts; guard: SessionGuard },
): void {
  const { carts, guard } = deps;
  const tag = 'mutual-funds';
  const preHandler = guard();

  postRoute(
    app,
    getCartCall,
    { tag, summary: "The investor's mutual fund and NFO carts as last saved", preHandler },
    async (request) => {
      const account = await request.account();
      return ok(await carts.get(account.id));
    },
  );

  postRoute(
    app,
    saveCartCall,
    {
      tag,
      summary: "Replaces the investor's carts (at most 10 lines each); a paid cart stays empty",
      preHandler,
    },
    async (request) => {
      const account = await request.account();
      // As on confirming: a line for another investor's code is refused, not kept.
      const lines = [...request.body.cart.items, ...request.body.nfoCart.items];
      for (const code of new Set(lines.map((line) => line.ccode)))
        if (code) await request.account(code);
      return ok(await carts.save(account.id, request.body));
    },
  );
}
