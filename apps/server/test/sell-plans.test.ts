import { describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases.js';
import { sellDesk } from './support/selling.js';

describe.each(testDatabases())('installments of systematic plans on $name', ({ open }) => {
  const desk = sellDesk(open);

  it('places an SWP installment once per order reference, priced and paid by the jobs', async () => {
    const input = {
      accountId: desk.accountId,
      folioNo: desk.folios.hdfc,
      schemeCode: 118989,
      amountPaise: 100_000n,
      orderRef: 'SWP-7-2026-08-21',
      runDate: '2026-08-21',
    };
    const first = await desk.built.sell.placePlanRedemption(input);
    expect(first).toMatchObject({ ok: true, isRepeat: false });
    const again = await desk.built.sell.placePlanRedemption(input);
    expect(again).toMatchObject({ ok: true, isRepeat: true });
    if (!first.ok || !again.ok) throw new Error('not placed');
    expect(again.order.orderRef).toBe(first.order.orderRef);
    expect(first.order).toMatchObject({
      trxnType: 'SWP',
      redeemBy: 'AMOUNT',
      requestedAmount: '1000.00',
    });
    await desk.salesOnceNavOf();
    const priced = await desk.built.sell.sellOrder('SWP-7-2026-08-21');
    expect(priced).toMatchObject({
      status: 'PAYOUT_DUE',
      grossAmount: '1000.00',
      exitLoad: '10.00',
      netAmount: '990.00',
    });
  });

  it('places an STP installment into a scheme of the same AMC', async () => {
    const result = await desk.built.sell.placePlanSwitch({
      accountId: desk.accountId,
      folioNo: desk.folios.axis,
      schemeCode: 120503,
      targetSchemeCode: 112323,
      amountPaise: 50_000n,
      orderRef: 'STP-3-2026-08-21',
      runDate: '2026-08-21',
    });
    expect(result).toMatchObject({ ok: true });
    await desk.salesOnceNavOf();
    await desk.salesOnceNavOf();
    const done = await desk.built.sell.sellOrder('STP-3-2026-08-21');
    expect(done).toMatchObject({ trxnType: 'STP', status: 'COMPLETED' });
    expect(done?.switchIn).toMatchObject({ schcode: 112323, amount: '500.00', stampDuty: '0.03' });
  });

  it('answers refusals as results: another AMC, too many units, a bad reference, a foreign folio', async () => {
    const base = {
      accountId: desk.accountId,
      folioNo: desk.folios.axis,
      schemeCode: 120503,
      amountPaise: 50_000n,
      runDate: '2026-08-21',
    };
    expect(
      await desk.built.sell.placePlanSwitch({
        ...base,
        targetSchemeCode: 118989,
        orderRef: 'STP-3-x',
      }),
    ).toMatchObject({ ok: false, errCode: 'SWITCH_OTHER_AMC' });
    expect(
      await desk.built.sell.placePlanRedemption({
        ...base,
        amountPaise: 100_000_000n,
        orderRef: 'SWP-9-x',
      }),
    ).toMatchObject({ ok: false, errCode: 'SELL_INVALID' });
    expect(
      await desk.built.sell.placePlanRedemption({ ...base, orderRef: 'bad ref!' }),
    ).toMatchObject({
      ok: false,
      errCode: 'ORDER_REF_INVALID',
    });
    expect(
      await desk.built.sell.placePlanRedemption({
        ...base,
        accountId: desk.accountId + 1,
        orderRef: 'SWP-9-y',
      }),
    ).toMatchObject({ ok: false, errCode: 'FOLIO_NOT_FOUND' });
  });
});
