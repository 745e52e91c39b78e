import { sellMessages } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfTransactions, navHistory, sandboxBankCredits } from '../src/db/schema.js';
import { testDatabases } from './support/databases.js';
import { sellDesk } from './support/selling.js';

const red = (path: string) => `ewamftrxnsws/api/redemption/${path}`;
const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('redemption on $name', ({ open }) => {
  const desk = sellDesk(open);

  it('lists the holdings with free, locked-in and pending units at the latest NAV', async () => {
    const data = await desk.ok(red('getRedeemableHoldings'), {});
    const elss = data.holdings.find((h: { schcode: number }) => h.schcode === 120503);
    expect(elss).toMatchObject({
      folioNo: desk.folios.axis,
      mode: 'P',
      heldUnits: '60.000',
      freeUnits: '40.000',
      lockedUnits: '20.000',
      pendingUnits: '0.000',
      nextUnlockOn: '2028-08-22',
      nav: '112.2201',
      navDate: '2026-08-21',
      approxValue: '6733.21',
      freeValue: '4488.80',
      lockInDays: 1095,
      isInstaCashEligible: 'N',
    });
    const liquid = data.holdings.find((h: { schcode: number }) => h.schcode === 119800);
    expect(liquid).toMatchObject({ isInstaCashEligible: 'Y' });
    expect(data.bank).toMatchObject({ bankName: 'State Bank of India', accountNo: 'XXXXXXX6789' });
  });

  it('previews a redemption by units: lots first in first out, exit load and gains', async () => {
    const data = await desk.ok(red('getRedemptionPreview'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'UNITS',
      units: '12',
    });
    // 12 units: all 10 of the first lot and 2 of the second, each inside the 1% exit load year.
    expect(data.lots).toEqual([
      expect.objectContaining({
        allottedOn: '2026-08-01',
        units: '10.000',
        exitLoadPercent: '1.00',
      }),
      expect.objectContaining({
        allottedOn: '2026-08-20',
        units: '2.000',
        exitLoadPercent: '1.00',
      }),
    ]);
    expect(data.applicableNavDate).toBe('2026-08-21');
    // The NAV of the 21st is published: the figures stand on it.
    expect(data.isNavFinal).toBe('Y');
    expect(data.figures).toMatchObject({
      units: '12.000',
      nav: '210.5000',
      grossAmount: '2526.00',
      exitLoad: '25.26',
      netAmount: '2500.74',
      // 10 units: 2,105.00 - 21.05 of load - 2,000.00 = ₹83.95; 2 units: 421.00 - 4.21 - 418.00 =
      // -₹1.21. Short term ₹82.74.
      shortTermGain: '82.74',
      longTermGain: '0.00',
    });
    // Equity: paid two business days after the NAV date (Friday -> Tuesday).
    expect(data.settlementDate).toBe('2026-08-25');
    expect(data.isBalanceWarning).toBe('N');
    // By amount the units depend on the NAV at execution: the spec's warning is asked.
    const byAmount = await desk.ok(red('getRedemptionPreview'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'AMOUNT',
      amount: '1000.50',
    });
    expect(byAmount.figures).toMatchObject({ units: '4.753', grossAmount: '1000.50' });
    expect(byAmount.isBalanceWarning).toBe('Y');
    expect(byAmount.warningMessage).toBe(sellMessages.balanceWarning);
    expect(data.poa).toMatchObject({ mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N' });
  });

  it('refuses locked units, over-redemption, zero and bad input with 400 and a message', async () => {
    const base = { folioNo: desk.folios.axis, schCode: 120503 };
    const locked = await desk.refused(red('getRedemptionPreview'), {
      ...base,
      redeemBy: 'UNITS',
      units: '45',
    });
    expect(locked).toMatchObject({
      status: 400,
      message: sellMessages.insufficientUnits('40.000'),
    });
    const over = await desk.refused(red('getRedemptionPreview'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'AMOUNT',
      amount: 1_000_000,
    });
    expect(over.message).toBe(sellMessages.insufficientUnits('15.000'));
    const zero = await desk.refused(red('getRedemptionPreview'), {
      ...base,
      redeemBy: 'UNITS',
      units: '0',
    });
    expect(zero.message).toBe(sellMessages.notPositive);
    const negative = await desk.refused(red('getRedemptionPreview'), {
      ...base,
      redeemBy: 'AMOUNT',
      amount: -5,
    });
    expect(negative.status).toBe(400);
    const noAmount = await desk.refused(red('getRedemptionPreview'), {
      ...base,
      redeemBy: 'AMOUNT',
    });
    expect(noAmount.message).toBe(sellMessages.amountRequired);
    for (const body of [
      {},
      { ...base, redeemBy: 'SOME' },
      { ...base, redeemBy: 'UNITS', units: '1.2345' },
      { ...base, folioNo: 'x'.repeat(40), redeemBy: 'ALL' },
      { ...base, schCode: 'abc', redeemBy: 'ALL' },
      { folioNo: ['a'], schCode: {}, redeemBy: null },
    ])
      expect((await desk.refused(red('getRedemptionPreview'), body)).status).toBe(400);
  });

  it("refuses another account's folio", async () => {
    const asha = await desk.ok(
      'login/v2/authenticate',
      {
        loginId: '5000001',
        password: 'Demo@1234',
        loginWith: 'NJACNO',
      },
      '',
    );
    const token = asha.token as string;
    const refused = await desk.refused(
      red('getRedemptionPreview'),
      { folioNo: desk.folios.axis, schCode: 120503, redeemBy: 'ALL' },
      token,
    );
    expect(refused).toMatchObject({ status: 400, message: sellMessages.folioNotFound });
    const poa = await desk.refused(
      red('checkRedPOAValidation'),
      { folioNo: desk.folios.axis, schCode: 120503 },
      token,
    );
    expect(poa.message).toBe(sellMessages.folioNotFound);
  });

  it('confirms with the OTP, prices at the NAV of the applicable date and pays on T+2', async () => {
    const sessionId = 'sell-red-units-0001';
    const wrong = await desk.otp('RED', sessionId);
    const order = {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'UNITS',
      units: '12',
      sessionId,
      isRedConfirm: 'Y',
    };
    const refused = await desk.refused(red('onConfirm'), {
      ...order,
      otpGenRefId: wrong.otpGenRefId,
      otp: wrong.otp === '000000' ? '111111' : '000000',
    });
    expect(refused.status).toBe(400);
    expect(refused.errCode).toBe('OTP_WRONG');

    const placed = await desk.ok(red('onConfirm'), { ...order, ...wrong });
    expect(placed).toMatchObject({ IS_EDIS: 'N', isRepeat: false });
    expect(placed.order).toMatchObject({
      trxnType: 'RED',
      status: 'AWAITING_NAV',
      navDate: '2026-08-21',
      statusText: 'Awaiting the NAV of 21-08-2026.',
    });
    // The same key answers the same order, without a second OTP.
    const again = await desk.ok(red('onConfirm'), { ...order, otpGenRefId: 'x', otp: '1' });
    expect(again).toMatchObject({ trxnId: placed.trxnId, isRepeat: true });
    // The same key with other units is another request: refused, and nothing more is sold.
    const reused = await desk.refused(red('onConfirm'), {
      ...order,
      units: '13',
      otpGenRefId: 'x',
      otp: '1',
    });
    expect(reused).toMatchObject({
      status: 422,
      errCode: 'IDEMPOTENCY_KEY_REUSED',
      message: sellMessages.idempotencyKeyReused,
    });

    // Units pending: the free units shrink until the order is priced.
    const holdings = await desk.ok(red('getRedeemableHoldings'), {});
    expect(holdings.holdings.find((h: { schcode: number }) => h.schcode === 118989)).toMatchObject({
      pendingUnits: '12.000',
      freeUnits: '3.000',
    });

    // The history holds the NAV of 21-08, but it is not published before 11 pm.
    await desk.built.sales.runPending();
    expect((await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId })).order).toMatchObject({
      status: 'AWAITING_NAV',
      statusText: 'Awaiting the NAV of 21-08-2026.',
    });
    await desk.salesOnceNavOf('2026-08-21');
    let status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    expect(status.order).toMatchObject({
      status: 'PAYOUT_DUE',
      nav: '210.5000',
      navDate: '2026-08-21',
      units: '12.000',
      grossAmount: '2526.00',
      exitLoad: '25.26',
      netAmount: '2500.74',
      shortTermGain: '82.74',
      settlementDate: '2026-08-25',
      payoutRef: '',
    });
    expect(status.ackStatus).toBe('PENDING');
    const out = await desk.database.db
      .select()
      .from(mfTransactions)
      .where(eq(mfTransactions.orderRef, status.order.orderRef));
    expect(out[0]).toMatchObject({
      flow: 'OUT',
      trxnType: 'RED',
      units: '12.000',
      nav: '210.5000',
    });

    // The units left the folio first in first out: 3 of the second lot remain.
    const after = await desk.ok(red('getRedeemableHoldings'), {});
    expect(after.holdings.find((h: { schcode: number }) => h.schcode === 118989)).toMatchObject({
      heldUnits: '3.000',
      pendingUnits: '0.000',
    });

    // Not paid before the settlement day (Monday 24th), paid on it (Tuesday 25th).
    await desk.advance(3 * dayMs);
    await desk.built.sales.runPending();
    expect((await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId })).order.status).toBe(
      'PAYOUT_DUE',
    );
    await desk.advance(dayMs);
    await desk.built.sales.runPending();
    status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    expect(status).toMatchObject({ ackStatus: 'SUCCESS' });
    expect(status.order).toMatchObject({ status: 'PAID', paidOn: '2026-08-25' });
    const credits = await desk.database.db
      .select()
      .from(sandboxBankCredits)
      .where(eq(sandboxBankCredits.accountId, desk.accountId));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amountPaise: 250_074n, bankAccNo: '30123456789' });
    expect(status.order.payoutRef).toBe(credits[0]!.utr);
  });
});

describe.each(testDatabases())('redemption waiting for its NAV on $name', ({ open }) => {
  // Friday 21 August 2026, 16:00 in India: after the 3 pm cut-off, so Monday's NAV applies.
  const desk = sellDesk(open, new Date('2026-08-21T10:30:00Z'));

  it('waits for the NAV of the applicable date, never pricing at an older one', async () => {
    const sessionId = 'sell-red-all-0001';
    const auth = await desk.otp('RED', sessionId);
    const placed = await desk.ok(red('onConfirm'), {
      folioNo: desk.folios.axis,
      schCode: 120503,
      redeemBy: 'ALL',
      sessionId,
      ...auth,
    });
    expect(placed.order).toMatchObject({ navDate: '2026-08-24', status: 'AWAITING_NAV' });
    await desk.built.sales.runPending();
    let status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    expect(status.order).toMatchObject({
      status: 'AWAITING_NAV',
      statusText: 'Awaiting the NAV of 24-08-2026.',
      nav: '',
    });

    await desk.database.db
      .insert(navHistory)
      .values({ schemeCode: 120503, navDate: '2026-08-24', nav: '113.0000' });
    await desk.advance(3 * dayMs);
    await desk.salesOnceNavOf('2026-08-24');
    status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    // All free units: the 40 of the lot past its lock-in, held over a year (long term).
    expect(status.order).toMatchObject({
      status: 'PAYOUT_DUE',
      nav: '113.0000',
      navDate: '2026-08-24',
      units: '40.000',
      grossAmount: '4520.00',
      exitLoad: '0.00',
      netAmount: '4520.00',
      shortTermGain: '0.00',
      longTermGain: '1720.00',
      settlementDate: '2026-08-26',
    });
    const holdings = await desk.ok(red('getRedeemableHoldings'), {});
    expect(holdings.holdings.find((h: { schcode: number }) => h.schcode === 120503)).toMatchObject({
      heldUnits: '20.000',
      freeUnits: '0.000',
      lockedUnits: '20.000',
    });
    const refused = await desk.refused(red('getRedemptionPreview'), {
      folioNo: desk.folios.axis,
      schCode: 120503,
      redeemBy: 'ALL',
    });
    expect(refused.message).toBe(sellMessages.noFreeUnitsUntil('22-08-2028'));
  });
});
