import {
  emptyCart as sharedEmptyCart,
  purchaseConstants,
  type PayMode,
  type TCartItem,
  type TCartSip,
  type TCartSwp,
} from '@cdesk/domain';

/**
 * The transaction cart of spec 1 sections 3 and 4.6, field names as the spec spells them. Amounts
 * are integer paise held as numbers (JSON and Redux keep them; a cart never nears 2^53 paise).
 * A line is the gateway's cart line (ZCartItem), the one the server keeps between browsers.
 */
export type CartTrxnType = TCartItem['trxnType'];
export type CartItem = TCartItem;
export type CartSip = TCartSip;
export type CartSwp = TCartSwp;

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
