import { purchaseConstants, type ExchangeCode, type PayMode } from '@cdesk/domain';

/**
 * The transaction cart of spec 1 sections 3 and 4.6, field names as the spec spells them. Amounts
 * are integer paise held as numbers (JSON and Redux keep them; a cart never nears 2^53 paise).
 */
export type CartTrxnType = 'PIP' | 'SIP' | 'NPIP' | 'NSIP';
type FreqId = 'W' | 'F' | 'M' | 'Q';

/** What purchaseItemBean's sip carries, plus the dates the server worked out, for the cart. */
export interface CartSip {
  freqId: FreqId;
  installmentDate: number;
  totalNoOfInst: number;
  startDate: string;
  endDate: string;
}

export interface CartSwp {
  freqId: FreqId;
  installmentDate: number;
  startMonth: string;
  totalNoOfInst: number;
  /** Paise. */
  swpAmount: number;
  startDate: string;
  endDate: string;
}

/** The contract's cart item (ZCartItem) with amounts in paise. */
export interface CartItem {
  ccode: string;
  schcode: number;
  schemeName: string;
  /** Lumpsum (PIP/NPIP) or SIP (SIP/NSIP). */
  trxnType: CartTrxnType;
  isDirect: 'Y' | 'N';
  schOpt: string;
  schExch: ExchangeCode | '';
  folioNo: string;
  /** Paise: the lumpsum amount, or one SIP installment. */
  totalAmount: number;
  /** Paise the partner earns on a regular plan; 0 on a direct plan. */
  brokerage: number;
  riskometerVal: string;
  /** Liquid and overnight schemes have the earlier cut-off. */
  isLiquid: boolean;
  riskDeclAccepted: 'Y' | 'N';
  sip?: CartSip;
  swp?: CartSwp;
}

export interface Cart {
  isAddMore: boolean;
  cartState: number;
  total: number;
  totalBrokerage: number;
  items: CartItem[];
  paymentMode: PayMode | '';
  bankCode: string;
  bankAccNo: string;
  bankType: string;
  neftrtgsamount: number;
  neftrtgsrefno: string;
  neftrtgsrerefno: string;
  mandateNo: string;
  trxnDetail: unknown;
  transactionDetail: unknown;
  bankName: string;
  bankAccMak: string;
  njDeclId: string;
  amcDeclId: string;
  serviceType: string;
  euinDeclAccepted: 'Y' | 'N';
  riskDeclContent: string;
  riskProfileId: string;
  VPAVerifyDtlSrNo: string;
  isVPAddressValid: boolean;
  bankIfscCode: string;
  payerVirtualAddress: string;
  /**
   * purchase/onConfirm's idempotency key: a retry of the same cart re-sends it and gets the same
   * orders back instead of new ones.
   */
  sessionId: string;
}

export type TransactionMode = 'purchase' | 'redeem' | 'switch';

export interface TransactionCartState {
  product: string;
  mode: TransactionMode | '';
  type: string;
  upiTimer: number;
  isPurchase: boolean;
  isRedeem: boolean;
  isSwitch: boolean;
  cart: Cart;
  nfoCart: Cart;
}

/** Spec 1 section 9 and spec 3 section 9. */
export const cartDefaults = {
  cartState: purchaseConstants.defaultCartState,
  serviceType: purchaseConstants.defaultServiceType,
  upiTimer: purchaseConstants.upiTimeoutMs,
} as const;

/**
 * The defaults of the shared cart contract (emptyCart in packages/domain), written out here: that
 * module carries zod, and no zod code reaches the browser (app/contract.ts).
 */
export function emptyCart(): Cart {
  return {
    isAddMore: false,
    cartState: cartDefaults.cartState,
    total: 0,
    totalBrokerage: 0,
    items: [],
    paymentMode: '',
    bankCode: '',
    bankAccNo: '',
    bankType: '',
    neftrtgsamount: 0,
    neftrtgsrefno: '',
    neftrtgsrerefno: '',
    mandateNo: '',
    trxnDetail: null,
    transactionDetail: null,
    bankName: '',
    bankAccMak: '',
    njDeclId: '',
    amcDeclId: '',
    serviceType: cartDefaults.serviceType,
    euinDeclAccepted: 'N',
    riskDeclContent: '',
    riskProfileId: '',
    VPAVerifyDtlSrNo: '',
    isVPAddressValid: false,
    bankIfscCode: '',
    payerVirtualAddress: '',
    sessionId: '',
  };
}

export function initialTransactionCart(): TransactionCartState {
  return {
    product: 'MF',
    mode: '',
    type: '',
    upiTimer: cartDefaults.upiTimer,
    isPurchase: false,
    isRedeem: false,
    isSwitch: false,
    cart: emptyCart(),
    nfoCart: emptyCart(),
  };
}

export type CartKey = 'cart' | 'nfoCart';
