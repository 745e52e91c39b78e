import { onboardingKycMessages as m } from '../../catalogue/onboarding-kyc.js';
import {
  brokeragePlanIds,
  segmentExchanges,
  tradingSegmentIds,
  type TradingSegment,
} from '../../codes/onboarding-kyc.js';
import { type EntryOrigin, partnerSideOrigins } from '../../codes/onboarding-entry.js';
import { accountBrokerageHundredths } from '../brokerage.js';
import { isValidGstin } from './gst.js';

export interface TradingPreferences {
  segments: string[];
  exchanges: string[];
  mfBrokerage: string;
  cmBrokeragePlan: string;
  gstNo: string;
}

/**
 * The distributor's brokerage is the distributor's to set: a partner or staff entry sets it on
 * screen 15; a client is never asked, and the account opens with what the partner set earlier or
 * with zero brokerage.
 */
export function brokerageAskedOf(origin: string): boolean {
  return (partnerSideOrigins as readonly string[]).includes(origin as EntryOrigin);
}

/** The brokerage an account opens with when nobody on the distributor's side set one. */
export const defaultAccountBrokerage = { mfBrokerage: '0', cmBrokeragePlan: '3' } as const;

/** The first problem of the trading preferences; an EMF account trades mutual funds only. */
export function preferencesProblem(
  form: TradingPreferences,
  accountType: 'EW' | 'EMF',
): string | null {
  const segments = [...new Set(form.segments)];
  if (segments.length === 0) return m.segments;
  if (segments.some((s) => !(tradingSegmentIds as string[]).includes(s))) return m.segments;
  if (accountType === 'EMF' && segments.some((s) => s !== 'MF')) return m.emfSegments;
  const offered = segments.flatMap((s) => segmentExchanges[s as TradingSegment]);
  if (form.exchanges.some((e) => !offered.includes(e))) return m.exchangeSegment;
  for (const segment of segments)
    if (!segmentExchanges[segment as TradingSegment].some((e) => form.exchanges.includes(e)))
      return m.exchanges;
  if (segments.includes('MF') && accountBrokerageHundredths(form.mfBrokerage) === null)
    return m.brokerage;
  if (segments.includes('CM') && !(brokeragePlanIds as string[]).includes(form.cmBrokeragePlan))
    return m.brokeragePlan;
  if (form.gstNo.trim() !== '' && !isValidGstin(form.gstNo)) return m.gstNumber;
  return null;
}
