import {
  getEVotingEventsCall,
  getEVotingNsdlErrorDtlCall,
  getEVotingRequestCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { postRoute } from '../../../lib/route.js';
import { principalOf, type SessionGuard } from '../../access/index.js';
import type { EvotingService } from './service.js';

export function evotingRoutes(
  app: FastifyInstance,
  evoting: EvotingService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    getEVotingEventsCall,
    {
      tag: 'services',
      summary:
        'The open e-voting events of the companies whose shares are in the demat account, with how many of their resolutions the investor has voted on',
      preHandler: guard(),
    },
    async (request) => ok(await evoting.events(principalOf(request))),
  );

  postRoute(
    app,
    getEVotingRequestCall,
    {
      tag: 'services',
      summary:
        "Open an e-voting session with the depository of the investor's demat account (NSDL or CDSL): the page to post to and the signed form fields",
      preHandler: guard(),
    },
    async (request) => ok(await evoting.start(principalOf(request))),
  );

  postRoute(
    app,
    getEVotingNsdlErrorDtlCall,
    {
      tag: 'services',
      summary:
        'What the depository made of an e-voting session the investor started: its error (ERROR_CODE_DESCRIPTION, RES_ERROR_CODE_ID) or the votes it recorded',
      preHandler: guard(),
    },
    async (request) =>
      ok(await evoting.outcome(principalOf(request), request.body.requestReference)),
  );
}
