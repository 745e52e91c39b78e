import { type Paise, paiseToRupeeText, parseRupeesToPaise } from './money.js';
import type { PurchaseKind, PurchaseLimits } from './purchase-limits.js';

/** A SIP is a SIP; a lumpsum into an AMC where the investor has a folio is ADDITIONAL, else FRESH. */
export function purchaseKindOf(sip: boolean, hasFolio: boolean): PurchaseKind {
  if (sip) return 'SIP';
  return hasFolio ? 'ADDITIONAL' : 'FRESH';
}

/** Limits as the scheme detail reply carries them: rupee text with two decimals ('' for no maximum). */
export interface PurchaseLimitsText {
  minLumpsum: string;
  minAdditional: string;
  lumpsumMultiple: string;
  minSip: string;
  sipMultiple: string;
  maxAmount: string;
}

export function limitsToText(limits: PurchaseLimits): PurchaseLimitsText {
  return {
    minLumpsum: paiseToRupeeText(limits.minLumpsumPaise),
    minAdditional: paiseToRupeeText(limits.minAdditionalPaise),
    lumpsumMultiple: paiseToRupeeText(limits.lumpsumMultiplePaise),
    minSip: paiseToRupeeText(limits.minSipPaise),
    sipMultiple: paiseToRupeeText(limits.sipMultiplePaise),
    maxAmount: limits.maxPaise === null ? '' : paiseToRupeeText(limits.maxPaise),
  };
}

export function limitsFromText(limits: PurchaseLimitsText): PurchaseLimits {
  const paise = (rupees: string): Paise => parseRupeesToPaise(rupees) ?? 0n;
  return {
    minLumpsumPaise: paise(limits.minLumpsum),
    minAdditionalPaise: paise(limits.minAdditional),
    lumpsumMultiplePaise: paise(limits.lumpsumMultiple),
    minSipPaise: paise(limits.minSip),
    sipMultiplePaise: paise(limits.sipMultiple),
    maxPaise: limits.maxAmount ? paise(limits.maxAmount) : null,
  };
}
