import { bannerDetailCall, listBannersCall } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { BannerService } from './banner-service.js';

export function bannerRoutes(
  app: FastifyInstance,
  banners: BannerService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    listBannersCall,
    {
      tag: 'shell',
      summary: "The offers running today for the investor's account, in their order",
      preHandler: guard(),
    },
    async (request) => ok(await banners.list(principalOf(request))),
  );

  postRoute(
    app,
    bannerDetailCall,
    {
      tag: 'shell',
      summary: 'One offer by its link (BI and t), with the product option it opens',
      preHandler: guard(),
    },
    async (request) =>
      ok(await banners.detail(principalOf(request), request.body.BI, request.body.t)),
  );
}
