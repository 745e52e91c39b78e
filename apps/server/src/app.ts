import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { accessRoutes } from './modules/access/routes.js';
import { AccessService } from './modules/access/service.js';
import { AuditService } from './modules/audit/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { shellRoutes } from './modules/shell/routes.js';
import { ShellService } from './modules/shell/service.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';
import { prepareDatabase } from './seed/prepare-database.js';

export interface AppDeps {
  clock?: Clock;
  /** An already opened database (tests share one across apps); otherwise one is opened from config. */
  database?: Database;
}

export interface App {
  app: FastifyInstance;
  database: Database;
}

const jsonBodyLimit = 64 * 1024;

/** Builds the gateway: plugins first, then the modules. Listening is server.ts's job. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const database =
    deps.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !deps.database;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: jsonBodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Clients post empty bodies to calls such as logout; an empty JSON body means "no fields".
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError('Malformed JSON body') as SyntaxError & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  await prepareDatabase(database, config, app.log);

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  const audit = new AuditService(database.db);
  const access = new AccessService(database.db, clock, audit);
  const shell = new ShellService(access);

  healthRoutes(app, database.db);
  accessRoutes(app, access);
  shellRoutes(app, access, shell);
  registerOpenApiRoute(app);
  await registerWebApp(app, config.webDist);

  await app.ready();
  return { app, database };
}
