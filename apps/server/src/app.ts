import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import {
  accessRoutes,
  AccessService,
  AttemptLimiter,
  ActivationService,
  CaptchaService,
  mappingRoutes,
  MappingService,
  OtpService,
  recoveryRoutes,
  RecoveryService,
} from './modules/access/index.js';
import { AuditService } from './modules/audit/index.js';
import {
  OrderPlanner,
  orderRoutes,
  OrderService,
  PaymentChoice,
  PaymentLifecycle,
  paymentRoutes,
  UpiPayments,
} from './modules/checkout/index.js';
import { healthRoutes } from './modules/health/routes.js';
import {
  AllotmentWorker,
  CartItemChecks,
  purchaseRoutes,
  PurchaseService,
} from './modules/mutual-funds/index.js';
import { nomineeServices } from './modules/nominee/index.js';
import { nomineeRoutes } from './modules/nominee/routes.js';
import { OutboxService } from './modules/outbox/index.js';
import { PortfolioReports, portfolioRoutes, PortfolioService } from './modules/portfolio/index.js';
import { profileRoutes } from './modules/profile/index.js';
import { schemeRoutes, SchemeService } from './modules/schemes/index.js';
import { shellRoutes, ShellService } from './modules/shell/index.js';
import { buildProviders } from './providers/index.js';
import { providerCallbackRoutes } from './modules/access/provider-callback-routes.js';
import type { SandboxStandIns } from './providers/index.js';
import { registerSandbox } from './sandbox/index.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerSession } from './plugins/session.js';
import { registerWebApp } from './plugins/web-app.js';
import { prepareDatabase } from './seed/prepare-database.js';

export interface AppDeps {
  clock?: Clock;
  /** Delivery of the outbox on a timer; tests deliver on demand instead. */
  backgroundJobs?: boolean;
  /** An already opened database (tests share one across apps); otherwise one is opened from config. */
  database?: Database;
}

export interface App {
  app: FastifyInstance;
  database: Database;
  /** Holdings and allotments, for start-up jobs and tests that place orders. */
  portfolio: PortfolioService;
  /** Allots paid orders; tests run it on demand. */
  allotments: AllotmentWorker;
  /** The sandbox's stand-ins (sandbox mode only), for tests that make them fail or hold. */
  sandbox: SandboxStandIns | undefined;
}

const jsonBodyLimit = 64 * 1024;

/** Builds the gateway: plugins first, then the modules. Listening is server.ts's job. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const options = { backgroundJobs: true, ...deps };
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
  await prepareDatabase(database, config, app.log, clock);

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  const audit = new AuditService(database.db);
  const schemes = new SchemeService(database.db, clock);
  const providers = buildProviders(config, { db: database.db, clock, navs: schemes });
  const { paymentGateway, orderRouting, esign, requests: providerRequests } = providers;
  app.addHook('onClose', () => providers.close());
  const outbox = new OutboxService(database.db, providers.otpDelivery, clock);
  const captcha = new CaptchaService(
    database.db,
    clock,
    config.secretKey,
    providers.sandbox !== undefined,
  );
  const limiter = new AttemptLimiter(database.db, clock);
  const otp = new OtpService(database.db, clock, outbox, limiter, config.secretKey);
  const access = new AccessService(database.db, clock, audit, captcha, otp, limiter);
  const activation = new ActivationService(
    database.db,
    clock,
    audit,
    access,
    providers.depository,
    providers.kyc,
    providerRequests,
  );
  const recovery = new RecoveryService(database.db, clock, audit, access, otp, outbox);
  const mapping = new MappingService(database.db, clock, audit, access);
  const shell = new ShellService(database.db, clock, access, outbox, config);
  const portfolio = new PortfolioService(database.db, clock);
  const guard = registerSession(app, { access, activation });
  const choice = new PaymentChoice(database.db, paymentGateway);
  const payments = new PaymentLifecycle(database.db, clock, paymentGateway, audit);
  const upi = new UpiPayments(database.db, clock, paymentGateway, choice, payments);
  const purchase = new PurchaseService(
    database.db,
    clock,
    schemes,
    portfolio,
    choice,
    shell.profile,
  );
  const planner = new OrderPlanner(database.db, new CartItemChecks(purchase, portfolio));
  const orders = new OrderService(database.db, clock, planner, choice, payments, audit);
  const allotments = new AllotmentWorker(
    database.db,
    clock,
    orderRouting,
    portfolio,
    payments,
    audit,
  );
  const reports = new PortfolioReports(database.db, clock, schemes, shell.accountCodes);
  const nominee = nomineeServices({
    db: database.db,
    clock,
    access,
    audit,
    otp,
    esign,
    profile: shell.profile,
    secretKey: config.secretKey,
  });

  healthRoutes(app, database.db);
  accessRoutes(app, { access, activation, captcha, guard });
  recoveryRoutes(app, recovery);
  mappingRoutes(app, mapping, guard);
  shellRoutes(app, shell, guard);
  profileRoutes(app, shell.profile, guard);
  schemeRoutes(app, schemes, guard);
  purchaseRoutes(app, { purchase, guard });
  orderRoutes(app, { orders, guard });
  paymentRoutes(app, { choice, upi, payments, guard });
  portfolioRoutes(app, reports, guard);
  nomineeRoutes(app, nominee, guard);
  providerCallbackRoutes(app, {
    activation,
    requests: providerRequests,
    kyc: providers.kyc,
    depository: providers.depository,
  });
  if (providers.sandbox)
    await registerSandbox(
      app,
      { public: config.sandboxPublic },
      {
        standIns: providers.sandbox,
        db: database.db,
        clock,
        outbox,
        captcha,
        activation,
        access,
        payments,
        providerRequests,
      },
    );
  if (options.backgroundJobs) {
    // The scheme listing is built before the first investor asks for it.
    void schemes.warm().catch((error: unknown) => app.log.warn({ err: error }, 'scheme listing'));
    outbox.start();
    app.addHook('onClose', () => outbox.stop());
    allotments.start();
    app.addHook('onClose', () => allotments.stop());
  }
  registerOpenApiRoute(app);
  await registerWebApp(app, config.webDist);

  await app.ready();
  return { app, database, portfolio, allotments, sandbox: providers.sandbox };
}
