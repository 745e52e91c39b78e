import {
  parseRupeesToPaise,
  purchaseAmountIssue,
  type PurchaseKind,
  type PurchaseLimits,
} from '@cdesk/domain';
import type { CartItem, CartSip, CartSwp } from '../../checkout';
import type { SchemeDetail } from './purchase-calls';

export type OrderKind = 'LUMPSUM' | 'SIP';

const paise = (rupees: string): bigint => parseRupeesToPaise(rupees) ?? 0n;

/** The scheme's limits (rupee text in the reply) as the domain rule takes them. */
export function limitsOf(detail: SchemeDetail): PurchaseLimits {
  const { limits } = detail;
  return {
    minLumpsumPaise: paise(limits.minLumpsum),
    minAdditionalPaise: paise(limits.minAdditional),
    lumpsumMultiplePaise: paise(limits.lumpsumMultiple),
    minSipPaise: paise(limits.minSip),
    sipMultiplePaise: paise(limits.sipMultiple),
    maxPaise: limits.maxAmount ? paise(limits.maxAmount) : null,
  };
}

/** An existing folio makes a lumpsum an additional purchase, with its own minimum. */
export function purchaseKind(detail: SchemeDetail, kind: OrderKind): PurchaseKind {
  if (kind === 'SIP') return 'SIP';
  return detail.isFresh === 'N' ? 'ADDITIONAL' : 'FRESH';
}

export function minimumPaise(detail: SchemeDetail, kind: OrderKind): bigint {
  const limits = limitsOf(detail);
  const which = purchaseKind(detail, kind);
  if (which === 'SIP') return limits.minSipPaise;
  return which === 'ADDITIONAL' ? limits.minAdditionalPaise : limits.minLumpsumPaise;
}

/** The message that blocks the typed amount, or null. */
export function amountProblem(text: string, detail: SchemeDetail, kind: OrderKind): string | null {
  const value = parseRupeesToPaise(text);
  return purchaseAmountIssue(value ?? -1n, purchaseKind(detail, kind), limitsOf(detail));
}

interface ItemInput {
  detail: SchemeDetail;
  ccode: string;
  nfo: boolean;
  kind: OrderKind;
  paise: bigint;
  brokeragePaise: bigint;
  sip?: CartSip;
  swp?: CartSwp;
}

export function buildCartItem(input: ItemInput): CartItem {
  const { detail, kind, nfo } = input;
  const lumpsum = kind === 'LUMPSUM';
  return {
    ccode: input.ccode,
    schcode: detail.schCode,
    schemeName: detail.schemeName,
    trxnType: nfo ? (lumpsum ? 'NPIP' : 'NSIP') : lumpsum ? 'PIP' : 'SIP',
    isDirect: detail.planType === 'D' ? 'Y' : 'N',
    schOpt: detail.schOpt,
    schExch: detail.schExchange,
    folioNo: detail.folioNo,
    totalAmount: Number(input.paise),
    brokerage: Number(input.brokeragePaise),
    riskometerVal: detail.riskometerVal,
    isLiquid: detail.isLiquid === 'Y',
    riskDeclAccepted: 'N',
    ...(input.sip && { sip: input.sip }),
    ...(input.swp && { swp: input.swp }),
  };
}
