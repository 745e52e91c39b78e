import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { SessionGuard } from '../../access/index.js';
import type { Depository } from '../../../providers/depository/port.js';
import type { AccessService } from '../../access/index.js';
import { evotingRoutes } from './routes.js';
import { EvotingService } from './service.js';

/** E-voting (spec 3): ewamftrxnsws/api/common/getEVotingRequest and getEVotingNsdlErrorDtl. */
export function registerEvoting(
  app: FastifyInstance,
  deps: {
    db: Db;
    access: AccessService;
    depository: Depository;
    guard: SessionGuard;
  },
): EvotingService {
  const service = new EvotingService(deps.db, deps.access, deps.depository);
  evotingRoutes(app, service, deps.guard);
  return service;
}
