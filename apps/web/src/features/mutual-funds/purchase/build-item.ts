import {
  limitsFromText,
  parseRupeesToPaise,
  purchaseAmountIssue,
  purchaseKindOf,
  type PurchaseKind,
} from '@cdesk/domain';
import type { CartItem, CartSip, CartSwp } from '../../checkout';
import type { SchemeDetail } from './purchase-calls';

export type OrderKind = 'LUMPSUM' | 'SIP';

const limitsOf = (detail: SchemeDetail) => limitsFromText(detail.limits);

/** An existing folio makes a lumpsum an additional purchase, with its own minimum. */
const kindOf = (detail: SchemeDetail, kind: OrderKind): PurchaseKind =>
  purchaseKindOf(kind === 'SIP', detail.isFresh === 'N');

export function minimumPaise(detail: SchemeDetail, kind: OrderKind): bigint {
  const limits = limitsOf(detail);
  const which = kindOf(detail, kind);
  if (which === 'SIP') return limits.minSipPaise;
  return which === 'ADDITIONAL' ? limits.minAdditionalPaise : limits.minLumpsumPaise;
}

/** The message that blocks the typed amount, or null. */
export function amountProblem(text: string, detail: SchemeDetail, kind: OrderKind): string | null {
  const value = parseRupeesToPaise(text);
  return purchaseAmountIssue(value ?? -1n, kindOf(detail, kind), limitsOf(detail));
}

interface ItemInput {
  detail: SchemeDetail;
  ccode: string;
  nomineeSkipped?: boolean;
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
    isNomineeRedirect: input.nomineeSkipped ? 'Y' : 'N',
    ...(input.sip && { sip: input.sip }),
    ...(input.swp && { swp: input.swp }),
  };
}
