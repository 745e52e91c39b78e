import {
  limitsToText,
  brokerageRateBps,
  bpsToPercentText,
  isRiskLevel,
  orderMessages,
  paiseToRupeeText,
  purchaseConstants,
  purchaseFrequencies,
  schemeTypes,
  type PurchaseFrequencyId,
  type PurchaseLimits,
  type SchemeType,
  type TPurchaseLimits,
} from '@cdesk/domain';
import { AppError } from '../../lib/app-error.js';
import type { SchemeView } from '../schemes/index.js';

/** A scheme's type as the brokerage table knows it. */
export function schemeTypeOf(view: SchemeView): SchemeType {
  return (schemeTypes as readonly string[]).includes(view.schemeType)
    ? (view.schemeType as SchemeType)
    : 'OTHERS';
}

export const isDirectPlan = (view: SchemeView) => view.plan === 'DIRECT';

export function brokerageBpsOf(view: SchemeView): number {
  return brokerageRateBps(schemeTypeOf(view), isDirectPlan(view));
}

export function brokerageText(view: SchemeView): { brokRate: string; brkDetail: string } {
  const bps = brokerageBpsOf(view);
  const brokRate = bpsToPercentText(bps);
  return {
    brokRate,
    brkDetail:
      bps === 0
        ? 'Direct plan: no distributor commission is paid.'
        : `Your distributor earns ${brokRate}% of the amount invested in this regular plan.`,
  };
}

export function limitsOf(view: SchemeView): PurchaseLimits {
  const a = view.attributes;
  return {
    minLumpsumPaise: a.minLumpsumPaise,
    minAdditionalPaise: a.minAdditionalPaise,
    lumpsumMultiplePaise: 100n,
    minSipPaise: a.minSipPaise,
    sipMultiplePaise: 100n,
    maxPaise: a.maxAmountPaise,
  };
}

export function limitsView(limits: PurchaseLimits): TPurchaseLimits {
  return {
    ...limitsToText(limits),
    upiLimit: paiseToRupeeText(purchaseConstants.upiLimitPaise),
  };
}

/** The SIP frequencies a scheme takes, as purchase frequency ids. */
export function sipFrequenciesOf(view: SchemeView): PurchaseFrequencyId[] {
  return view.attributes.sipFrequencies
    .map((f) => f.freqId as string)
    .filter((id): id is PurchaseFrequencyId => id in purchaseFrequencies);
}

/** Days a SIP of the scheme may fall on (every offered day when the scheme lists none). */
export function sipDaysOf(view: SchemeView): number[] {
  return view.attributes.sipDates.length > 0
    ? view.attributes.sipDates
    : Array.from({ length: 28 }, (_, i) => i + 1);
}

export function riskLabel(view: SchemeView): string {
  const label = view.attributes.riskometer.label;
  return isRiskLevel(label) ? label : '';
}

export const schemeNotFound = () =>
  new AppError(400, 'SCHEME_NOT_FOUND', orderMessages.schemeNotFound);
