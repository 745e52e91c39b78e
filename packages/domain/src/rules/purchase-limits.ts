import type { SchemeType } from '../codes/scheme-types.js';
import { orderMessages } from '../messages.js';
import { formatPaise } from './format.js';
import type { Paise } from './money.js';

/** Minimums, multiples and maximum of a scheme, in paise (maxPaise null when there is none). */
export interface PurchaseLimits {
  minLumpsumPaise: Paise;
  minAdditionalPaise: Paise;
  lumpsumMultiplePaise: Paise;
  minSipPaise: Paise;
  sipMultiplePaise: Paise;
  maxPaise: Paise | null;
}

const rupees = (value: number): Paise => BigInt(value) * 100n;

/** What most AMCs ask by scheme type, where a scheme has no figures of its own. */
export function defaultPurchaseLimits(schemeType: SchemeType): PurchaseLimits {
  const liquid = schemeType === 'LIQUID' || schemeType === 'CASH';
  return {
    minLumpsumPaise: rupees(liquid ? 500 : schemeType === 'OTHERS' ? 1000 : 5000),
    minAdditionalPaise: rupees(liquid ? 500 : 1000),
    lumpsumMultiplePaise: rupees(1),
    minSipPaise: rupees(500),
    sipMultiplePaise: rupees(1),
    maxPaise: null,
  };
}

/** FRESH: first purchase in the scheme; ADDITIONAL: the investor already holds a folio in it. */
export type PurchaseKind = 'FRESH' | 'ADDITIONAL' | 'SIP';

/** The message that blocks the amount, or null when it is allowed. */
export function purchaseAmountIssue(
  amountPaise: Paise,
  kind: PurchaseKind,
  limits: PurchaseLimits,
): string | null {
  if (amountPaise <= 0n) return orderMessages.amountInvalid;
  const minimum =
    kind === 'SIP'
      ? limits.minSipPaise
      : kind === 'ADDITIONAL'
        ? limits.minAdditionalPaise
        : limits.minLumpsumPaise;
  if (amountPaise < minimum) {
    const text = formatPaise(minimum);
    if (kind === 'SIP') return orderMessages.minSip(text);
    return kind === 'ADDITIONAL'
      ? orderMessages.minAdditional(text)
      : orderMessages.minLumpsum(text);
  }
  const multiple = kind === 'SIP' ? limits.sipMultiplePaise : limits.lumpsumMultiplePaise;
  if (multiple > 0n && amountPaise % multiple !== 0n)
    return orderMessages.multiple(formatPaise(multiple));
  if (limits.maxPaise !== null && amountPaise > limits.maxPaise)
    return orderMessages.maxAmount(formatPaise(limits.maxPaise));
  return null;
}
