import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createsDatabase, openDatabase, type Database, type Db } from './db/client.js';
import { BusinessClock } from './lib/business-clock.js';
import { systemClock, type Clock } from './lib/clock.js';
import { JobRunner } from './lib/jobs/index.js';
import { StartProgress } from './lib/start-progress.js';
import * as accessArea from './modules/access/index.js';
import { AuditService } from './modules/audit/index.js';
import * as authoriseArea from './modules/authorise/index.js';
import type { AuthExecutor } from './modules/authorise/index.js';
import * as checkoutArea from './modules/checkout/index.js';
import { RiskProfiles } from './modules/checkout/index.js';
import * as dematReportsArea from './modules/demat-reports/index.js';
import * as goalsArea from './modules/goals/index.js';
import * as healthArea from './modules/health/index.js';
import * as mandatesArea from './modules/mandates/index.js';
import * as marsArea from './modules/mars/index.js';
import type { MarsOrderReader } from './modules/mars/index.js';
import * as mutualFundsArea from './modules/mutual-funds/index.js';
import type { AllotmentWorker } from './modules/mutual-funds/index.js';
import * as nomineeArea from './modules/nominee/index.js';
import * as onboardingArea from './modules/onboarding/index.js';
import { OutboxService } from './modules/outbox/index.js';
import * as plansArea from './modules/plans/index.js';
import * as portfolioArea from './modules/portfolio/index.js';
import { PortfolioService } from './modules/portfolio/index.js';
import * as profileArea from './modules/profile/index.js';
import * as reportsArea from './modules/reports/index.js';
import * as schemesArea from './modules/schemes/index.js';
import { SchemeService } from './modules/schemes/index.js';
import * as sellingArea from './modules/selling/index.js';
import { recordedExitLoads, type SaleTaxes } from './modules/selling/index.js';
import * as servicesArea from './modules/services/index.js';
import * as shellArea from './modules/shell/index.js';
import * as taxArea from './modules/tax/index.js';
import { buildProviders } from './providers/index.js';
import type { Providers, SandboxStandIns } from './providers/index.js';
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

/** What every area is built from: the server, its database and clock, and the providers. */
interface Core {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  businessClock: BusinessClock | undefined;
  progress: StartProgress;
  audit: AuditService;
  schemes: SchemeService;
  providers: Providers;
  /** Runs every background job: allotment, sales' steps, plan installments, the outbox. */
  jobs: JobRunner;
  outbox: OutboxService;
  portfolio: PortfolioService;
  /** The origin the desk's links start with, e.g. https://desk.example.in. */
  linkBase: string;
}

/** The server, the database, the business clock and the plugins every call goes through. */
async function startCore(config: Config, deps: AppDeps): Promise<Core> {
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

  const db = database.db;
  const schemes = new SchemeService(db, clock);
  const providers = buildProviders(config, { db, clock, navs: schemes });
  app.addHook('onClose', () => providers.close());
  const jobs = new JobRunner(db, clock);
  // A close stops claiming jobs and waits for the ones running.
  app.addHook('onClose', () => jobs.stop());
  return {
    app,
    config,
    database,
    db,
    clock,
    businessClock,
    progress,
    audit: new AuditService(db),
    schemes,
    providers,
    jobs,
    outbox: new OutboxService(db, providers.otpDelivery, clock, jobs),
    portfolio: new PortfolioService(db, clock),
    linkBase: config.live?.publicUrl ?? `http://localhost:${config.port}`,
  };
}

/** Logins and the forced steps, the shell, the profile, payments and bank mandates. */
function registerAccount(core: Core) {
  const { app, db, clock, audit, outbox, providers, config } = core;
  const accessParts = accessArea.register(app, {
    db,
    clock,
    audit,
    outbox,
    secretKey: config.secretKey,
    sandbox: providers.sandbox !== undefined,
    providers: {
      depository: providers.depository,
      kyc: providers.kyc,
      requests: providers.requests,
    },
  });
  const { access, otp, guard } = accessParts;
  const shell = shellArea.register(app, { db, clock, access, outbox, config, guard });
  profileArea.register(app, { profile: shell.profile, guard });
  const pay = checkoutArea.openPayments({ db, clock, gateway: providers.paymentGateway, audit });
  const partnerOf = (partnerId: number) => shell.partner.ofAccount(partnerId);
  const { mandates, partnerMandates } = mandatesArea.register(app, {
    db,
    clock,
    access,
    otp,
    outbox,
    audit,
    choice: pay.choice,
    esign: providers.esign,
    gateway: providers.paymentGateway,
    secretKey: config.secretKey,
    partnerOf,
    linkBase: core.linkBase,
    guard,
  });
  return { ...accessParts, ...pay, shell, partnerOf, mandates, partnerMandates };
}

type AccountParts = ReturnType<typeof registerAccount>;

/** Schemes, purchase entry, MARS holdings, the cart and its confirmation, and allotment. */
function registerBuying(core: Core, account: AccountParts) {
  const { app, db, clock, schemes, portfolio, audit } = core;
  const { guard, choice, payments } = account;
  schemesArea.register(app, { schemes, guard });
  const marsOrders: MarsOrderReader = {
    // Checkout is put together below; a holding reads its orders only when asked, by then.
    ordersOfMarsTarget: (accountId, marsTarNo) => orders.ordersOfMarsTarget(accountId, marsTarNo),
  };
  const mars = marsArea.openBook({ db, clock, schemes, portfolio, orders: marsOrders });
  const funds = mutualFundsArea.register(app, {
    db,
    clock,
    schemes,
    portfolio,
    choice,
    payments,
    nominees: account.shell.profile,
    mars: mars.holdings,
    routing: core.providers.orderRouting,
    audit,
    guard,
    jobs: core.jobs,
  });
  const { orders } = checkoutArea.register(app, {
    db,
    clock,
    gateway: core.providers.paymentGateway,
    audit,
    choice,
    payments,
    upi: account.upi,
    items: funds.itemChecks,
    guard,
  });
  return { ...funds, mars, orders };
}

type BuyingParts = ReturnType<typeof registerBuying>;

/** Selling, the tax on a sale, systematic plans and the portfolio's reports. */
function registerSelling(core: Core, account: AccountParts) {
  const { app, db, clock, schemes, portfolio, audit, providers } = core;
  const { otp, guard } = account;
  // The sell previews estimate a sale's tax; the tax area reads the folios' positions through
  // selling, so it is registered just after, and asked only once a preview is asked for.
  const saleTaxes: SaleTaxes = { ofSale: (...sale) => tax.ofSale(...sale) };
  const selling = sellingArea.register(app, {
    db,
    clock,
    schemes,
    portfolio,
    routing: providers.orderRouting,
    gateway: providers.paymentGateway,
    choice: account.choice,
    otp,
    depository: providers.depository,
    audit,
    taxes: saleTaxes,
    guard,
    jobs: core.jobs,
  });
  const exitLoadsOf = (accountIds: number[]) => recordedExitLoads(db, accountIds);
  const tax = taxArea.register(app, {
    db,
    clock,
    positions: selling.positions,
    portfolio,
    schemes,
    exitLoadsOf,
    guard,
  });
  const plans = plansArea.register(app, {
    db,
    clock,
    schemes,
    portfolio,
    access: account.access,
    otp,
    audit,
    gateway: providers.paymentGateway,
    routing: providers.orderRouting,
    selling: selling.sell,
    guard,
    jobs: core.jobs,
  });
  return { ...selling, plans, exitLoadsOf };
}

type SellingParts = ReturnType<typeof registerSelling>;

/** Authorising what the partner placed, with the executors that place it on the desk's orders. */
async function registerAuthorise(
  core: Core,
  parts: { account: AccountParts; buying: BuyingParts; selling: SellingParts },
  extraExecutors: AuthExecutor[] | undefined,
) {
  const { app, db, clock, audit, schemes, portfolio, config } = core;
  const { account, buying, selling } = parts;
  const { placements } = authoriseArea.register(app, {
    db,
    clock,
    access: account.access,
    otp: account.otp,
    audit,
    schemes,
    portfolio,
    orders: buying.orders,
    choice: account.choice,
    payments: account.payments,
    upi: account.upi,
    sell: selling.sell,
    plans: selling.plans.plans,
    planRegistrations: selling.plans.registrations,
    planTwoFactor: selling.plans.twoFactor,
    purchase: buying.purchase,
    mars: buying.mars,
    outbox: core.outbox,
    secretKey: config.secretKey,
    extraExecutors,
    partnerOf: account.partnerOf,
    linkBase: core.linkBase,
    log: app.log,
    guard: account.guard,
  });
  if (config.demoData)
    await core.database.exclusively(async () => {
      await seedAuthoriseDemo({ placements, access: account.access, portfolio, log: app.log });
      await seedMandateDemo({
        partnerMandates: account.partnerMandates,
        access: account.access,
        choice: account.choice,
        log: app.log,
      });
    });
  return placements;
}

/** The reports, MARS, nominees, goals and the service requests. */
function registerReports(
  core: Core,
  parts: { account: AccountParts; buying: BuyingParts; selling: SellingParts },
) {
  const { app, db, clock, audit, schemes, config } = core;
  const { account, buying, selling } = parts;
  const { access, guard, shell } = account;
  const { reports, demat } = portfolioArea.register(app, {
    db,
    clock,
    schemes,
    accountCodes: shell.accountCodes,
    awaiting: buying.orders,
    stops: selling.plans.plans,
    depository: core.providers.depository,
    guard,
  });
  dematReportsArea.register(app, {
    db,
    clock,
    accountCodes: shell.accountCodes,
    demat,
    portfolio: reports,
    audit,
    access,
    secretKey: config.secretKey,
    guard,
  });
  reportsArea.register(app, {
    clock,
    portfolio: reports,
    schemes,
    sales: { exitLoadsOf: selling.exitLoadsOf },
    guard,
  });
  marsArea.register(app, {
    db,
    clock,
    book: buying.mars,
    purchase: buying.purchase,
    sell: selling.sell,
    otp: account.otp,
    guard,
  });
  const riskProfiles = new RiskProfiles(db);
  goalsArea.register(app, { db, clock, schemes, holdings: reports, riskProfiles, audit, guard });
}

/** Nominees, account opening and the service requests: the areas that sign and verify. */
function registerServices(core: Core, account: AccountParts) {
  const { app, db, clock, audit, providers, config } = core;
  const { access, otp, guard, shell } = account;
  const { secretKey } = config;
  const { esign } = providers;
  nomineeArea.register(app, {
    db,
    clock,
    access,
    audit,
    otp,
    esign,
    profile: shell.profile,
    secretKey,
    guard,
  });
  const { registrationMandates } = onboardingArea.register(app, {
    db,
    clock,
    audit,
    otp,
    outbox: core.outbox,
    linkBase: core.linkBase,
    providers,
    secretKey,
    desk: {
      access,
      limiter: account.limiter,
      choice: account.choice,
      mandates: account.mandates,
      nominees: shell.profile,
    },
  });
  servicesArea.register(app, {
    db,
    clock,
    access,
    audit,
    otp,
    esign,
    secretKey,
    gateway: providers.paymentGateway,
    depository: providers.depository,
    choice: account.choice,
    partnerName: async (partnerId) => (await shell.partner.ofAccount(partnerId))?.name ?? '',
    registrar: providers.registrar,
    guard,
  });
  return registrationMandates;
}

/** Builds the gateway: plugins first, then the areas. Listening is server.ts's job. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const core = await startCore(config, deps);
  const { app, db, clock, providers } = core;
  const account = registerAccount(core);
  const buying = registerBuying(core, account);
  const selling = registerSelling(core, account);
  const parts = { account, buying, selling };
  const placements = await registerAuthorise(core, parts, deps.authExecutors);
  healthArea.register(app, { db });
  registerReports(core, parts);
  const registrationMandates = registerServices(core, account);
  const { allotments } = buying;
  const { installments } = selling.plans;
  const { sales } = selling;
  if (providers.sandbox)
    await registerSandbox(
      app,
      { public: config.sandboxPublic },
      {
        standIns: providers.sandbox,
        db,
        clock,
        businessClock: core.businessClock,
        wakeJobs: () => core.jobs.wake(),
        outbox: core.outbox,
        captcha: account.captcha,
        activation: account.activation,
        access: account.access,
        mandates: account.mandates,
        registrationMandates,
        payments: account.payments,
        providerRequests: providers.requests,
        placements,
        partnerMandates: account.partnerMandates,
        schemes: core.schemes,
        portfolio: core.portfolio,
        choice: account.choice,
        handoff: account.shell.handoff,
      },
    );
  if (deps.backgroundJobs ?? true) runInBackground(app, core.progress, core.schemes, core.jobs);
  // The API's map is for developers: a production desk shows it only when configured to.
  if (config.openApiDocs) registerOpenApiRoute(app);
  await registerWebApp(app, config.webDist);

  await app.ready();
  return {
    app,
    database: core.database,
    portfolio: core.portfolio,
    allotments,
    installments,
    sales,
    sell: selling.sell,
    sandbox: providers.sandbox,
  };
}
