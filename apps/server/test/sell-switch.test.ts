import {
  paiseToRupeeText,
  sellMessages,
  stampDutyPaise,
  unitsForPurchase,
  valuePaise,
} from '@cdesk/domain';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfTransactions } from '../src/db/schema.js';
import { testDatabases } from './support/databases.js';
import { sellDesk } from './support/selling.js';

const sw = (path: string) => `ewamftrxnsws/api/switch/${path}`;

describe.each(testDatabases())('switch and NFO switch on $name', ({ open }) => {
  const desk = sellDesk(open);

  it('offers the schemes of the same AMC, and its open new fund offers for NFO switch', async () => {
    const axis = await desk.ok(sw('getSwitchTargets'), {
      folioNo: desk.folios.axis,
      schCode: 120503,
    });
    expect(axis.amc).toBe('Axis Mutual Fund');
    expect(axis.targets.map((t: { schcode: number }) => t.schcode)).toEqual([112323]);
    const nfo = await desk.ok(sw('getSwitchTargets'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      isNfo: 'Y',
    });
    expect(nfo.targets).toEqual([
      expect.objectContaining({ schcode: 154632, isNfo: 'Y', nfoCloseDate: '2026-08-31' }),
    ]);
    const plain = await desk.ok(sw('getSwitchTargets'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
    });
    expect(plain.targets).toEqual([]);
  });

  it('refuses another AMC, the same scheme and bad input', async () => {
    const base = { folioNo: desk.folios.axis, schCode: 120503, redeemBy: 'UNITS', units: '5' };
    expect(
      (await desk.refused(sw('getSwitchPreview'), { ...base, targetSchCode: 118989 })).message,
    ).toBe(sellMessages.otherAmc);
    expect(
      (await desk.refused(sw('getSwitchPreview'), { ...base, targetSchCode: 120503 })).message,
    ).toBe(sellMessages.sameScheme);
    expect(
      (await desk.refused(sw('getSwitchPreview'), { ...base, targetSchCode: 999999 })).message,
    ).toBe(sellMessages.targetNotFound);
    for (const body of [
      { ...base },
      { ...base, targetSchCode: 'x' },
      { ...base, targetSchCode: -1, units: 'a' },
    ])
      expect((await desk.refused(sw('getSwitchPreview'), body)).status).toBe(400);
    const auth = await desk.otp('SWI', 'sell-switch-other-amc');
    const other = await desk.refused(sw('onConfirm'), {
      ...base,
      targetSchCode: 118989,
      sessionId: 'sell-switch-other-amc',
      ...auth,
    });
    expect(other.message).toBe(sellMessages.otherAmc);
  });

  it('switches out at the NAV of the day and in at the target NAV less stamp duty', async () => {
    const preview = await desk.ok(sw('getSwitchPreview'), {
      folioNo: desk.folios.axis,
      schCode: 120503,
      redeemBy: 'UNITS',
      units: '10',
      targetSchCode: 112323,
    });
    const gross = valuePaise('10.000', '112.2201');
    expect(preview).toMatchObject({
      trxnType: 'SWI',
      settlementDate: '',
      switchInNavDate: '2026-08-21',
    });
    expect(preview.figures).toMatchObject({
      units: '10.000',
      grossAmount: paiseToRupeeText(gross),
    });
    expect(preview.switchIn).toMatchObject({
      schcode: 112323,
      stampDuty: paiseToRupeeText(stampDutyPaise(gross)),
      nav: '25.1100',
    });

    const sessionId = 'sell-switch-0001';
    const auth = await desk.otp('SWI', sessionId);
    const placed = await desk.ok(sw('onConfirm'), {
      folioNo: desk.folios.axis,
      schCode: 120503,
      redeemBy: 'UNITS',
      units: '10',
      targetSchCode: 112323,
      sessionId,
      ...auth,
    });
    expect(placed.order).toMatchObject({ trxnType: 'SWI', status: 'AWAITING_NAV', bank: null });
    // Out and in, once the NAV of the day is published at 11 pm.
    await desk.salesOnceNavOf();
    await desk.salesOnceNavOf();
    const status = await desk.ok('ewamftrxnsws/api/redemption/getSellOrderStatus', {
      tid: placed.trxnId,
    });
    const duty = stampDutyPaise(gross);
    expect(status.ackStatus).toBe('SUCCESS');
    expect(status.order).toMatchObject({ status: 'COMPLETED', nav: '112.2201', units: '10.000' });
    expect(status.order.switchIn).toMatchObject({
      schcode: 112323,
      amount: paiseToRupeeText(gross),
      stampDuty: paiseToRupeeText(duty),
      netAmount: paiseToRupeeText(gross - duty),
      nav: '25.1100',
      navDate: '2026-08-21',
      units: unitsForPurchase(gross, '25.1100'),
    });
    const legs = await desk.database.db
      .select()
      .from(mfTransactions)
      .where(like(mfTransactions.orderRef, `${status.order.orderRef}%`));
    expect(legs.map((l) => [l.schemeCode, l.flow, l.trxnType]).sort()).toEqual([
      [112323, 'IN', 'SWI'],
      [120503, 'OUT', 'SWI'],
    ]);
    expect(legs.find((l) => l.flow === 'IN')).toMatchObject({
      stampDutyPaise: duty,
      folioNo: desk.folios.axis,
    });
  });

  it('switches into an open NFO at the offer price', async () => {
    const sessionId = 'sell-nfo-switch-0001';
    const auth = await desk.otp('NSWI', sessionId);
    const placed = await desk.ok(sw('onConfirm'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'AMOUNT',
      amount: 1000,
      targetSchCode: 154632,
      sessionId,
      ...auth,
    });
    expect(placed.order.trxnType).toBe('NSWI');
    // Out and in, once the NAV of the day is published at 11 pm.
    await desk.salesOnceNavOf();
    await desk.salesOnceNavOf();
    const status = await desk.ok('ewamftrxnsws/api/redemption/getSellOrderStatus', {
      tid: placed.trxnId,
    });
    // ₹1,000 out less the 1% exit load, in at ₹10 less stamp duty.
    expect(status.order).toMatchObject({
      status: 'COMPLETED',
      grossAmount: '1000.00',
      exitLoad: '10.00',
    });
    const net = 99_000n;
    expect(status.order.switchIn).toMatchObject({
      schcode: 154632,
      nav: '10.0000',
      units: unitsForPurchase(net, '10.0000'),
    });
    const [inLeg] = await desk.database.db
      .select()
      .from(mfTransactions)
      .where(eq(mfTransactions.orderRef, `${status.order.orderRef}-IN`));
    expect(inLeg).toMatchObject({ trxnType: 'NSWI', flow: 'IN', schemeCode: 154632 });
  });

  it('answers FLG_POA for a physical folio', async () => {
    const check = await desk.ok(sw('checkSwitchPOAValidation'), {
      folioNo: desk.folios.axis,
      schCode: 120503,
    });
    expect(check).toEqual({ mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' });
  });
});
