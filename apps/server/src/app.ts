import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { ActivationService } from './modules/access/activation-service.js';
import { CaptchaService } from './modules/access/captcha-service.js';
import { MappingService } from './modules/access/mapping-service.js';
import { mappingRoutes } from './modules/access/mapping-routes.js';
import { OtpService } from './modules/access/otp-service.js';
import { recoveryRoutes } from './modules/access/recovery-routes.js';
import { RecoveryService } from './modules/access/recovery-service.js';
import { accessRoutes } from './modules/access/routes.js';
import { AccessService } from './modules/access/service.js';
import { OutboxService } from './modules/outbox/service.js';
import { PortfolioReports } from './modules/portfolio/reports-service.js';
import { portfolioRoutes } from './modules/portfolio/routes.js';
import { PortfolioService } from './modules/portfolio/service.js';
import { schemeRoutes } from './modules/schemes/routes.js';
import { SchemeService } from './modules/schemes/service.js';
import { buildProviders } from './providers/index.js';
import { sandboxRoutes } from './sandbox/routes.js';
import { AllotmentWorker } from './modules/mutual-funds/allotment-worker.js';
import { PurchaseService } from './modules/mutual-funds/purchase-service.js';
import { purchaseRoutes } from './modules/mutual-funds/routes.js';
import type { SandboxOrderRouting } from './providers/order-routing/sandbox.js';
import type { SandboxPaymentGateway } from './providers/payment-gateway/sandbox.js';
import { paymentSandboxPages } from './sandbox/payment-pages.js';
import { AuditService } from './modules/audit/service.js';
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
import { nomineeServices } from './modules/nominee/index.js';
import { nomineeRoutes } from './modules/nominee/routes.js';
import { esignSandboxRoutes } from './sandbox/esign-routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { shellRoutes } from './modules/shell/routes.js';
import { ShellService } from './modules/shell/service.js';
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
  /** The sandbox gateway and registrar, for tests that make them fail or hold. */
  paymentGateway: SandboxPaymentGateway;
  orderRouting: SandboxOrderRouting;
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

  const sandbox = config.providers === 'sandbox';
  const audit = new AuditService(database.db);
  const schemes = new SchemeService(database.db, clock);
  const providers = buildProviders(config, { db: database.db, clock, navs: schemes });
  const { paymentGateway, orderRouting, esign, requests: providerRequests } = providers;
  const outbox = new OutboxService(database.db, providers.otpDelivery, clock);
  const captcha = new CaptchaService(database.db, clock, config.secretKey, sandbox);
  const otp = new OtpService(database.db, clock, outbox, config.secretKey);
  const access = new AccessService(database.db, clock, audit, captcha, otp);
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
  const planner = new OrderPlanner(database.db, purchase, portfolio);
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
  if (sandbox) await sandboxRoutes(app, { outbox, captcha, activation, providerRequests });
  if (sandbox)
    await esignSandboxRoutes(app, {
      db: database.db,
      esign,
      providerRequests,
      outbox,
      access,
      clock,
    });
  if (sandbox) await paymentSandboxPages(app, paymentGateway, payments);
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
  return { app, database, portfolio, allotments, paymentGateway, orderRouting };
}
