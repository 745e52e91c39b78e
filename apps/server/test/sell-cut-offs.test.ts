import { sellMessages } from '@cdesk/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mfTransactions, navHistory, schemes } from '../src/db/schema.js';
import { testDatabases } from './support/databases.js';
import { recordLots, sellDesk, type SellDesk } from './support/selling.js';

const red = (path: string) => `ewamftrxnsws/api/redemption/${path}`;
const sw = (path: string) => `ewamftrxnsws/api/switch/${path}`;

const sbiLiquid = 119800;
const sbiOvernight = 119783;
const sbiSmallCap = 125497;
const hdfcMidCap = 118989;

/**
 * An SBI overnight fund and an SBI equity fund beside the seller's SBI Liquid units; the liquid
 * fund's NAV of Sunday 23-08 (liquid and overnight funds publish one every calendar day) and the
 * equity fund's of Friday 21-08 and Monday 24-08.
 */
async function addSchemes(desk: SellDesk): Promise<void> {
  const sbi = {
    amc: 'SBI Mutual Fund',
    structure: 'Open Ended Schemes',
    plan: 'DIRECT',
    option: 'GROWTH',
  };
  await desk.database.db
    .insert(schemes)
    .values([
      {
        ...sbi,
        schemeCode: sbiOvernight,
        name: 'SBI Overnight Fund - Direct Plan - Growth',
        category: 'Debt Scheme - Overnight Fund',
        subType: 'Overnight Fund',
        schemeType: 'CASH',
        latestNav: '4200.0000',
        latestNavDate: '2026-08-21',
      },
      {
        ...sbi,
        schemeCode: sbiSmallCap,
        name: 'SBI Small Cap Fund - Direct Plan - Growth',
        category: 'Equity Scheme - Small Cap Fund',
        subType: 'Small Cap Fund',
        schemeType: 'EQUITY',
        latestNav: '180.0000',
        latestNavDate: '2026-08-21',
      },
    ])
    .onConflictDoNothing();
  await desk.database.db
    .insert(navHistory)
    .values([
      { schemeCode: sbiLiquid, navDate: '2026-08-23', nav: '4100.1234' },
      { schemeCode: sbiOvernight, navDate: '2026-08-20', nav: '4199.0000' },
      { schemeCode: sbiOvernight, navDate: '2026-08-21', nav: '4200.0000' },
      { schemeCode: sbiSmallCap, navDate: '2026-08-21', nav: '180.0000' },
      { schemeCode: sbiSmallCap, navDate: '2026-08-24', nav: '181.0000' },
    ])
    .onConflictDoNothing();
  await recordLots(
    desk.built,
    desk.accountId,
    sbiOvernight,
    'SBI Mutual Fund',
    [{ navDate: '2026-08-01', units: '20.000', nav: '4180.0000' }],
    'ONL',
  );
}

/*
 * SEBI master circular for mutual funds, section 8.4: redemptions and switch-outs of liquid and
 * overnight schemes keep a 3 pm cut-off (7 pm for an overnight scheme applied for online), up to
 * which the NAV is that of the day immediately preceding the next business day; after it the NAV of
 * the next business day. The purchase cut-off of 1:30 pm and its "day before" are not theirs.
 */
describe.each(testDatabases())('cut-offs of a Friday morning on $name', ({ open }) => {
  // Friday 21-08-2026, 11:30 in India: before 1:30 pm, before 3 pm.
  const desk = sellDesk(open);
  beforeAll(() => addSchemes(desk));

  it('prices a liquid redemption placed before 1:30 pm at the NAV of Sunday, and pays it on Monday', async () => {
    const ask = { folioNo: desk.folios.sbi, schCode: sbiLiquid, redeemBy: 'UNITS', units: '10' };
    const preview = await desk.ok(red('getRedemptionPreview'), ask);
    // Up to 3 pm: the next business day is Monday 24-08, the day before it Sunday 23-08 (the
    // purchase rule, before 1:30 pm, would have said Thursday 20-08). Paid T+1: Monday 24-08.
    expect(preview).toMatchObject({
      applicableNavDate: '2026-08-23',
      settlementDate: '2026-08-24',
      cutOffText: sellMessages.cutOff('15:00', true),
    });
    const sessionId = 'cut-off-liquid-red-1';
    const placed = await desk.ok(red('onConfirm'), {
      ...ask,
      sessionId,
      ...(await desk.otp('RED', sessionId)),
    });
    expect(placed.order).toMatchObject({
      status: 'AWAITING_NAV',
      navDate: '2026-08-23',
      statusText: 'Awaiting the NAV of 23-08-2026.',
    });
    // The NAV of Sunday is published at 11 pm that Sunday, not before.
    await desk.salesOnceNavOf('2026-08-22');
    expect((await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId })).order.status).toBe(
      'AWAITING_NAV',
    );
    await desk.salesOnceNavOf('2026-08-23');
    const status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    // 10 units at 4,100.1234: 41,001.234, 41,001.23 to the paisa; no exit load on a liquid fund.
    expect(status.order).toMatchObject({
      status: 'PAYOUT_DUE',
      navDate: '2026-08-23',
      nav: '4100.1234',
      grossAmount: '41001.23',
      netAmount: '41001.23',
      settlementDate: '2026-08-24',
    });
    // The ledger the portfolio and the statements read carries the same NAV date.
    const [out] = await desk.database.db
      .select()
      .from(mfTransactions)
      .where(eq(mfTransactions.orderRef, status.order.orderRef));
    expect(out).toMatchObject({ flow: 'OUT', navDate: '2026-08-23', nav: '4100.1234' });
    const listed = await desk.ok('ewaportfoliows/api/portfolio/getTransactions', {
      acCode: 'ALL',
    });
    expect(listed.items).toContainEqual(
      expect.objectContaining({ schemeCode: sbiLiquid, flow: 'OUT', navDate: '2026-08-23' }),
    );
  });

  it('prices an overnight redemption by its own 3 pm rule, naming the 7 pm online cut-off', async () => {
    const preview = await desk.ok(red('getRedemptionPreview'), {
      folioNo: desk.folios.sbi,
      schCode: sbiOvernight,
      redeemBy: 'UNITS',
      units: '1',
    });
    expect(preview).toMatchObject({
      applicableNavDate: '2026-08-23',
      cutOffText: sellMessages.cutOff('19:00', true),
    });
  });

  it('switches out of the liquid fund at the Sunday NAV and into an equity fund on Monday', async () => {
    const ask = {
      folioNo: desk.folios.sbi,
      schCode: sbiLiquid,
      redeemBy: 'UNITS',
      units: '1',
      targetSchCode: sbiSmallCap,
    };
    const preview = await desk.ok(sw('getSwitchPreview'), ask);
    // The switch-out is priced at Sunday 23-08; the equity fund has no NAV that day, and the money
    // switched in is not there before it: Monday 24-08, not the purchase rule's Friday.
    expect(preview).toMatchObject({
      applicableNavDate: '2026-08-23',
      switchInNavDate: '2026-08-24',
    });
    const sessionId = 'cut-off-liquid-swi-1';
    const placed = await desk.ok(sw('onConfirm'), {
      ...ask,
      sessionId,
      ...(await desk.otp('SWI', sessionId)),
    });
    expect(placed.order).toMatchObject({
      navDate: '2026-08-23',
      switchIn: { schcode: sbiSmallCap, navDate: '2026-08-24' },
    });
    await desk.salesOnceNavOf('2026-08-23');
    let status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    expect(status.order).toMatchObject({ status: 'SWITCH_IN_PENDING', navDate: '2026-08-23' });
    await desk.salesOnceNavOf('2026-08-24');
    status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    expect(status.order).toMatchObject({
      status: 'COMPLETED',
      switchIn: { navDate: '2026-08-24', nav: '181.0000' },
    });
  });
});

describe.each(testDatabases())('cut-offs of a Friday afternoon on $name', ({ open }) => {
  // Friday 21-08-2026, 15:30 in India: after 3 pm, before 7 pm.
  const desk = sellDesk(open, new Date('2026-08-21T10:00:00Z'));
  beforeAll(() => addSchemes(desk));

  const previewOf = (folioNo: string, schCode: number) =>
    desk.ok(red('getRedemptionPreview'), { folioNo, schCode, redeemBy: 'UNITS', units: '1' });

  it('gives a liquid redemption after 3 pm the NAV of Monday, and an online overnight one Sunday’s', async () => {
    // After 3 pm: the NAV of the next business day, Monday 24-08 (the purchase rule would have
    // said Sunday 23-08); paid T+1, Tuesday 25-08.
    expect(await previewOf(desk.folios.sbi, sbiLiquid)).toMatchObject({
      applicableNavDate: '2026-08-24',
      settlementDate: '2026-08-25',
    });
    // Before 7 pm an overnight fund redeemed online is still entitled to Sunday 23-08.
    expect(await previewOf(desk.folios.sbi, sbiOvernight)).toMatchObject({
      applicableNavDate: '2026-08-23',
      settlementDate: '2026-08-24',
    });
    // An equity fund after 3 pm: Monday 24-08, paid T+2 on Wednesday 26-08.
    expect(await previewOf(desk.folios.hdfc, hdfcMidCap)).toMatchObject({
      applicableNavDate: '2026-08-24',
      settlementDate: '2026-08-26',
    });
  });

  it('prices an SWP installment at the NAV its run day is entitled to, whenever the job runs', async () => {
    // Thursday 20-08's installments placed on Friday after 3 pm: received on their run day
    // before its cut-offs. The liquid fund: the day before the next business day (Friday 21-08),
    // Thursday 20-08. The mid-cap fund: Thursday 20-08.
    const placed = await Promise.all(
      [
        { folioNo: desk.folios.sbi, schemeCode: sbiLiquid, orderRef: 'SWPI-91-2026-08-20' },
        { folioNo: desk.folios.hdfc, schemeCode: hdfcMidCap, orderRef: 'SWPI-92-2026-08-20' },
      ].map((plan) =>
        desk.built.sell.placePlanRedemption({
          ...plan,
          accountId: desk.accountId,
          amountPaise: 100_000n,
          runDate: '2026-08-20',
        }),
      ),
    );
    for (const result of placed)
      expect(result).toMatchObject({ ok: true, order: { navDate: '2026-08-20' } });
    await desk.built.sales.runPending();
    const priced = await desk.database.db
      .select()
      .from(mfTransactions)
      .where(and(eq(mfTransactions.accountId, desk.accountId), eq(mfTransactions.trxnType, 'SWP')));
    expect(priced.map((row) => [row.schemeCode, row.navDate]).sort()).toEqual([
      [hdfcMidCap, '2026-08-20'],
      [sbiLiquid, '2026-08-20'],
    ]);
  });
});
