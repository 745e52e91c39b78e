import {
  brokeragePlans,
  exchangeNames,
  type ExchangeCode,
  preferencesProblem,
  segmentExchanges,
  tradingSegments,
  type TPreferenceForm,
} from '@cdesk/domain';
import { kycStepKeys as keys, refuse } from './kyc-holder.js';
import type { OnboardingStore } from './store.js';

const preferenceScreen = '15';

/** Trading preferences of the account (screen 15): segments, exchanges, brokerage and GST number. */
export class PreferenceService {
  constructor(private readonly store: OnboardingStore) {}

  async load(refNo: string, accountType: 'EW' | 'EMF') {
    const saved = await this.store.loadStep<TPreferenceForm>(refNo, 'F', keys.preference);
    const form: TPreferenceForm = saved ?? {
      segments: ['MF'],
      exchanges: ['1'],
      mfBrokerage: '',
      cmBrokeragePlan: '',
      gstNo: '',
    };
    const offered = accountType === 'EMF' ? (['MF'] as const) : (['MF', 'CM'] as const);
    return {
      accountType,
      form,
      segments: offered.map((code) => ({
        code,
        label: tradingSegments[code],
        exchanges: segmentExchanges[code].map((e) => ({
          code: e,
          label: exchangeNames[e as ExchangeCode],
        })),
      })),
      brokeragePlans: Object.entries(brokeragePlans).map(([code, label]) => ({ code, label })),
    };
  }

  async save(refNo: string, accountType: 'EW' | 'EMF', form: TPreferenceForm) {
    await this.store.assertReached(refNo, preferenceScreen);
    const problem = preferencesProblem(form, accountType);
    if (problem) throw refuse('PREFERENCE', problem);
    const segments = [...new Set(form.segments)];
    await this.store.saveStep(refNo, 'F', keys.preference, {
      segments,
      exchanges: [...new Set(form.exchanges)],
      mfBrokerage: segments.includes('MF') ? form.mfBrokerage : '',
      cmBrokeragePlan: segments.includes('CM') ? form.cmBrokeragePlan : '',
      gstNo: form.gstNo,
    });
    return { nextScreenId: await this.store.advance(refNo, preferenceScreen) };
  }
}
