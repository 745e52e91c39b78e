import { parseRupeesToPaise } from '@cdesk/domain';
import type { CartItem } from '../cart/cart-state';
import type { SchemeDetail } from './purchase-calls';
import type { SipChoice } from './sip-fields';
import type { SwpChoice } from './swp-fields';
import type { PurchaseTarget } from './use-purchase-gate';

export type OrderKind = 'LUMPSUM' | 'SIP';

const toPaise = (value: string | number | undefined): bigint | null =>
  value === undefined ? null : parseRupeesToPaise(String(value));

/** The scheme's minimum for the chosen kind; the lumpsum minimum stands in for a missing SIP one. */
export function minimumPaise(detail: SchemeDetail, kind: OrderKind): bigint {
  const sip = kind === 'SIP' ? toPaise(detail.sipAmount) : null;
  return sip ?? toPaise(detail.purchaseAmount) ?? 100n;
}

interface Dates {
  startDate: string;
  endDate: string;
}

interface ItemInput {
  detail: SchemeDetail;
  target: PurchaseTarget;
  ccode: string;
  nfo: boolean;
  kind: OrderKind;
  paise: bigint;
  brokeragePaise: bigint;
  sip?: { choice: SipChoice; dates: Dates | null };
  swp?: { choice: SwpChoice; dates: Dates };
}

const liquidTypes = /liquid|overnight/i;

export function buildCartItem(input: ItemInput): CartItem {
  const { detail, target, kind, nfo } = input;
  const lumpsum = kind === 'LUMPSUM';
  const item: CartItem = {
    ccode: input.ccode,
    schcode: target.schCode,
    schName: detail.schName ?? target.schCode,
    trxnType: nfo ? (lumpsum ? 'NPIP' : 'NSIP') : lumpsum ? 'PIP' : 'SIP',
    isDirect: target.isDirect,
    schOpt: target.schOpt,
    schExch: detail.schExchange || target.schExch,
    folioNo: detail.folioNo ?? '',
    totalAmount: Number(input.paise),
    brokerage: Number(input.brokeragePaise),
    riskometerVal: detail.riskometerVal ?? '',
    isLiquid:
      detail.isLiquid === 'Y' ||
      liquidTypes.test(`${detail.schemeType ?? ''} ${detail.schName ?? ''}`),
    riskDeclAccepted: 'N',
  };
  if (input.sip?.dates) {
    const { choice, dates } = input.sip;
    item.sip = {
      freqId: choice.freqId,
      freqLabel: choice.freqId === 'Q' ? 'Quarterly' : 'Monthly',
      installmentDate: choice.installmentDate,
      startDate: dates.startDate,
      endDate: dates.endDate,
      noOfInst: Number(choice.noOfInst),
    };
  }
  if (input.swp) {
    const { choice, dates } = input.swp;
    item.swp = {
      freqId: choice.freqId,
      installmentDate: choice.installmentDate,
      startDate: dates.startDate,
      endDate: dates.endDate,
      noOfInst: Number(choice.noOfInst),
      amount: Number(parseRupeesToPaise(choice.amount) ?? 0n),
    };
  }
  return item;
}
