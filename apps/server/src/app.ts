import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createsDatabase, openDatabase, type Database } from './db/client.js';
import { BusinessClock } from './lib/business-clock.js';
import { systemClock, type Clock } from './lib/clock.js';
import { JobRunner } from './lib/jobs/index.js';
import { StartProgress } from './lib/start-progress.js';
import * as accessArea from './modules/access/index.js';
import { AuditService } from './modules/audit/index.js';
import {
  type AuthExecutor,
  AuthExecutors,
  AuthLinks,
  AuthoriseService,
  authoriseRoutes,
  buildExecutors,
  PartnerPlacements,
} from './modules/authorise/index.js';
import {
  cartRoutes,
  OrderPlanner,
  orderRoutes,
  OrderService,
  PaymentChoice,
  PaymentLifecycle,
  paymentRoutes,
  RiskProfiles,
  SavedCarts,
  UpiPayments,
} from './modules/checkout/index.js';
import * as goalsArea from './modules/goals/index.js';
import * as healthArea from './modules/health/index.js';
import {
  AllotmentWorker,
  CartItemChecks,
  purchaseRoutes,
  PurchaseService,
} from './modules/mutual-funds/index.js';
import {
  MarsCatalogue,
  MarsHoldings,
  MarsInvestments,
  MarsRedemptions,
  marsRoutes,
  type MarsOrderReader,
} from './modules/mars/index.js';
import * as nomineeArea from './modules/nominee/index.js';
import * as servicesArea from './modules/services/index.js';
import * as onboardingArea from './modules/onboarding/index.js';
import { OutboxService } from './modules/outbox/index.js';
import {
  DematReports,
  PortfolioReports,
  portfolioRoutes,
  PortfolioService,
} from './modules/portfolio/index.js';
import * as dematReportsArea from './modules/demat-reports/index.js';
import * as plansArea from './modules/plans/index.js';
import * as mandatesArea from './modules/mandates/index.js';
import * as profileArea from './modules/profile/index.js';
import * as reportsArea from './modules/reports/index.js';
import * as taxArea from './modules/tax/index.js';
import { schemeRoutes, SchemeService } from './modules/schemes/index.js';
import * as sellingArea from './modules/selling/index.js';
import { recordedExitLoads, type SaleTaxes } from './modules/selling/index.js';
import { shellRoutes, ShellService } from './modules/shell/index.js';
import { buildProviders } from './providers/index.js';
import type { SandboxStandIns } from './providers/index.js';
import { businessClockStore } from './sandbox/clock-store.js';
import { registerSandbox } from './sandbox/index.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { loggerOptions, logOutput, type LogDestination } from './plugins/logging.js';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { registerWebApp } from './plugins/web-app.js';
import { seedAuthoriseDemo } from './seed/authorise-demo.js';
import { seedMandateDemo } from './seed/mandate-demo.js';
import { prepareDatabase } from './seed/prepare-database.js';

export interface AppDeps {
  clock?: Clock;
  /** Delivery of the outbox on a timer; tests deliver on demand instead. */
  backgroundJobs?: boolean;
  /** An already opened database (tests share one across apps); otherwise one is opened from config. */
  database?: Database;
  /** Where log lines go instead of stdout. */
  logDestination?: LogDestination;
  /** Executors that take their transaction types over from the desk's own (tests). */
  authExecutors?: AuthExecutor[];
}

export interface App {
  app: FastifyInstance;
  database: Database;
  /** Holdings and allotments, for start-up jobs and tests that place orders. */
  portfolio: PortfolioService;
  /** Allots paid orders; tests run it on demand. */
  allotments: AllotmentWorker;
  /** Runs SIP, SWP and STP installments on their day; tests run it on demand. */
  installments: plansArea.PlansArea['installments'];
  /** Prices, switches in and pays out placed sales; tests run it on demand. */
  sales: sellingArea.SellingArea['sales'];
  /** Selling, for systematic plans' installments and tests. */
  sell: sellingArea.SellingArea['sell'];
  /** The sandbox's stand-ins (sandbox mode only), for tests that make them fail or hold. */
  sandbox: SandboxStandIns | undefined;
}

const jsonBodyLimit = 64 * 1024;

type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * Every route validates and serializes through its zod contract. Given as the compiler factories
 * (what setValidatorCompiler would install), they spare each start loading Fastify's default
 * JSON-schema compilers, which would go unused. Fastify types the factories for those defaults.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** How long after listening the scheme listing starts to build. */
const listingWarmDelayMs = 500;

function openDatabaseStage(config: Config, progress: StartProgress): Promise<Database> {
  const options = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  return progress.stage('database', () => openDatabase(options), {
    announce: createsDatabase(options) ? 'creating the database (first start)' : undefined,
  });
}

/**
 * The Fastify instance every call goes through: its logger, body limit, request ids and the zod
 * compilers, and a JSON parser that reads an empty body as no fields.
 */
function createServer(config: Config, destination: LogDestination | undefined): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config, destination),
    bodyLimit: jsonBodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  return app;
}

/**
 * The work a serving instance does besides answering: the scheme listing warmed after it
 * listens, and the job runner that delivers the outbox, allots, runs plan instalments and settles
 * sales.
 */
function runInBackground(
  app: FastifyInstance,
  progress: StartProgress,
  schemes: SchemeService,
  jobs: JobRunner,
): void {
  // A moment after the server listens, the scheme listing is built in the background, in slices
  // that let requests through, before the first investor asks for it. The moment lets the first
  // requests of a start (health checks, a login) pass before its first, coldest slice.
  let warm: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    const count = (schemes: number) => `${schemes.toLocaleString('en-US')} schemes`;
    warm = setTimeout(() => {
      void progress
        .stage('scheme listing', () => schemes.warm(), { summary: count })
        .catch((error: unknown) => app.log.warn({ err: error }, 'scheme listing'));
    }, listingWarmDelayMs);
  });
  app.addHook('onClose', async () => clearTimeout(warm));
  jobs.start();
}

/** Builds the gateway: plugins first, then the modules. Listening is server.ts's job. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const options = { backgroundJobs: true, ...deps };
  const output = await logOutput(config, deps.logDestination);
  const app = createServer(config, output.destination);
  const progress = new StartProgress(app.log, output.live);
  const database = deps.database ?? (await openDatabaseStage(config, progress));
  if (!deps.database) app.addHook('onClose', () => database.close());
  // Live mode runs on the real date; the sandbox on its business clock, unless a test fixes one.
  const businessClock =
    !deps.clock && config.providers === 'sandbox'
      ? new BusinessClock(businessClockStore(database.db), config.sandboxDate)
      : undefined;
  const clock = deps.clock ?? businessClock ?? systemClock;
  if (businessClock) app.addHook('onRequest', () => businessClock.sync());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The web app reckons its dates from the business time, never from the browser's clock.
    reply.header('x-cdesk-business-time', clock.businessNow().toISOString());
  });
  await prepareDatabase(database, config, app.log, progress, { clock, businessClock });

  registerErrorHandler(app);
  registerTextGuard(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  const audit = new AuditService(database.db);
  const schemes = new SchemeService(database.db, clock);
  const providers = buildProviders(config, { db: database.db, clock, navs: schemes });
  const { paymentGateway, orderRouting, esign, requests: providerRequests } = providers;
  app.addHook('onClose', () => providers.close());
  const jobs = new JobRunner(database.db, clock);
  // A close stops claiming jobs and waits for the ones running.
  app.addHook('onClose', () => jobs.stop());
  const outbox = new OutboxService(database.db, providers.otpDelivery, clock, jobs);
  const { access, activation, captcha, limiter, otp, guard } = accessArea.register(app, {
    db: database.db,
    clock,
    audit,
    outbox,
    secretKey: config.secretKey,
    sandbox: providers.sandbox !== undefined,
    providers: {
      depository: providers.depository,
      kyc: providers.kyc,
      requests: providerRequests,
    },
  });
  const shell = new ShellService(database.db, clock, access, outbox, config);
  const portfolio = new PortfolioService(database.db, clock);
  const choice = new PaymentChoice(database.db, paymentGateway);
  const { mandates, partnerMandates } = mandatesArea.register(app, {
    db: database.db,
    clock,
    access,
    otp,
    outbox,
    audit,
    choice,
    esign,
    gateway: paymentGateway,
    secretKey: config.secretKey,
    partnerOf: (partnerId) => shell.partner.ofAccount(partnerId),
    linkBase: config.live?.publicUrl ?? `http://localhost:${config.port}`,
    guard,
  });
  const payments = new PaymentLifecycle(database.db, clock, paymentGateway, audit);
  const upi = new UpiPayments(database.db, clock, paymentGateway, choice, payments);
  const marsCatalogue = new MarsCatalogue(database.db, schemes);
  const marsOrders: MarsOrderReader = {
    // Checkout is put together below; a holding reads its orders only when asked, by then.
    ordersOfMarsTarget: (accountId, marsTarNo) => orders.ordersOfMarsTarget(accountId, marsTarNo),
  };
  const marsHoldings = new MarsHoldings(
    database.db,
    clock,
    marsCatalogue,
    schemes,
    portfolio,
    marsOrders,
  );
  const purchase = new PurchaseService(
    database.db,
    clock,
    schemes,
    portfolio,
    choice,
    shell.profile,
    marsHoldings,
  );
  const planner = new OrderPlanner(database.db, new CartItemChecks(purchase, portfolio));
  const carts = new SavedCarts(database.db, clock);
  const orders = new OrderService(database.db, clock, planner, choice, payments, audit, carts);
  const allotments = new AllotmentWorker(
    database.db,
    clock,
    orderRouting,
    portfolio,
    payments,
    audit,
    jobs,
  );
  // The sell previews estimate a sale's tax; the tax area reads the folios' positions through
  // selling, so it is registered just after, and asked only once a preview is asked for.
  const saleTaxes: SaleTaxes = { ofSale: (...sale) => tax.ofSale(...sale) };
  const { sell, positions, sales } = sellingArea.register(app, {
    db: database.db,
    clock,
    schemes,
    portfolio,
    routing: orderRouting,
    gateway: paymentGateway,
    choice,
    otp,
    depository: providers.depository,
    audit,
    taxes: saleTaxes,
    guard,
    jobs,
  });
  const tax = taxArea.register(app, {
    db: database.db,
    clock,
    positions,
    portfolio,
    schemes,
    exitLoadsOf: (accountIds) => recordedExitLoads(database.db, accountIds),
    guard,
  });
  const {
    plans,
    twoFactor: planTwoFactor,
    registrations: planRegistrations,
    installments,
  } = plansArea.register(app, {
    db: database.db,
    clock,
    schemes,
    portfolio,
    access,
    otp,
    audit,
    gateway: paymentGateway,
    routing: orderRouting,
    selling: sell,
    guard,
    jobs,
  });
  const reports = new PortfolioReports(
    database.db,
    clock,
    schemes,
    shell.accountCodes,
    orders,
    plans,
  );

  const executors = new AuthExecutors(
    buildExecutors({
      db: database.db,
      clock,
      access,
      otp,
      audit,
      schemes,
      portfolio,
      orders,
      choice,
      payments,
      upi,
      sell,
      plans,
      planRegistrations,
      planTwoFactor,
      purchase,
      mars: { catalogue: marsCatalogue, holdings: marsHoldings },
    }),
    deps.authExecutors,
  );
  const authLinks = new AuthLinks(config.secretKey);
  const authorise = new AuthoriseService({
    db: database.db,
    clock,
    access,
    audit,
    choice,
    executors,
    links: authLinks,
    log: app.log,
  });
  const placements = new PartnerPlacements({
    db: database.db,
    clock,
    access,
    audit,
    outbox,
    schemes,
    portfolio,
    choice,
    executors,
    links: authLinks,
    partnerOf: (partnerId) => shell.partner.ofAccount(partnerId),
    linkBase: config.live?.publicUrl ?? `http://localhost:${config.port}`,
  });
  if (config.demoData)
    await database.exclusively(async () => {
      await seedAuthoriseDemo({ placements, access, portfolio, log: app.log });
      await seedMandateDemo({ partnerMandates, access, choice, log: app.log });
    });

  healthArea.register(app, { db: database.db });
  shellRoutes(app, shell, guard);
  profileArea.register(app, { profile: shell.profile, guard });
  schemeRoutes(app, schemes, guard);
  purchaseRoutes(app, { purchase, guard });
  orderRoutes(app, { orders, guard });
  cartRoutes(app, { carts, guard });
  paymentRoutes(app, { choice, upi, payments, guard });
  const demat = new DematReports(database.db, shell.accountCodes, providers.depository);
  portfolioRoutes(app, reports, demat, guard);
  dematReportsArea.register(app, {
    db: database.db,
    clock,
    accountCodes: shell.accountCodes,
    demat,
    portfolio: reports,
    audit,
    access,
    secretKey: config.secretKey,
    guard,
  });
  nomineeArea.register(app, {
    db: database.db,
    clock,
    access,
    audit,
    otp,
    esign,
    profile: shell.profile,
    secretKey: config.secretKey,
    guard,
  });
  const { registrationMandates } = onboardingArea.register(app, {
    db: database.db,
    clock,
    audit,
    otp,
    outbox,
    linkBase: config.live?.publicUrl ?? `http://localhost:${config.port}`,
    providers,
    secretKey: config.secretKey,
    desk: { access, limiter, choice, mandates, nominees: shell.profile },
  });
  reportsArea.register(app, {
    clock,
    portfolio: reports,
    schemes,
    sales: { exitLoadsOf: (accountIds) => recordedExitLoads(database.db, accountIds) },
    guard,
  });
  marsRoutes(app, {
    catalogue: marsCatalogue,
    holdings: marsHoldings,
    investments: new MarsInvestments(marsCatalogue, marsHoldings, purchase),
    redemptions: new MarsRedemptions(database.db, clock, marsHoldings, sell, otp),
    guard,
  });
  authoriseRoutes(app, { authorise, guard });
  servicesArea.register(app, {
    db: database.db,
    clock,
    access,
    audit,
    otp,
    esign,
    secretKey: config.secretKey,
    gateway: paymentGateway,
    depository: providers.depository,
    choice,
    partnerName: async (partnerId) => (await shell.partner.ofAccount(partnerId))?.name ?? '',
    registrar: providers.registrar,
    guard,
  });
  goalsArea.register(app, {
    db: database.db,
    clock,
    schemes,
    holdings: reports,
    riskProfiles: new RiskProfiles(database.db),
    audit,
    guard,
  });
  if (providers.sandbox)
    await registerSandbox(
      app,
      { public: config.sandboxPublic },
      {
        standIns: providers.sandbox,
        db: database.db,
        clock,
        businessClock,
        wakeJobs: () => jobs.wake(),
        outbox,
        captcha,
        activation,
        access,
        mandates,
        registrationMandates,
        payments,
        providerRequests,
        placements,
        partnerMandates,
        schemes,
        portfolio,
        choice,
        handoff: shell.handoff,
      },
    );
  if (options.backgroundJobs) runInBackground(app, progress, schemes, jobs);
  // The API's map is for developers: a production desk shows it only when configured to.
  if (config.openApiDocs) registerOpenApiRoute(app);
  await registerWebApp(app, config.webDist);

  await app.ready();
  return {
    app,
    database,
    portfolio,
    allotments,
    installments,
    sales,
    sell,
    sandbox: providers.sandbox,
  };
}
