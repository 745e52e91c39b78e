import type { FastifyInstance } from 'fastify';
import type { OutboxService } from '../outbox/index.js';
import type { SessionGuard } from '../access/index.js';
import type { AuthExecutor } from './executor.js';
import { buildExecutors, type ExecutorDeps } from './executors/index.js';
import { AuthLinks } from './links.js';
import { PartnerPlacements, type PartnerOfAccount } from './placement.js';
import { AuthExecutors } from './registry.js';
import { authoriseRoutes } from './routes.js';
import { AuthoriseService } from './service.js';

/** What authorising partner-placed transactions needs from the rest of the desk. */
export interface AuthoriseRegistration extends ExecutorDeps {
  outbox: OutboxService;
  secretKey: string;
  /** Executors that take their transaction types over from the desk's own (tests). */
  extraExecutors?: AuthExecutor[];
  /** The account's wealth partner (shell), or null when it has none. */
  partnerOf(partnerId: number): Promise<PartnerOfAccount | null>;
  /** The origin the client's link starts with. */
  linkBase: string;
  log: { error(detail: object, message: string): void };
  guard: SessionGuard;
}

/** What other areas use of authorising. */
export interface AuthoriseArea {
  authorise: AuthoriseService;
  placements: PartnerPlacements;
}

/** The partner places, the client authorises or rejects, an executor places what was authorised. */
export function register(app: FastifyInstance, deps: AuthoriseRegistration): AuthoriseArea {
  const { db, clock, access, audit, choice } = deps;
  const executors = new AuthExecutors(buildExecutors(deps), deps.extraExecutors);
  const links = new AuthLinks(deps.secretKey);
  const authorise = new AuthoriseService({
    db,
    clock,
    access,
    audit,
    choice,
    executors,
    links,
    log: deps.log,
  });
  const placements = new PartnerPlacements({
    db,
    clock,
    access,
    audit,
    outbox: deps.outbox,
    schemes: deps.schemes,
    portfolio: deps.portfolio,
    choice,
    executors,
    links,
    partnerOf: deps.partnerOf,
    linkBase: deps.linkBase,
  });
  authoriseRoutes(app, { authorise, guard: deps.guard });
  return { authorise, placements };
}
