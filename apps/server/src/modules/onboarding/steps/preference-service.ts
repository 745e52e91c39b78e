import {
  brokerageAskedOf,
  brokeragePlans,
  defaultAccountBrokerage,
  exchangeNames,
  type ExchangeCode,
  preferencesProblem,
  segmentExchanges,
  tradingSegments,
  type TPreferenceForm,
} from '@cdesk/domain';
import { kycStepKeys as keys, refuse } from './kyc-holder.js';
import type { OnboardingStore } from '../store.js';

const preferenceScreen = '15';

/** Trading preferences of the account (screen 15): segments, exchanges, brokerage and GST number. */
export class PreferenceService {
  constructor(private readonly store: OnboardingStore) {}

  private async brokerageAsked(refNo: string): Promise<boolean> {
    const app = await this.store.application(refNo);
    return brokerageAskedOf(app?.origin ?? '');
  }

  async load(refNo: string, accountType: 'EW' | 'EMF') {
    const saved = await this.store.loadStep<TPreferenceForm>(refNo, 'F', keys.preference);
    const brokerageAsked = await this.brokerageAsked(refNo);
    const form: TPreferenceForm = saved ?? {
      segments: ['MF'],
      exchanges: ['1'],
      mfBrokerage: brokerageAsked ? '' : defaultAccountBrokerage.mfBrokerage,
      cmBrokeragePlan: brokerageAsked ? '' : defaultAccountBrokerage.cmBrokeragePlan,
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
      brokerageAsked,
    };
  }

  async save(refNo: string, accountType: 'EW' | 'EMF', given: TPreferenceForm) {
    await this.store.assertReached(refNo, preferenceScreen);
    // A client's brokerage is never taken from the client: what the partner set, else zero.
    const form = (await this.brokerageAsked(refNo))
      ? given
      : { ...given, ...(await this.distributorBrokerage(refNo)) };
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

  private async distributorBrokerage(refNo: string) {
    const saved = await this.store.loadStep<TPreferenceForm>(refNo, 'F', keys.preference);
    return {
      mfBrokerage: saved?.mfBrokerage || defaultAccountBrokerage.mfBrokerage,
      cmBrokeragePlan: saved?.cmBrokeragePlan || defaultAccountBrokerage.cmBrokeragePlan,
    };
  }
}
