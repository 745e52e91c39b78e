import { orderMessages } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import {
  gw,
  investor,
  lumpsum,
  refOf,
  submitForm,
  purchaseDesk,
  type Investor,
} from './support/purchase.js';

const start = new Date('2026-11-23T06:00:00Z');

/** A lumpsum line as the web's cart keeps it, amounts in paise. */
const line = (schcode: number, ccode = 'AC5000001') => ({
  ccode,
  schcode,
  schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth Option',
  trxnType: 'PIP',
  isDirect: 'Y',
  schOpt: 'G',
  schExch: '',
  folioNo: '',
  totalAmount: 500_000,
  brokerage: 0,
  riskometerVal: 'Very High',
  isLiquid: false,
  riskDeclAccepted: 'N',
});
const sipLine = {
  ...line(118989),
  trxnType: 'SIP',
  sip: {
    freqId: 'M',
    installmentDate: 5,
    totalNoOfInst: 12,
    startDate: '2026-12-05',
    endDate: '2027-11-05',
  },
};
const none = { items: [], sessionId: '' };

describe.each(testDatabases())('the saved cart on $name', ({ open }) => {
  const clock = new FixedClock(start);
  const desk = purchaseDesk(open, clock);

  const getCart = (who: Investor) => who.data(gw('getCart'), {});
  const saveCart = (who: Investor, body: unknown) => who.call(gw('saveCart'), body);

  it('is empty until something is saved', async () => {
    expect(await getCart(desk.rohan)).toEqual({ cart: none, nfoCart: none, updatedAt: '' });
  });

  it('keeps the lines for the account and gives them back on a new login', async () => {
    const cart = { items: [line(118989), sipLine], sessionId: '' };
    const saved = await saveCart(desk.asha, { cart, nfoCart: none });
    expect(saved.statusCode).toBe(200);
    expect(envelope(saved).data).toMatchObject({ cart, nfoCart: none });
    // Another browser: a login of its own.
    const elsewhere = await investor(desk.built.app, '5000001');
    const read = await getCart(elsewhere);
    expect(read.cart).toEqual(cart);
    expect(read.updatedAt).toBe(start.toISOString());
  });

  it("keeps each account's cart apart", async () => {
    expect((await getCart(desk.rohan)).cart.items).toEqual([]);
    const own = { items: [line(119800, 'AC5000013')], sessionId: '' };
    expect((await saveCart(desk.rohan, { cart: own, nfoCart: none })).statusCode).toBe(200);
    expect((await getCart(desk.rohan)).cart).toEqual(own);
    expect(
      (await getCart(desk.asha)).cart.items.map((i: { schcode: number }) => i.schcode),
    ).toEqual([118989, 118989]);
  });

  it("refuses a line for another investor's account code", async () => {
    const response = await saveCart(desk.rohan, {
      cart: { items: [line(118989, 'AC5000001')], sessionId: '' },
      nfoCart: none,
    });
    expect(response.statusCode).toBe(403);
    expect((await getCart(desk.rohan)).cart.items[0].ccode).toBe('AC5000013');
  });

  it('holds at most ten lines a cart', async () => {
    const eleven = Array.from({ length: 11 }, () => line(118989));
    const response = await saveCart(desk.asha, {
      cart: { items: eleven, sessionId: '' },
      nfoCart: none,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe(orderMessages.cartTooLarge(10));
    const ten = { items: eleven.slice(1), sessionId: '' };
    expect((await saveCart(desk.asha, { cart: ten, nfoCart: none })).statusCode).toBe(200);
  });

  it.each([
    ['an amount in rupees with paise', { ...line(118989), totalAmount: 5000.5 }],
    ['a negative amount', { ...line(118989), totalAmount: -1 }],
    ['an unknown transaction type', { ...line(118989), trxnType: 'RED' }],
    ['a scheme code that is not one', { ...line(118989), schcode: 'abc' }],
    ['a scheme name past its bound', { ...line(118989), schemeName: 'x'.repeat(201) }],
    ['a SIP date that is not a date', { ...sipLine, sip: { ...sipLine.sip, startDate: 'soon' } }],
    ['a line without its amount', { ...line(118989), totalAmount: undefined }],
  ])('refuses %s without touching the saved cart', async (_what, bad) => {
    const before = await getCart(desk.asha);
    const response = await saveCart(desk.asha, {
      cart: { items: [bad], sessionId: '' },
      nfoCart: none,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).isSuccess).toBe(false);
    expect(await getCart(desk.asha)).toEqual(before);
  });

  it('refuses a body without both carts or with a key of other characters', async () => {
    expect((await saveCart(desk.asha, { cart: none })).statusCode).toBe(400);
    const key = { cart: { items: [], sessionId: 'a b;' }, nfoCart: none };
    expect(envelope(await saveCart(desk.asha, key)).displayMessage).toBe(orderMessages.cartKey);
  });

  it('answers 401 without a session', async () => {
    const response = await desk.built.app.inject({
      method: 'POST',
      url: gw('getCart'),
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('stays empty once the orders its key confirmed are paid, whatever a stale browser sends', async () => {
    const order = lumpsum(118989, 5000);
    const cart = { items: [line(118989)], sessionId: order.sessionId };
    await saveCart(desk.asha, { cart, nfoCart: none });
    const placed = await desk.asha.data(gw('onConfirm'), order);
    // Confirmed but not yet paid: the cart is still there for another browser to pay from.
    expect((await getCart(desk.asha)).cart).toEqual(cart);
    await submitForm(desk.built.app, '/cdesk/sandbox/bank/netbanking', {
      ref: refOf(placed.netBankingUrl),
      decision: 'APPROVE',
    });
    expect((await getCart(desk.asha)).cart).toEqual(none);
    // A browser that has not heard of the payment saves the paid cart again.
    const stale = await saveCart(desk.asha, { cart, nfoCart: none });
    expect(envelope(stale).data.cart).toEqual(none);
    expect((await getCart(desk.asha)).cart).toEqual(none);
  });
});
