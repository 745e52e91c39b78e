import {
  digiLockerKycCall,
  type GatewayCall,
  loadAddressDetailCall,
  loadCkycDownloadScrnCall,
  loadDigiLockerScrnCall,
  loadDigiLockerVrfyCall,
  loadFatcaCall,
  loadFatcaPobCall,
  loadKraDownloadScrnCall,
  loadPersonalDetailCall,
  loadPreferenceScrnCall,
  registrationArea,
  saveCkycDownloadScrnCall,
  saveDataAddressDetailCall,
  saveDataFatcaCall,
  saveDataPersonalDetailCall,
  saveDigiLockerKycCall,
  saveDigiLockerVrfyCall,
  saveKraDownloadCall,
  savePreferenceScrnCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import type { CallHandler } from '../../lib/route.js';
import type { IdentitySources } from '../../providers/kyc-sources/port.js';
import { Geography } from '../nominee/index.js';
import type { OnboardingDeps } from './deps.js';
import { FatcaService } from './steps/fatca-service.js';
import { KycService } from './steps/kyc-service.js';
import { PersonalDetailService } from './steps/personal-service.js';
import { PreferenceService } from './steps/preference-service.js';
import { registrationRoute } from './route.js';
import { applicationOf } from './registration/session.js';

type KycRoute = <C extends GatewayCall>(call: C, summary: string, handler: CallHandler<C>) => void;

/** KycService, PersonalDetailService, FatcaService and PreferenceService (spec 2 section 7). */
export function registerKycRoutes(
  app: FastifyInstance,
  deps: Pick<OnboardingDeps, 'guard' | 'store'>,
  identity: IdentitySources,
): void {
  const { store, guard } = deps;
  const kyc = new KycService(store, identity);
  const route = <C extends GatewayCall>(call: C, summary: string, handler: CallHandler<C>) =>
    registrationRoute(app, guard, call, { summary }, handler);

  route(loadKraDownloadScrnCall, "The holder's KRA record, downloaded by PAN", async (r) =>
    ok(await kyc.loadKra(applicationOf(r).refNo, r.body.holder)),
  );
  route(saveKraDownloadCall, 'Records the KRA outcome and answers the next screen', async (r) =>
    ok(await kyc.saveKra(applicationOf(r).refNo, r.body.holder, r.body.consent)),
  );
  route(loadCkycDownloadScrnCall, "The holder's Central KYC Registry record", async (r) =>
    ok(await kyc.loadCkyc(applicationOf(r).refNo, r.body.holder)),
  );
  route(
    saveCkycDownloadScrnCall,
    'Records the CKYC outcome and answers the next screen',
    async (r) => ok(await kyc.saveCkyc(applicationOf(r).refNo, r.body.holder, r.body.consent)),
  );
  route(loadDigiLockerScrnCall, 'The DigiLocker KYC screen of a holder', async (r) =>
    ok(await kyc.loadDigiLocker(applicationOf(r).refNo, r.body.holder)),
  );
  route(digiLockerKycCall, 'Starts a DigiLocker consent session', async (r) => {
    const { refNo, accountType } = applicationOf(r);
    const area = registrationArea(accountType);
    return ok(await kyc.startDigiLocker(refNo, r.body.holder, area, r.body.aadhaarMobileConsent));
  });
  route(saveDigiLockerKycCall, 'Records what DigiLocker shared for the holder', async (r) => {
    const saved = await kyc.recordDigiLocker(
      applicationOf(r).refNo,
      r.body.holder,
      r.body.sessionId,
    );
    return ok(saved, saved.message);
  });
  route(loadDigiLockerVrfyCall, 'The identity DigiLocker shared, beside the entry', async (r) =>
    ok(await kyc.loadDigiLockerVrfy(applicationOf(r).refNo, r.body.holder)),
  );
  route(saveDigiLockerVrfyCall, 'Confirms the DigiLocker identity', async (r) =>
    ok(await kyc.saveDigiLockerVrfy(applicationOf(r).refNo, r.body.holder, r.body.consent)),
  );
  detailRoutes(store, route);
}

/** Each holder's address, personal and FATCA details, and the account's trading preferences. */
function detailRoutes(store: OnboardingDeps['store'], route: KycRoute): void {
  const personal = new PersonalDetailService(store);
  const fatca = new FatcaService(store, new Geography());
  const preference = new PreferenceService(store);
  route(loadAddressDetailCall, 'The KYC records and addresses to confirm', async (r) =>
    ok(await personal.loadAddress(applicationOf(r).refNo, r.body.holder)),
  );
  route(saveDataAddressDetailCall, 'Saves the confirmed address', async (r) =>
    ok(
      await personal.saveAddress(
        applicationOf(r).refNo,
        r.body.holder,
        r.body.addressSource,
        r.body.confirm,
      ),
    ),
  );
  route(loadPersonalDetailCall, "The holder's personal details and their code tables", async (r) =>
    ok(await personal.loadPersonal(applicationOf(r).refNo, r.body.holder)),
  );
  route(saveDataPersonalDetailCall, "Saves the holder's personal details", async (r) => {
    const { holder, ...form } = r.body;
    return ok(await personal.savePersonal(applicationOf(r).refNo, holder, form));
  });
  route(loadFatcaCall, "The holder's FATCA details, countries and TIN types", async (r) =>
    ok(await fatca.load(applicationOf(r).refNo, r.body.holder)),
  );
  route(
    loadFatcaPobCall,
    'Whether the country of birth lets the account open online',
    async (r) => {
      const answer = await fatca.placeOfBirth(
        applicationOf(r).refNo,
        r.body.holder,
        r.body.countryOfBirth,
      );
      return answer.onlineAllowed === 'Y'
        ? ok(answer)
        : fail(answer, answer.message, 'BORN_OUTSIDE_INDIA');
    },
  );
  route(saveDataFatcaCall, "Saves the holder's FATCA details", async (r) => {
    const { holder, ...form } = r.body;
    return ok(await fatca.save(applicationOf(r).refNo, holder, form));
  });
  route(loadPreferenceScrnCall, 'Trading preferences of the account', async (r) => {
    const { refNo, accountType } = applicationOf(r);
    return ok(await preference.load(refNo, accountType));
  });
  route(savePreferenceScrnCall, 'Saves the trading preferences', async (r) => {
    const { refNo, accountType } = applicationOf(r);
    return ok(await preference.save(refNo, accountType, r.body));
  });
}
