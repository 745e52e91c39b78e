import {
  getAllowedAccTypeCall,
  loadHolderTaxStatusCall,
  loadMobEmailCall,
  loadPanDobCall,
  removeHolderDetailCall,
  saveAccTypeCall,
  saveDataMobEmailCall,
  saveHolderTaxStatusCall,
  savePanDobCall,
  vrfyMobEmailCall,
  vrfyMobEmailLinkCall,
  type GatewayCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import type { CallHandler } from '../../lib/route.js';
import type { OnboardingDeps } from './deps.js';
import { HolderService, type StepOutcome } from './steps/holder-service.js';
import { MobileEmailService } from './registration/mobile-email-service.js';
import { registrationRoute } from './route.js';
import { applicationOf, registrationExpired } from './registration/session.js';

/** A step's outcome as the envelope: a refusal carries its words and what data it has. */
function envelopeOf<T>(outcome: StepOutcome<T>, errCode = 'REFUSED') {
  return outcome.ok
    ? ok(outcome.data, outcome.message ?? '')
    : fail(outcome.data as T, outcome.message, errCode);
}

type HolderRoute = <C extends GatewayCall>(
  call: C,
  options: Parameters<typeof registrationRoute>[3],
  handler: CallHandler<C>,
) => void;

/** Steps 5 to 10 (and each holder's 18/19, 24/25, 30/31): holders, PAN and DOB, contacts. */
export function registerHolderRoutes(app: FastifyInstance, deps: OnboardingDeps): void {
  const holders = new HolderService({
    db: deps.db,
    store: deps.store,
    clock: deps.clock,
  });
  const route = <C extends GatewayCall>(
    call: C,
    options: Parameters<typeof registrationRoute>[3],
    handler: CallHandler<C>,
  ) => registrationRoute(app, deps.guard, call, options, handler);

  route(
    loadHolderTaxStatusCall,
    { summary: 'Step 5: holding pattern and tax status' },
    async (request) => ok(await holders.loadHolderTaxStatus(applicationOf(request).refNo)),
  );
  route(
    saveHolderTaxStatusCall,
    { summary: 'Step 5: saves the holding pattern and tax status' },
    async (request) =>
      envelopeOf(await holders.saveHolderTaxStatus(applicationOf(request).refNo, request.body)),
  );
  route(
    getAllowedAccTypeCall,
    { summary: 'Step 6: the account types this application may open' },
    async (request) => ok(await holders.getAllowedAccType(applicationOf(request).refNo)),
  );
  route(saveAccTypeCall, { summary: 'Step 6: saves the account type' }, async (request) =>
    envelopeOf(await holders.saveAccType(applicationOf(request).refNo, request.body.formType)),
  );
  route(
    loadPanDobCall,
    { summary: 'Steps 7 and 8: PAN and date of birth of the holders or the guardian' },
    async (request) =>
      envelopeOf(await holders.loadPanDob(applicationOf(request), request.body.isGuardian === 'Y')),
  );
  route(
    savePanDobCall,
    { summary: 'Steps 7 and 8: saves PAN, date of birth and name' },
    async (request) =>
      envelopeOf(
        await holders.savePanDob(
          applicationOf(request),
          request.body.isGuardian === 'Y',
          request.body.holders,
        ),
      ),
  );
  route(removeHolderDetailCall, { summary: 'Removes a second or third holder' }, async (request) =>
    envelopeOf(await holders.removeHolderDetail(applicationOf(request).refNo, request.body.holder)),
  );
  contactRoutes(app, deps, route);
}

/** Steps 9 and 10: each holder's mobile and e-mail, verified by OTP or by an e-mail link. */
function contactRoutes(app: FastifyInstance, deps: OnboardingDeps, route: HolderRoute): void {
  const contacts = new MobileEmailService({
    db: deps.db,
    store: deps.store,
    otp: deps.otp,
    outbox: deps.outbox,
    clock: deps.clock,
  });
  route(loadMobEmailCall, { summary: "A holder's mobile and e-mail" }, async (request) =>
    envelopeOf(await contacts.loadMobEmail(applicationOf(request).refNo, request.body.holder)),
  );
  route(
    saveDataMobEmailCall,
    { summary: "Saves a holder's mobile and e-mail and sends their OTPs" },
    async (request) =>
      envelopeOf(await contacts.saveDataMobEmail(applicationOf(request).refNo, request.body)),
  );
  route(
    vrfyMobEmailCall,
    { summary: "Verifies a holder's mobile and e-mail by their OTPs" },
    async (request) =>
      envelopeOf(
        await contacts.vrfyMobEmail(applicationOf(request).refNo, request.body, request.ip),
      ),
  );
  // The link's page has no registration session: `confirm` is open, the others need the application.
  const linkGuard = deps.guard({ application: true });
  route(
    vrfyMobEmailLinkCall,
    {
      summary:
        'Verifies an e-mail by a link: sends it, confirms it, or tells whether it was opened',
      access: 'open',
    },
    async (request, reply) => {
      const { action, holder, token } = request.body;
      if (action === 'confirm') return envelopeOf(await contacts.confirmEmailLink(token));
      await linkGuard.call(app, request, reply);
      if (!request.registration) throw registrationExpired();
      const { refNo } = applicationOf(request);
      if (action === 'send') await deps.store.assertNotSigned(refNo);
      return envelopeOf(
        action === 'send'
          ? await contacts.sendEmailLink(refNo, holder, deps.linkBase)
          : await contacts.emailLinkStatus(refNo, holder),
      );
    },
  );
}
