import {
  bornWhereOnlineOpens,
  fatcaProblem,
  type HolderRole,
  indiaCountryCode,
  onboardingKycMessages as m,
  panTinType,
  screenIdFor,
  type TFatcaForm,
  tinTypes,
} from '@cdesk/domain';
import type { Geography } from '../../nominee/index.js';
import { enteredHolder, fullNameOf, kycStepKeys as keys, refuse } from './kyc-holder.js';
import type { ConfirmedAddress } from './personal-service.js';
import type { OnboardingStore } from '../store.js';

/**
 * FATCA details of a holder (screens 14, 23, 29 and the guardian's 65): nationality, birth and tax
 * residencies. A person born outside India cannot open the account online (spec 2 section 4).
 */
export class FatcaService {
  constructor(
    private readonly store: OnboardingStore,
    private readonly geography: Geography,
  ) {}

  async load(refNo: string, role: HolderRole) {
    const entered = await enteredHolder(this.store, refNo, role);
    const saved = await this.store.loadStep<TFatcaForm>(refNo, role, keys.fatca);
    const address = await this.store.loadStep<ConfirmedAddress>(refNo, role, keys.address);
    const form: TFatcaForm = saved ?? {
      nationality: indiaCountryCode,
      placeOfBirth: address?.address.city ?? '',
      countryOfBirth: indiaCountryCode,
      taxResidencies: [{ country: indiaCountryCode, tin: entered.pan, tinType: panTinType }],
      declaration: 'N',
    };
    return {
      holder: role,
      holderName: fullNameOf(entered),
      pan: entered.pan,
      form,
      countries: this.geography.countries().map((c) => ({ code: c.geoCode, label: c.geoName })),
      tinTypes: Object.entries(tinTypes).map(([code, label]) => ({ code, label })),
    };
  }

  async placeOfBirth(refNo: string, role: HolderRole, countryOfBirth: string) {
    await enteredHolder(this.store, refNo, role);
    if (countryOfBirth === '') throw refuse('FATCA', m.countryOfBirth);
    const allowed = bornWhereOnlineOpens(countryOfBirth);
    return {
      onlineAllowed: allowed ? ('Y' as const) : ('N' as const),
      message: allowed ? '' : m.bornOutsideIndia,
    };
  }

  async save(refNo: string, role: HolderRole, form: TFatcaForm) {
    await this.store.assertReached(refNo, screenIdFor('fatca', role));
    const entered = await enteredHolder(this.store, refNo, role);
    const known = new Set(this.geography.countries().map((c) => c.geoCode));
    const countries = [
      form.nationality,
      form.countryOfBirth,
      ...form.taxResidencies.map((r) => r.country),
    ];
    if (countries.some((code) => code !== '' && !known.has(code)))
      throw refuse('FATCA', m.fatcaRequired);
    const problem = fatcaProblem(form, entered.pan);
    if (problem === m.bornOutsideIndia) throw refuse('BORN_OUTSIDE_INDIA', problem);
    if (problem) throw refuse('FATCA', problem);
    await this.store.saveStep(refNo, role, keys.fatca, form);
    return { nextScreenId: await this.store.advance(refNo, screenIdFor('fatca', role)) };
  }
}
