import {
  authMessages,
  marsMessages,
  orderMessages,
  type TMarsPortfolio,
  type TPartnerPlacement,
  navPublishedAt,
} from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.js';
import { authKey, call, place, placeRefused } from './support/authorise.js';
import { testDatabases } from './support/databases.js';
import { marsDesk } from './support/mars.js';
import { newKey } from './support/purchase.js';

const rest = (call: string) => `ewamarsws/api/rest/portfolio/${call}`;
const purchase = (call: string) => `ewamftrxnsws/api/purchase/${call}`;
const ids = (list: { portfolios: TMarsPortfolio[] }) => list.portfolios.map((p) => p.marsId);

describe.each(testDatabases())('MARS portfolios on $name', ({ open }) => {
  const desk = marsDesk(open);

  it('lists the ready portfolios of real schemes with every tag for the filter panel', async () => {
    const list = await desk.ok(desk.rohan, rest('getMarsPortfolios'), {});
    expect(ids(list)).toEqual(['MARS01', 'MARS02', 'MARS03', 'MARS04', 'MARS05']);
    expect(list.tags).toEqual(
      expect.arrayContaining(['Equity', 'Hybrid', 'Debt', 'Tax saving', 'Regular income']),
    );
    const balanced = list.portfolios[1] as TMarsPortfolio;
    expect(balanced).toMatchObject({
      name: 'Balanced Advantage',
      isSipAllowed: 'Y',
      isSwpAllowed: 'Y',
      returnYears: 1,
      asOn: '2026-08-12',
    });
    expect(balanced.schemes.map((s) => [s.schcode, s.weight])).toEqual([
      [118968, '40.00'],
      [120377, '35.00'],
      [151885, '25.00'],
    ]);
    expect(balanced.schemes[0]).toMatchObject({
      amc: 'HDFC Mutual Fund',
      nav: '576.674',
      navDate: '2026-08-12',
    });
  });

  it('works out the weighted annualised return from the NAV history as of the latest NAV date', async () => {
    const detail = await desk.ok(desk.rohan, rest('getMarsPortfolioDetail'), { marsId: 'MARS03' });
    // NAVs of 12-08-2025 and 12-08-2026: HDFC Corporate Bond 33.4994 -> 35.3794 (x 1.056120),
    // ICICI Prudential Corporate Bond 31.5295 -> 33.5922 (x 1.065421), UTI Short Duration
    // 34.0472 -> 36.0766 (x 1.059605). At 35/35/30: 1.060421, a return of 6.04 % over the year.
    expect(detail).toMatchObject({ marsId: 'MARS03', returnPercent: '6.04', asOn: '2026-08-12' });
    // The history begins in July 2025: no 3- or 5-year figure.
    expect(detail.returns).toEqual([
      { years: 1, percent: '6.04' },
      { years: 3, percent: '' },
      { years: 5, percent: '' },
    ]);
    // 40/35/25 of 576.674/552.823, 89.96/81.81 and 13.2608/12.8038: 1.061048, 6.10 %.
    const balanced = await desk.ok(desk.rohan, rest('getMarsPortfolioDetail'), {
      marsId: 'MARS02',
    });
    expect(balanced.returnPercent).toBe('6.10');
    const threeYears = await desk.ok(desk.rohan, rest('getMarsPortfolioDetail'), {
      marsId: 'MARS02',
      year: '3',
    });
    expect(threeYears).toMatchObject({ returnYears: 3, returnPercent: '' });
  });

  it('details a portfolio with its minimums, risk and SIP terms, and refuses an unknown one', async () => {
    const growth = await desk.ok(desk.rohan, rest('getMarsPortfolioDetail'), { marsId: 'MARS01' });
    // The small-cap fund at 20 % takes ₹5,000 at least: ₹25,000 for the whole.
    expect(growth).toMatchObject({
      minLumpsum: '25000.00',
      minSip: '2500.00',
      riskLabel: 'Very High',
      isSwpAllowed: 'N',
    });
    expect(growth.sipFrequencyList.map((f: { freqId: string }) => f.freqId)).toContain('M');
    const income = await desk.ok(desk.rohan, rest('getMarsPortfolioDetail'), { marsId: 'MARS05' });
    expect(income).toMatchObject({ isSipAllowed: 'N', minSip: '', sipFrequencyList: [] });
    const unknown = await desk.refused(desk.rohan, rest('getMarsPortfolioDetail'), {
      marsId: 'MARS99',
    });
    expect(unknown.message).toBe(marsMessages.portfolioNotFound);
    expect((await desk.refused(desk.rohan, rest('getMarsPortfolioDetail'), {})).status).toBe(400);
  });

  it('filters by tags, SIP, SWP, the horizon and the least return', async () => {
    const list = (body: object) => desk.ok(desk.rohan, rest('getMarsPortfolios'), body);
    expect(ids(await list({ tags: ['Debt'] }))).toEqual(['MARS03']);
    expect(ids(await list({ tags: ['Tax saving', 'Retirement'] }))).toEqual(['MARS04', 'MARS05']);
    expect(ids(await list({ sip: 'Y' }))).not.toContain('MARS05');
    expect(ids(await list({ swp: 'Y' }))).toEqual(['MARS02', 'MARS03', 'MARS05']);
    const all = await list({});
    const atLeastSix = all.portfolios
      .filter((p: TMarsPortfolio) => Number(p.returnPercent) >= 5)
      .map((p: TMarsPortfolio) => p.marsId);
    expect(ids(await list({ return: '5' }))).toEqual(atLeastSix);
    expect(ids(await list({ return: '5' }))).toContain('MARS03');
    // Over three years no portfolio has the history, so a least return leaves none.
    const threeYears = await list({ year: '3' });
    expect(threeYears.portfolios.every((p: TMarsPortfolio) => p.returnPercent === '')).toBe(true);
    expect(ids(await list({ year: '3', return: '0' }))).toEqual([]);
    expect((await desk.refused(desk.rohan, rest('getMarsPortfolios'), { year: '2' })).status).toBe(
      400,
    );
  });

  it('splits an investment by the weights into cart lines under one MARS target number', async () => {
    const body = { marsId: 'MARS02', amount: '20001', isNomineeRedirect: 'Y' };
    const invest = await desk.ok(desk.rohan, rest('getMarsInvestment'), body);
    // ₹20,001 at 40/35/25: 8,000.40 / 7,000.35 / 5,000.25 round down to rupees; the ₹1 left goes
    // to the largest weight.
    expect(
      invest.items.map((i: { schcode: number; totalAmount: number }) => [i.schcode, i.totalAmount]),
    ).toEqual([
      [118968, 800_100],
      [120377, 700_000],
      [151885, 500_000],
    ]);
    expect(invest.marsTarNo).toMatch(/^MT\d{6}[0-9A-F]{8}$/);
    expect(invest.items.every((i: { marsTarNo: string }) => i.marsTarNo === invest.marsTarNo)).toBe(
      true,
    );
    // The same portfolio again goes under the same target.
    const again = await desk.ok(desk.rohan, rest('getMarsInvestment'), body);
    expect(again.marsTarNo).toBe(invest.marsTarNo);
    // A SIP: every line an installment at its weight, on one schedule the server works out.
    const sip = await desk.ok(desk.rohan, rest('getMarsInvestment'), {
      ...body,
      amount: '3000',
      trxnType: 'SIP',
      sip: { freqId: 'M', installmentDate: 10, totalNoOfInst: 12 },
    });
    expect(sip.marsTarNo).toBe(invest.marsTarNo);
    expect(
      sip.items.map((i: { trxnType: string; totalAmount: number }) => [i.trxnType, i.totalAmount]),
    ).toEqual([
      ['SIP', 120_000],
      ['SIP', 105_000],
      ['SIP', 75_000],
    ]);
    expect(new Set(sip.items.map((i: { sip: object }) => JSON.stringify(i.sip))).size).toBe(1);
    expect(sip.items[0].sip).toMatchObject({
      freqId: 'M',
      installmentDate: 10,
      totalNoOfInst: 12,
      startDate: '2026-08-12',
    });
  });

  it('refuses an investment below the minimum, in paise, by SIP where there is none, or without a nominee', async () => {
    const refused = (body: object) =>
      desk.refused(desk.rohan, rest('getMarsInvestment'), { isNomineeRedirect: 'Y', ...body });
    expect((await refused({ marsId: 'MARS02', amount: '19999' })).message).toBe(
      marsMessages.minLumpsum(2_000_000n),
    );
    expect((await refused({ marsId: 'MARS02', amount: '20000.50' })).message).toBe(
      marsMessages.wholeRupees,
    );
    expect((await refused({ marsId: 'MARS05', amount: '30000', trxnType: 'SIP' })).message).toBe(
      marsMessages.sipNotAllowed,
    );
    expect(
      (
        await refused({
          marsId: 'MARS02',
          amount: '3000',
          trxnType: 'SIP',
          sip: { freqId: 'M', installmentDate: 10, totalNoOfInst: 2 },
        })
      ).message,
    ).toBe(orderMessages.installments(6));
    const noNominee = await desk.refused(desk.rohan, rest('getMarsInvestment'), {
      marsId: 'MARS02',
      amount: '20000',
    });
    expect(noNominee).toMatchObject({
      errCode: 'NOMINEE_REQUIRED',
      message: orderMessages.nomineeRequired,
    });
  });

  it('buys a portfolio through the cart, one order per scheme, and holds it under its target', async () => {
    const invest = await desk.ok(desk.rohan, rest('getMarsInvestment'), {
      marsId: 'MARS03',
      amount: '20000',
      isNomineeRedirect: 'Y',
    });
    const confirm = {
      purchaseItemBean: invest.items.map(
        (i: { schcode: number; totalAmount: number; marsTarNo: string }) => ({
          schcode: i.schcode,
          totalAmount: i.totalAmount / 100,
          trxnType: 'PIP',
          isNomineeRedirect: 'Y',
          marsTarNo: i.marsTarNo,
        }),
      ),
      totalAmount: '20000',
      payMode: '1',
      payBankCode: 'SBIN',
      payBankAccNo: '30123456789',
      sessionId: newKey(),
    };
    // Part of the portfolio, or off its weights, is refused.
    const part = await desk.refused(desk.rohan, purchase('onConfirm'), {
      ...confirm,
      purchaseItemBean: confirm.purchaseItemBean.slice(1),
      totalAmount: '13000',
    });
    expect(part.message).toBe(marsMessages.wholePortfolio);
    const skewed = confirm.purchaseItemBean.map((item: object, i: number) =>
      i === 0 ? { ...item, totalAmount: 7100 } : i === 1 ? { ...item, totalAmount: 6900 } : item,
    );
    expect(
      (
        await desk.refused(desk.rohan, purchase('onConfirm'), {
          ...confirm,
          purchaseItemBean: skewed,
        })
      ).message,
    ).toBe(marsMessages.wholePortfolio);

    const placed = await desk.ok(desk.rohan, purchase('onConfirm'), confirm);
    expect(placed.orders).toHaveLength(3);
    // Placed but not paid: nothing is held yet.
    expect((await desk.ok(desk.rohan, rest('getMarsHoldings'), {})).holdings).toEqual([]);
    await desk.payByNetBanking(placed.netBankingUrl);
    const paid = (await desk.ok(desk.rohan, rest('getMarsHoldings'), {})).holdings;
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      marsId: 'MARS03',
      name: 'Conservative Income',
      marsTarNo: invest.marsTarNo,
      currentValue: '0.00',
      pendingAmount: '20000.00',
    });
    // Allotted once the NAVs of 12-08 are published at 11 pm.
    expect(
      await desk.clock.during(navPublishedAt('2026-08-12'), () =>
        desk.built.allotments.runPending(),
      ),
    ).toBe(3);
    const [held] = (await desk.ok(desk.rohan, rest('getMarsHoldings'), {})).holdings;
    expect(held.pendingAmount).toBe('0.00');
    expect(
      held.schemes.map((s: { schcode: number; targetWeight: string }) => [
        s.schcode,
        s.targetWeight,
      ]),
    ).toEqual([
      [118987, '35.00'],
      [120692, '35.00'],
      [120718, '30.00'],
    ]);
    expect(
      held.schemes.every(
        (s: { folioNo: string; units: string }) => s.folioNo && Number(s.units) > 0,
      ),
    ).toBe(true);
    // Invested less stamp duty, valued at the same day's NAV: about ₹20,000.
    expect(Number(held.currentValue)).toBeGreaterThan(19_990);
    expect(Number(held.currentValue)).toBeLessThanOrEqual(20_000);
  });

  it('asks before buying a scheme of a held portfolio outside it, on the purchase screen and on confirm', async () => {
    const validation = await desk.ok(desk.rohan, purchase('validatePurchase'), {
      schCode: 118987,
      isNomineeRedirect: 'Y',
    });
    expect(validation).toMatchObject({ validationCnt: 1, isMarsValidation: 'Y' });
    expect(validation.message).toContain('part of your MARS portfolio Conservative Income');
    // A scheme of no held portfolio passes.
    const other = await desk.ok(desk.rohan, purchase('validatePurchase'), {
      schCode: 118968,
      isNomineeRedirect: 'Y',
    });
    expect(other).toMatchObject({ validationCnt: 0, isMarsValidation: 'N' });
    const body = {
      purchaseItemBean: [
        { schcode: 120692, totalAmount: 5000, trxnType: 'PIP', isNomineeRedirect: 'Y' },
      ],
      totalAmount: 5000,
      payMode: '1',
      payBankCode: 'SBIN',
      payBankAccNo: '30123456789',
      sessionId: newKey(),
    };
    const asked = await desk.refused(desk.rohan, purchase('onConfirm'), body);
    expect(asked.techMessage).toBe('SUCC_WITH_MARS');
    expect(asked.message).toContain('part of your MARS portfolio');
    expect(asked.message.endsWith('Are you sure you want to proceed?')).toBe(true);
    const placed = await desk.ok(desk.rohan, purchase('onConfirm'), { ...body, isPIPConfirm: 'Y' });
    expect(placed.orders).toHaveLength(1);
  });

  it('redeems a percentage of a held portfolio, one order per scheme, with one OTP', async () => {
    const redeem = (call: string) => `ewamarsws/api/rest/redeem/${call}`;
    const [held] = (await desk.ok(desk.rohan, rest('getMarsHoldings'), {})).holdings;
    const preview = await desk.ok(desk.rohan, redeem('getMarsRedemptionPreview'), {
      marsTarNo: held.marsTarNo,
      percent: 50,
    });
    expect(preview.legs).toHaveLength(3);
    for (const leg of preview.legs) {
      const scheme = held.schemes.find((s: { schcode: number }) => s.schcode === leg.schcode);
      // Half of the free units, rounded down to 3 decimals.
      expect(Number(leg.units)).toBeCloseTo(Number(scheme.units) / 2, 2);
      expect(Number(leg.units)).toBeLessThanOrEqual(Number(scheme.units) / 2);
      expect(leg.redeemBy).toBe('UNITS');
    }
    expect(
      (
        await desk.refused(desk.rohan, redeem('getMarsRedemptionPreview'), {
          marsTarNo: held.marsTarNo,
          percent: 0,
        })
      ).message,
    ).toBe(marsMessages.percentInvalid);
    expect(
      (
        await desk.refused(desk.asha, redeem('getMarsRedemptionPreview'), {
          marsTarNo: held.marsTarNo,
          percent: 50,
        })
      ).message,
    ).toBe(marsMessages.holdingNotFound);

    const sessionId = newKey();
    const auth = await desk.otp(desk.rohan, '5000013', sessionId);
    const body = { marsTarNo: held.marsTarNo, percent: 50, sessionId, ...auth };
    const wrong = await desk.refused(desk.rohan, redeem('onConfirmMarsRedemption'), {
      ...body,
      otp: auth.otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.errCode).toMatch(/^OTP_/);
    const placed = await desk.ok(desk.rohan, redeem('onConfirmMarsRedemption'), body);
    expect(placed).toMatchObject({ isRepeat: false, name: 'Conservative Income' });
    expect(
      placed.orders.map((o: { schcode: number; trxnType: string; units: string }) => [
        o.schcode,
        o.trxnType,
      ]),
    ).toEqual(preview.legs.map((leg: { schcode: number }) => [leg.schcode, 'RED']));
    const again = await desk.ok(desk.rohan, redeem('onConfirmMarsRedemption'), body);
    expect(again.isRepeat).toBe(true);
    expect(again.orders.map((o: { trxnId: string }) => o.trxnId)).toEqual(
      placed.orders.map((o: { trxnId: string }) => o.trxnId),
    );
    // The units are pending redemption: a second half of the free units is half of what is left.
    const next = await desk.ok(desk.rohan, redeem('getMarsRedemptionPreview'), {
      marsTarNo: held.marsTarNo,
      percent: 100,
    });
    for (const leg of next.legs) {
      const first = preview.legs.find((l: { schcode: number }) => l.schcode === leg.schcode);
      expect(Number(leg.units)).toBeCloseTo(Number(leg.freeUnits), 3);
      expect(Number(leg.freeUnits)).toBeLessThan(Number(first.freeUnits));
    }
  });

  /** 5000001's MARS switch into Balanced Advantage: HDFC Liquid and UTI Nifty 50 out. */
  async function marsSwitch(targetSchCode = 118968): Promise<TPartnerPlacement> {
    const [asha] = await desk.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.njAcNo, '5000001'));
    const folios = await desk.built.portfolio.folios(asha!.id);
    const folioOf = (amc: string) =>
      folios.find((f) => f.amc === amc && f.mode === 'P')?.folioNo ?? '';
    return {
      njAcNo: '5000001',
      trxn: {
        trnType: 'MARSSWI',
        marsId: 'MARS02',
        legs: [
          {
            folioNo: folioOf('HDFC Mutual Fund'),
            schCode: 119091,
            redeemBy: 'AMOUNT',
            amount: '20000',
            targetSchCode,
          },
          {
            folioNo: folioOf('UTI Mutual Fund'),
            schCode: 120716,
            redeemBy: 'AMOUNT',
            amount: '5000',
            targetSchCode: 151885,
          },
        ],
      },
      notes: 'Into the Balanced Advantage portfolio',
    };
  }

  it('places a MARS switch under a MARS target number that names its portfolio, and only into its schemes', async () => {
    const outside = await placeRefused(desk.built.app, await marsSwitch(118989));
    expect(outside.message).toMatch(/is not a scheme of the MARS portfolio Balanced Advantage\.$/);
    const placed = await place(desk.built.app, await marsSwitch());
    expect(placed.marsTarNo).toMatch(/^MT\d{12}$/);
    const pending = await desk.ok(
      desk.asha,
      'ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxns',
      {},
    );
    expect(pending.trxns).toContainEqual(
      expect.objectContaining({ marsTarNo: placed.marsTarNo, marsName: 'Balanced Advantage' }),
    );
    const detail = await call(
      desk.built.app,
      'getAuthTrxDetailFromTar',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    expect(detail.data.trxnHeaderDeail).toMatchObject({
      trnType: 'MARSSWI',
      isMarsTrxn: 'Y',
      marsTarNo: placed.marsTarNo,
      marsName: 'Balanced Advantage',
    });
    expect(
      detail.data.trxndetail.map(
        (l: { action: string; schcode: number; targetSchcode: number; amount: string }) => [
          l.action,
          l.schcode,
          l.targetSchcode,
          l.amount,
        ],
      ),
    ).toEqual([
      ['Switch', 119091, 118968, '20000.00'],
      ['Switch', 120716, 151885, '5000.00'],
    ]);
    const poa = await call(
      desk.built.app,
      'checkMarsSwiPOAValidation',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    expect(poa.data).toMatchObject({ mode: 'P', FLG_POA: 'Y', isBlocked: 'N' });
  });

  it('asks SUCC_WITH_MARS, places nothing on no, and on yes switches and holds the portfolio under the target', async () => {
    const placed = await place(desk.built.app, await marsSwitch());
    const body = { encryptedData: placed.d, sessionId: authKey(), tncAccepted: 'Y' };
    // The detail names the question before it is asked: the desk asks it with the T&C, once.
    const detail = await call(
      desk.built.app,
      'getAuthTrxDetailFromTar',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    const asked = await call(desk.built.app, 'onAuthorize', body, desk.asha.token);
    expect(detail.data.trxnHeaderDeail.confirmation).toEqual(asked.data.confirmation);
    expect(asked.status).toBe(200);
    expect(asked.techMessage).toBe('SUCC_WITH_MARS');
    expect(asked.data.confirmation.code).toBe('SUCC_WITH_MARS');
    expect(asked.data.confirmation.question).toContain(
      'into the MARS portfolio Balanced Advantage',
    );
    expect(asked.data.confirmation.question.endsWith('Are you sure you want to proceed?')).toBe(
      true,
    );

    const no = await call(
      desk.built.app,
      'onAuthorize',
      { ...body, isMarsConfirm: 'N' },
      desk.asha.token,
    );
    expect(no).toMatchObject({
      status: 400,
      errCode: 'DECLINED',
      displayMessage: authMessages.declined,
    });
    expect((await desk.ok(desk.asha, rest('getMarsHoldings'), {})).holdings).toEqual([]);

    const yes = await call(
      desk.built.app,
      'onAuthorize',
      { ...body, isMarsConfirm: 'Y' },
      desk.asha.token,
    );
    expect(yes.status, yes.displayMessage).toBe(200);
    expect(yes.data).toMatchObject({ isMarsTrxn: 'Y', marsTarNo: placed.marsTarNo, IS_EDIS: 'N' });
    // Priced and switched in: the units are the MARS holding under the target number.
    await desk.clock.during(navPublishedAt('2026-08-12'), async () => {
      await desk.built.sales.runPending();
      await desk.built.sales.runPending();
    });
    const { holdings } = await desk.ok(desk.asha, rest('getMarsHoldings'), {});
    expect(holdings).toHaveLength(1);
    expect(holdings[0]).toMatchObject({ marsId: 'MARS02', marsTarNo: placed.marsTarNo });
    const units = Object.fromEntries(
      holdings[0].schemes.map((s: { schcode: number; units: string }) => [
        s.schcode,
        Number(s.units),
      ]),
    );
    expect(units[118968]).toBeGreaterThan(0);
    expect(units[151885]).toBeGreaterThan(0);
    expect(units[120377]).toBe(0);
    // About what was switched in: ₹25,000 less exit load and stamp duty.
    expect(Number(holdings[0].currentValue)).toBeGreaterThan(24_900);
    expect(Number(holdings[0].currentValue)).toBeLessThan(25_000);
    // The purchase screen now asks before buying the portfolio's third scheme outside it.
    const outside = await desk.ok(desk.asha, purchase('validatePurchase'), { schCode: 120377 });
    expect(outside).toMatchObject({ validationCnt: 1, isMarsValidation: 'Y' });
  });

  it('rejecting a MARS switch answers with the MARS target number as the reference', async () => {
    const placed = await place(desk.built.app, await marsSwitch());
    const rejected = await call(
      desk.built.app,
      'onReject',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.data).toMatchObject({
      isMarsTrxn: 'Y',
      marsTarNo: placed.marsTarNo,
      message: authMessages.rejected(placed.marsTarNo),
    });
  });
});
