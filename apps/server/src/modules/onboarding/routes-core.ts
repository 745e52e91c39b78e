import {
  fetchBackNextScreenCall,
  fetchCenterCall,
  fetchClientAccountsCall,
  fetchHelpNoCall,
  fetchPartnerCall,
  generateRefnoCall,
  generateRegOtpCall,
  getPartnerDtlByRefNoCall,
  getRefNoDataWithTokenCall,
  loadCenterPartnerCall,
  saveCenterPartnerCall,
  searchLoginCall,
  terminateSessionCall,
  verifyRegOtpCall,
  type GatewayCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import type { CallHandler } from '../../lib/route.js';
import type { OnboardingDeps } from './deps.js';
import { registrationRoute } from './route.js';
import { applicationOf, registrationOf } from './registration/session.js';

/** Login, session, applications, Back and Next, centre and partner. */
export function registerCoreRoutes(app: FastifyInstance, deps: OnboardingDeps): void {
  const { guard, login, registration, centrePartner } = deps;
  const route = <C extends GatewayCall>(
    call: C,
    options: Parameters<typeof registrationRoute>[3],
    handler: CallHandler<C>,
  ) => registrationRoute(app, guard, call, options, handler);

  route(fetchHelpNoCall, { summary: 'The help line number', access: 'open' }, async () =>
    ok(login.helpNo()),
  );
  route(
    generateRegOtpCall,
    { summary: 'Sends an OTP to the mobile or e-mail a registration logs in with', access: 'open' },
    async (request) => {
      const sent = await login.generateOtp(request.body, request.ip);
      return sent.ok ? ok(sent.data, sent.message) : fail(sent.data, sent.message, 'OTP_LIMIT');
    },
  );
  route(
    verifyRegOtpCall,
    { summary: 'Checks the OTP and opens a registration session', access: 'open' },
    async (request) => ok(await login.verifyOtp(request.body, request.audit)),
  );
  route(
    searchLoginCall,
    { summary: "The login's applications", access: 'session' },
    async (request) => ok(await login.searchLogin(registrationOf(request))),
  );
  route(
    fetchClientAccountsCall,
    { summary: 'Wealth accounts already held with the login mobile or e-mail', access: 'session' },
    async (request) => ok(await login.clientAccounts(registrationOf(request))),
  );
  route(
    generateRefnoCall,
    { summary: 'Starts a new application', access: 'session' },
    async (request) =>
      ok(await registration.generateRefno(registrationOf(request), request.body, request.audit)),
  );
  route(
    getRefNoDataWithTokenCall,
    { summary: "Resumes one of the login's applications", access: 'session' },
    async (request) =>
      ok(await registration.resume(registrationOf(request), request.body.refNo, request.audit)),
  );
  route(
    terminateSessionCall,
    { summary: 'Logs the registration out', access: 'session' },
    async (request) => ok(await registration.terminate(registrationOf(request), request.audit)),
  );
  route(
    fetchBackNextScreenCall,
    { summary: 'Back and Next targets of a screen' },
    async (request) =>
      ok(await registration.backNext(applicationOf(request), request.body.screenId)),
  );
  route(fetchCenterCall, { summary: 'Centres', access: 'session' }, async (request) =>
    ok(await centrePartner.centres(request.body.search)),
  );
  route(
    fetchPartnerCall,
    { summary: 'The partner with an ARN or partner code', access: 'session' },
    async (request) => ok({ partner: (await centrePartner.partner(request.body.search)).view }),
  );
  route(
    getPartnerDtlByRefNoCall,
    { summary: "The partner behind a partner's registration link", access: 'open' },
    async (request) => ok(await centrePartner.partnerByLink(request.body.refNo)),
  );
  route(loadCenterPartnerCall, { summary: "Step 4's saved choice" }, async (request) =>
    ok(await centrePartner.load(applicationOf(request))),
  );
  route(
    saveCenterPartnerCall,
    { summary: 'Saves the centre and partner of the application' },
    async (request) => ok(await centrePartner.save(applicationOf(request), request.body)),
  );
}
