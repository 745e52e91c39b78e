import { describe, expect, it } from 'vitest';
import { sessionCleared } from '../src/lib/session-events';
import {
  addMoreToggled,
  cartCleared,
  cartReducer,
  cartStateSet,
  declarationIdsSet,
  investmentAmountsUpdated,
  itemAdded,
  itemRemoved,
  lastItemEdited,
  mandateUpdated,
  requestKeyIssued,
  riskDeclarationSet,
  savedCartLoaded,
  serviceTypeSet,
  transactionModeSet,
} from '../src/features/checkout/cart/cart-slice';
import {
  initialTransactionCart,
  type CartItem,
  type TransactionCartState,
} from '../src/features/checkout/cart/cart-state';

function line(schcode: number, totalAmount: number, brokerage = 0): CartItem {
  return {
    ccode: 'AC5000001',
    schcode,
    schemeName: `Scheme ${schcode}`,
    trxnType: 'PIP',
    isDirect: brokerage ? 'N' : 'Y',
    schOpt: 'G',
    schExch: '1',
    folioNo: '',
    totalAmount,
    brokerage,
    riskometerVal: 'Moderate',
    isLiquid: false,
    riskDeclAccepted: 'N',
  };
}

function run(...actions: Parameters<typeof cartReducer>[1][]): TransactionCartState {
  return actions.reduce(cartReducer, initialTransactionCart());
}

describe('transactionCart', () => {
  it('starts with cart state 2, service type 3 and a 300000 ms UPI timer', () => {
    const state = run();
    expect(state.cart.cartState).toBe(2);
    expect(state.cart.serviceType).toBe('3');
    expect(state.upiTimer).toBe(300_000);
    expect(state.nfoCart).toEqual(state.cart);
  });

  it('changes the cart state', () => {
    expect(run(cartStateSet({ cartState: 3 })).cart.cartState).toBe(3);
  });

  it('toggles the add-more flag', () => {
    expect(run(addMoreToggled({})).cart.isAddMore).toBe(true);
    expect(run(addMoreToggled({}), addMoreToggled({})).cart.isAddMore).toBe(false);
  });

  it('adds an item to the total and the brokerage', () => {
    // ₹5,000.00 direct plus ₹1,000.00 regular earning ₹7.50: total ₹6,000.00, brokerage ₹7.50.
    const state = run(
      itemAdded({ item: line(101, 500_000) }),
      itemAdded({ item: line(102, 100_000, 750) }),
    );
    expect(state.cart.items.map((i) => i.schcode)).toEqual([101, 102]);
    expect(state.cart.total).toBe(600_000);
    expect(state.cart.totalBrokerage).toBe(750);
  });

  it('removes the item at an index and takes it off the totals', () => {
    const state = run(
      itemAdded({ item: line(101, 500_000) }),
      itemAdded({ item: line(102, 100_000, 750) }),
      itemRemoved({ index: 1 }),
    );
    expect(state.cart.items.map((i) => i.schcode)).toEqual([101]);
    expect(state.cart.total).toBe(500_000);
    expect(state.cart.totalBrokerage).toBe(0);
  });

  it('ignores removing an index that is not there', () => {
    const before = run(itemAdded({ item: line(101, 500_000) }));
    expect(cartReducer(before, itemRemoved({ index: 4 }))).toEqual(before);
  });

  it('edits the last item and moves the total by the difference', () => {
    // 5,000 + 1,000 with the last edited to 2,500: 7,500.
    const state = run(
      itemAdded({ item: line(101, 500_000) }),
      itemAdded({ item: line(102, 100_000, 750) }),
      lastItemEdited({ item: line(102, 250_000, 1_875) }),
    );
    expect(state.cart.items[1]?.totalAmount).toBe(250_000);
    expect(state.cart.total).toBe(750_000);
    expect(state.cart.totalBrokerage).toBe(1_875);
  });

  it('updates payment amounts, mandate and declaration ids', () => {
    const state = run(
      investmentAmountsUpdated({ amounts: { paymentMode: '7', neftrtgsamount: 500_000 } }),
      mandateUpdated({ mandateNo: 'M1' }),
      declarationIdsSet({ njDeclId: 'NJ1', amcDeclId: 'AMC1' }),
    );
    expect(state.cart).toMatchObject({
      paymentMode: '7',
      neftrtgsamount: 500_000,
      mandateNo: 'M1',
      njDeclId: 'NJ1',
      amcDeclId: 'AMC1',
    });
  });

  it("sets the service type, falling back to '3'", () => {
    expect(run(serviceTypeSet({ serviceType: '1' })).cart.serviceType).toBe('1');
    expect(run(serviceTypeSet({ serviceType: '1' }), serviceTypeSet({})).cart.serviceType).toBe(
      '3',
    );
  });

  it('records the risk declaration on the cart and every item', () => {
    const state = run(
      itemAdded({ item: line(101, 500_000) }),
      riskDeclarationSet({ accepted: true, riskDeclContent: 'I accept', riskProfileId: '2' }),
    );
    expect(state.cart.riskDeclContent).toBe('I accept');
    expect(state.cart.riskProfileId).toBe('2');
    expect(state.cart.items[0]?.riskDeclAccepted).toBe('Y');
  });

  it('keeps one request key until the cart changes', () => {
    const first = run(itemAdded({ item: line(101, 500_000) }), requestKeyIssued());
    const again = cartReducer(first, requestKeyIssued());
    expect(first.cart.sessionId).not.toBe('');
    expect(again.cart.sessionId).toBe(first.cart.sessionId);
    const edited = cartReducer(again, itemAdded({ item: line(102, 100_000) }));
    expect(edited.cart.sessionId).toBe('');
  });

  it('keeps the NFO cart apart', () => {
    const state = run(itemAdded({ nfo: true, item: line(103, 100_000) }));
    expect(state.nfoCart.total).toBe(100_000);
    expect(state.cart.items).toEqual([]);
  });

  it('sets the flag of the transaction mode', () => {
    const state = run(transactionModeSet('redeem'));
    expect([state.isPurchase, state.isRedeem, state.isSwitch]).toEqual([false, true, false]);
  });

  it('clears to the defaults, and empties on logout', () => {
    const full = run(itemAdded({ item: line(101, 500_000) }), cartStateSet({ cartState: 4 }));
    expect(cartReducer(full, cartCleared({})).cart).toEqual(initialTransactionCart().cart);
    expect(cartReducer(full, sessionCleared())).toEqual(initialTransactionCart());
  });

  it('keeps a cart whose lines the server has, payment choices and all', () => {
    const local = run(
      itemAdded({ item: line(101, 500_000) }),
      investmentAmountsUpdated({ amounts: { paymentMode: '8', bankCode: 'HDFC' } }),
    );
    // The server's copy of a line lists its fields in another order.
    const { ccode, ...rest } = local.cart.items[0]!;
    const saved = { items: [{ ...rest, ccode }], sessionId: '' };
    const after = cartReducer(local, savedCartLoaded({ cart: saved, nfoCart: local.nfoCart }));
    expect(after.cart).toBe(local.cart);
  });

  it('takes the lines saved from another browser, with their totals, as a fresh cart', () => {
    const local = run(
      itemAdded({ item: line(101, 500_000) }),
      investmentAmountsUpdated({ amounts: { paymentMode: '8' } }),
    );
    const saved = { items: [line(102, 200_000, 1_000), line(103, 300_000)], sessionId: 'key-1' };
    const after = cartReducer(
      local,
      savedCartLoaded({ cart: saved, nfoCart: { items: [], sessionId: '' } }),
    );
    expect(after.cart).toMatchObject({
      items: saved.items,
      sessionId: 'key-1',
      total: 500_000,
      totalBrokerage: 1_000,
      paymentMode: '',
      cartState: 2,
    });
  });
});
