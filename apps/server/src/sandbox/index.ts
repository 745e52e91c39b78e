import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { BusinessClock } from '../lib/business-clock.js';
import type { Clock } from '../lib/clock.js';
import type { AccessService } from '../modules/access/index.js';
import type { PartnerPlacements } from '../modules/authorise/index.js';
import type { PaymentChoice, PaymentLifecycle } from '../modules/checkout/index.js';
import type { MandateService, PartnerMandates } from '../modules/mandates/index.js';
import type { PortfolioService } from '../modules/portfolio/index.js';
import type { SchemeService } from '../modules/schemes/index.js';
import type { HandoffService } from '../modules/shell/index.js';
import type { SandboxStandIns } from '../providers/index.js';
import { clockSandboxPage } from './clock-page.js';
import { digiLockerSandboxPage } from './digilocker-page.js';
import { esignSandboxRoutes } from './esign-routes.js';
import { evotingSandboxPages } from './evoting-page.js';
import { partnerSandboxPage } from './partner-page.js';
import { mandateSandboxPages } from './mandate-pages.js';
import type { RegistrationMandates } from '../modules/onboarding/index.js';
import { paymentSandboxPages } from './payment-pages.js';
import { sandboxRoutes, type SandboxDeps } from './routes.js';
import { registrarSandboxPages } from './registrar-pages.js';
import { sellingSandboxPages } from './selling-pages.js';
import { tradingHostSandboxPage } from './trading-host-page.js';

export interface SandboxOptions {
  /** Serve the sandbox to every client; otherwise to this machine's own (loopback) clients only. */
  public: boolean;
}

export interface SandboxServices extends SandboxDeps {
  standIns: SandboxStandIns;
  payments: PaymentLifecycle;
  access: AccessService;
  db: Db;
  clock: Clock;
  /** The business clock the page moves; absent when a test fixes the clock. */
  businessClock: BusinessClock | undefined;
  /** Wakes the background jobs that wait for a NAV or a day, after the business clock moves. */
  wakeJobs: () => Promise<void>;
  placements: PartnerPlacements;
  partnerMandates: PartnerMandates;
  schemes: SchemeService;
  portfolio: PortfolioService;
  choice: PaymentChoice;
  mandates: MandateService;
  /** Account opening's mandates, which the bank's page also answers. */
  registrationMandates: RegistrationMandates;
  handoff: HandoffService;
}

function isLoopback(address: string): boolean {
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return (
    plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain) || /^::ffff:127(\.\d{1,3}){3}$/.test(plain)
  );
}

/** Every address a request names as its origin: the socket's and any a proxy forwarded. */
function originAddresses(request: FastifyRequest): string[] {
  const header = (name: string): string => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const forwarded = [...header('forwarded').matchAll(/for="?([^";,]+)/gi)].map((m) => m[1] ?? '');
  const listed = [header('x-forwarded-for'), header('x-real-ip')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [request.socket.remoteAddress ?? '', ...forwarded, ...listed];
}

/**
 * Whether the request comes from this machine. A proxy in front would make every client look local,
 * so an address it forwards counts too: one that is not loopback is enough to refuse.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return originAddresses(request).every(isLoopback);
}

/**
 * The sandbox's pages and inspection paths under /cdesk/sandbox/. Anyone who reaches them reads
 * OTPs and approves payments, so unless they are public they answer 404 to all but loopback
 * clients.
 */
export async function registerSandbox(
  app: FastifyInstance,
  options: SandboxOptions,
  deps: SandboxServices,
): Promise<void> {
  await app.register(async (sandbox) => {
    if (!options.public)
      sandbox.addHook('onRequest', async (request, reply) => {
        if (!fromThisMachine(request)) return reply.callNotFound();
      });
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    sandboxRoutes(sandbox, deps);
    esignSandboxRoutes(sandbox, { ...deps, esign: deps.standIns.esign });
    paymentSandboxPages(sandbox, deps.standIns.paymentGateway, deps.payments);
    mandateSandboxPages(sandbox, deps.standIns.paymentGateway, {
      desk: deps.mandates,
      registration: deps.registrationMandates,
    });
    sellingSandboxPages(sandbox, {
      db: deps.db,
      depository: deps.standIns.depository,
      gateway: deps.standIns.paymentGateway,
    });
    evotingSandboxPages(sandbox, deps.standIns.depository.evoting);
    registrarSandboxPages(sandbox, deps.standIns.registrar);
    partnerSandboxPage(sandbox, deps);
    tradingHostSandboxPage(sandbox, deps.handoff);
    digiLockerSandboxPage(sandbox, deps.standIns.identity);
    // Lets a test make the next bank account verification fail, as a real service sometimes does.
    sandbox.post('/cdesk/sandbox/pennydrop/fail-next', { schema: { hide: true } }, async () => {
      deps.standIns.pennyDrop.failNext();
      return { ok: true };
    });
    if (deps.businessClock) clockSandboxPage(sandbox, deps.businessClock, deps.wakeJobs);
  });
}
