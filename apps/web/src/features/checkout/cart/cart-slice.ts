import type { TSavedCartLines } from '@cdesk/domain';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { stableJson } from '../../../lib/stable-json';
import { sessionCleared } from '../../../lib/session-events';
import {
  emptyCart,
  initialTransactionCart,
  type Cart,
  type CartItem,
  type CartKey,
  type TransactionCartState,
  type TransactionMode,
} from './cart-state';

/** Every cart action names the cart it changes: the mutual-fund cart unless `nfo` is set. */
interface Target {
  nfo?: boolean;
}
type On<T> = PayloadAction<T & Target>;

const key = (target: Target): CartKey => (target.nfo ? 'nfoCart' : 'cart');

function addLine(cart: Cart, item: CartItem, sign: 1 | -1): void {
  cart.total += sign * item.totalAmount;
  cart.totalBrokerage += sign * item.brokerage;
}

function dropMarsLines(cart: Cart, marsTarNo: string): void {
  for (const item of cart.items.filter((line) => line.marsTarNo === marsTarNo))
    addLine(cart, item, -1);
  cart.items = cart.items.filter((line) => line.marsTarNo !== marsTarNo);
}

/**
 * The lines the server keeps, on the cart as it stands: the same lines and key keep the cart as
 * it is (its payment choices too); other lines start the cart afresh with them.
 */
function withLines(cart: Cart, lines: TSavedCartLines): Cart {
  const same =
    cart.sessionId === lines.sessionId && stableJson(cart.items) === stableJson(lines.items);
  if (same) return cart;
  return {
    ...emptyCart(),
    isAddMore: cart.isAddMore,
    items: lines.items,
    sessionId: lines.sessionId,
    total: lines.items.reduce((sum, item) => sum + item.totalAmount, 0),
    totalBrokerage: lines.items.reduce((sum, item) => sum + item.brokerage, 0),
  };
}

/** Changing what is bought is a new order: the next Confirm gets a new idempotency key. */
function changed(cart: Cart): void {
  cart.sessionId = '';
  cart.trxnDetail = null;
}

export type PaymentFields = Pick<
  Cart,
  | 'paymentMode'
  | 'bankCode'
  | 'bankAccNo'
  | 'bankType'
  | 'bankName'
  | 'bankAccMak'
  | 'bankIfscCode'
  | 'neftrtgsamount'
  | 'neftrtgsrefno'
  | 'neftrtgsrerefno'
  | 'payerVirtualAddress'
  | 'VPAVerifyDtlSrNo'
  | 'isVPAddressValid'
>;

export const transactionCartSlice = createSlice({
  name: 'transactionCart',
  initialState: initialTransactionCart,
  reducers: {
    cartStateSet(state, action: On<{ cartState: number }>) {
      state[key(action.payload)].cartState = action.payload.cartState;
    },
    addMoreToggled(state, action: On<object>) {
      const cart = state[key(action.payload)];
      cart.isAddMore = !cart.isAddMore;
    },
    itemAdded(state, action: On<{ item: CartItem }>) {
      const cart = state[key(action.payload)];
      cart.items.push(action.payload.item);
      addLine(cart, action.payload.item, 1);
      changed(cart);
    },
    itemRemoved(state, action: On<{ index: number }>) {
      const cart = state[key(action.payload)];
      const [removed] = cart.items.splice(action.payload.index, 1);
      if (!removed) return;
      addLine(cart, removed, -1);
      changed(cart);
    },
    /**
     * A MARS portfolio's lines, one per scheme at its weight: they take the place of the lines of
     * the same MARS target already in the cart, since the portfolio is bought as a whole.
     */
    marsPortfolioAdded(state, action: On<{ marsTarNo: string; items: CartItem[] }>) {
      const cart = state[key(action.payload)];
      dropMarsLines(cart, action.payload.marsTarNo);
      for (const item of action.payload.items) {
        cart.items.push(item);
        addLine(cart, item, 1);
      }
      changed(cart);
    },
    /** Every line of a MARS portfolio leaves the cart together. */
    marsPortfolioRemoved(state, action: On<{ marsTarNo: string }>) {
      const cart = state[key(action.payload)];
      dropMarsLines(cart, action.payload.marsTarNo);
      changed(cart);
    },
    /** Total and brokerage move by the difference between the old and the new last line. */
    lastItemEdited(state, action: On<{ item: CartItem }>) {
      const cart = state[key(action.payload)];
      const last = cart.items.at(-1);
      if (!last) return;
      addLine(cart, last, -1);
      cart.items[cart.items.length - 1] = action.payload.item;
      addLine(cart, action.payload.item, 1);
      changed(cart);
    },
    investmentAmountsUpdated(state, action: On<{ amounts: Partial<PaymentFields> }>) {
      Object.assign(state[key(action.payload)], action.payload.amounts);
    },
    mandateUpdated(state, action: On<{ mandateNo: string }>) {
      state[key(action.payload)].mandateNo = action.payload.mandateNo;
    },
    declarationIdsSet(state, action: On<{ njDeclId: string; amcDeclId: string }>) {
      const cart = state[key(action.payload)];
      cart.njDeclId = action.payload.njDeclId;
      cart.amcDeclId = action.payload.amcDeclId;
    },
    serviceTypeSet(state, action: On<{ serviceType?: string }>) {
      state[key(action.payload)].serviceType = action.payload.serviceType || '3';
    },
    euinDeclarationSet(state, action: On<{ accepted: boolean }>) {
      state[key(action.payload)].euinDeclAccepted = action.payload.accepted ? 'Y' : 'N';
    },
    /** The investor accepts (or withdraws) buying schemes riskier than their profile. */
    riskDeclarationSet(
      state,
      action: On<{ accepted: boolean; riskDeclContent: string; riskProfileId: string }>,
    ) {
      const cart = state[key(action.payload)];
      const { accepted, riskDeclContent, riskProfileId } = action.payload;
      cart.riskDeclContent = accepted ? riskDeclContent : '';
      cart.riskProfileId = riskProfileId;
      for (const item of cart.items) item.riskDeclAccepted = accepted ? 'Y' : 'N';
    },
    requestKeyIssued: {
      reducer(state, action: On<{ sessionId: string }>) {
        const cart = state[key(action.payload)];
        if (!cart.sessionId) cart.sessionId = action.payload.sessionId;
      },
      prepare: (target: Target = {}) => ({ payload: { ...target, sessionId: nanoid(24) } }),
    },
    confirmed(state, action: On<{ trxnDetail: unknown }>) {
      state[key(action.payload)].trxnDetail = action.payload.trxnDetail;
    },
    cartCleared(state, action: On<object>) {
      state[key(action.payload)] = emptyCart();
    },
    transactionModeSet(state, action: PayloadAction<TransactionMode>) {
      state.mode = action.payload;
      state.isPurchase = action.payload === 'purchase';
      state.isRedeem = action.payload === 'redeem';
      state.isSwitch = action.payload === 'switch';
    },
    upiTimerSet(state, action: PayloadAction<number>) {
      state.upiTimer = action.payload;
    },
    cartRestored(_state, action: PayloadAction<TransactionCartState>) {
      return action.payload;
    },
    /** The carts as the server keeps them for the account (saved from this or another browser). */
    savedCartLoaded(
      state,
      action: PayloadAction<{ cart: TSavedCartLines; nfoCart: TSavedCartLines }>,
    ) {
      state.cart = withLines(state.cart, action.payload.cart);
      state.nfoCart = withLines(state.nfoCart, action.payload.nfoCart);
    },
  },
  // A cart belongs to the investor who filled it: it goes with their session.
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialTransactionCart()),
});

export const {
  cartStateSet,
  addMoreToggled,
  itemAdded,
  itemRemoved,
  lastItemEdited,
  marsPortfolioAdded,
  marsPortfolioRemoved,
  investmentAmountsUpdated,
  mandateUpdated,
  declarationIdsSet,
  serviceTypeSet,
  euinDeclarationSet,
  riskDeclarationSet,
  requestKeyIssued,
  confirmed,
  cartCleared,
  transactionModeSet,
  upiTimerSet,
  cartRestored,
  savedCartLoaded,
} = transactionCartSlice.actions;

export const cartReducer = transactionCartSlice.reducer;
export type { TransactionCartState };
