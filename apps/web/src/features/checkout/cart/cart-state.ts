import {
  emptyCart as sharedEmptyCart,
  purchaseConstants,
  type ExchangeCode,
  type PayMode,
} from '@cdesk/domain';

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
  /** 'Y' when the investor chose to go on without a nominee (validatePurchase's isNomineeRedirect). */
  isNomineeRedirect?: 'Y' | 'N';
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

/** The cart's defaults, shared with the gateway's cart contract (a module without zod). */
export function emptyCart(): Cart {
  return { ...sharedEmptyCart(), items: [] };
}

export function initialTransactionCart(): TransactionCartState {
  return {
    product: 'MF',
    mode: '',
    type: '',
    upiTimer: purchaseConstants.upiTimeoutMs,
    isPurchase: false,
    isRedeem: false,
    isSwitch: false,
    cart: emptyCart(),
    nfoCart: emptyCart(),
  };
}

export type CartKey = 'cart' | 'nfoCart';
