import {
  authMessages,
  planMessages,
  schemeTypeOf,
  sellMessages,
  type TPartnerPlacement,
  navPublishedAt,
} from '@cdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { navHistory, schemes } from '../src/db/schema.js';
import { envelope, latestOtp, login, post } from './support/app.js';
import { authKey, call, pinLogin, place, placeRefused, type Placed } from './support/authorise.js';
import { testDatabases } from './support/databases.js';
import { addMandateBank, insertPlanFixture, plansGw, seedSip } from './support/plans.js';
import { startPurchaseApp, type PurchaseApp } from './support/purchase.js';
import { accountIdOf, makeDemat, recordLots, sellMorning } from './support/selling.js';
import { FixedClock } from './support/app.js';

const hdfcMidCap = 118989;
const hdfcLiquid = 119091;
const axisElss = 120503;
const axisElssRegular = 112323;
const utiNifty = 120716;
const red = (call: string) => `/cdesk/gw/ewamftrxnsws/api/redemption/${call}`;

type Line = { action: string; orderRef: string; orderStatus: string; planId: number | null };

describe.each(testDatabases())('authorising sales and systematic plans on $name', ({ open }) => {
  const clock = new FixedClock(sellMorning);
  let database: Database;
  let built: PurchaseApp;
  const tokens = { asha: '', farhan: '' };
  const folios = { hdfc: '', axis: '', anil: '', sunita: '' };
  const sips = { asha: 0, farhan: 0 };
  const app = () => built.app;

  const onAuthorize = (d: string, token: string, extra: Record<string, unknown> = {}) =>
    call(
      app(),
      'onAuthorize',
      { encryptedData: d, sessionId: authKey(), tncAccepted: 'Y', isRedConfirm: 'Y', ...extra },
      token,
    );
  /** Authorised: the result; anything else fails the test with the reply's message. */
  const authorised = async (d: string, token: string, extra: Record<string, unknown> = {}) => {
    const reply = await call(
      app(),
      'onAuthorize',
      { encryptedData: d, sessionId: authKey(), tncAccepted: 'Y', isRedConfirm: 'Y', ...extra },
      token,
    );
    expect(reply.status, reply.displayMessage).toBe(200);
    expect(reply.data.confirmation).toBeNull();
    return reply.data as {
      trxnId: string;
      ackPath: string;
      encEncodedTrxnId: string;
      IS_EDIS: string;
      FLG_POA: string;
      callurl: string;
      edisTrxnNo: string;
      DEMAT_POA_MSG: string;
    };
  };
  const linesOf = async (encryptedData: string, token: string): Promise<Line[]> => {
    const detail = await call(app(), 'getAuthTrxDetailFromTar', { encryptedData }, token);
    expect(detail.status, detail.displayMessage).toBe(200);
    return detail.data.trxndetail;
  };
  const stateOf = async (placed: Placed) =>
    (await call(app(), 'onValidateAuthTransaction', { encryptedData: placed.d })).data.state;
  const gw = async (url: string, body: object, token: string) => {
    const response = await post(app(), url, body, token);
    const reply = envelope(response);
    expect(response.statusCode, reply.displayMessage).toBe(200);
    return reply.data;
  };
  const plan = async (token: string, planType: string, planId: number) =>
    (
      (await gw(plansGw('getSystematicPlans'), {}, token)) as {
        plans: { planType: string; planId: number; status: string; bank: { mandateNo: string } }[];
      }
    ).plans.find((p) => p.planType === planType && p.planId === planId);
  const forAsha = (trxn: TPartnerPlacement['trxn']): TPartnerPlacement => ({
    njAcNo: '5000001',
    trxn,
  });

  beforeAll(async () => {
    database = await open();
    built = await startPurchaseApp(database, clock);
    await insertPlanFixture(database);
    await database.db
      .insert(navHistory)
      .values([
        { schemeCode: hdfcMidCap, navDate: '2026-08-21', nav: '210.5000' },
        { schemeCode: hdfcLiquid, navDate: '2026-08-21', nav: '5100.0000' },
      ])
      .onConflictDoNothing();
    const asha = await accountIdOf(database, '5000001');
    const lot = (navDate: string, units: string, nav: string) => [{ navDate, units, nav }];
    folios.hdfc = await recordLots(
      built,
      asha,
      hdfcMidCap,
      'HDFC Mutual Fund',
      lot('2026-08-01', '60.000', '200.0000'),
      'AUTH',
    );
    await recordLots(
      built,
      asha,
      hdfcLiquid,
      'HDFC Mutual Fund',
      lot('2026-08-20', '10.000', '5099.0000'),
      'AUTH',
    );
    folios.axis = await recordLots(
      built,
      asha,
      axisElss,
      'Axis Mutual Fund',
      lot('2023-03-15', '40.000', '70.0000'),
      'AUTH',
    );
    sips.asha = (await seedSip(database, clock, '5000001', { mandateNo: 'UMRN-HDFC-5000001' })).id;
    sips.farhan = (
      await seedSip(database, clock, '5000011', { mandateNo: 'UMRN-SBIN-5000011' })
    ).id;
    await addMandateBank(database, '5000001', 'UMRN-KKBK-5000001');
    for (const [njAcNo, edisFlag] of [
      ['5000015', 'Y'],
      ['5000016', 'N'],
    ] as const) {
      const id = await accountIdOf(database, njAcNo);
      const folio = await recordLots(
        built,
        id,
        hdfcMidCap,
        'HDFC Mutual Fund',
        lot('2026-08-01', '20.000', '200.0000'),
        `DEMAT-${njAcNo}`,
      );
      await makeDemat(database, folio, id, { poaDdpi: 'N', edisFlag });
      folios[njAcNo === '5000015' ? 'anil' : 'sunita'] = folio;
    }
    tokens.asha = (await login(app(), '5000001')).token;
    tokens.farhan = (await login(app(), '5000011')).token;
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  it('authorises a redemption once: placed without an OTP, its units priced and paid out', async () => {
    const placed = await place(
      app(),
      forAsha({
        trnType: 'RED',
        folioNo: folios.hdfc,
        schCode: hdfcMidCap,
        redeemBy: 'AMOUNT',
        amount: '1000',
      }),
    );
    const detail = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: placed.d },
      tokens.asha,
    );
    expect(detail.data.trxnHeaderDeail).toMatchObject({
      trnType: 'RED',
      isRedWarning: 'Y',
      isTwoFactor: 'N',
      totalAmount: '1000.00',
    });
    expect(detail.data.trxndetail).toEqual([
      expect.objectContaining({
        action: 'Redemption',
        schcode: hdfcMidCap,
        amount: '1000.00',
        holdingMode: 'P',
        orderRef: '',
      }),
    ]);
    const poa = await call(
      app(),
      'checkRedPOAValidation',
      { encryptedData: placed.d },
      tokens.asha,
    );
    expect(poa.data).toMatchObject({ mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N' });

    const sessionId = authKey();
    const body = { encryptedData: placed.d, sessionId, tncAccepted: 'Y', isRedConfirm: 'Y' };
    const first = await call(app(), 'onAuthorize', body, tokens.asha);
    expect(first.status, first.displayMessage).toBe(200);
    const { trxnId, ackPath } = first.data;
    expect(trxnId).toMatch(/^RED/);
    expect(ackPath).toBe(`/transact/authorize/red/achknowledge?tid=${trxnId}`);
    const again = await call(app(), 'onAuthorize', body, tokens.asha);
    expect(again.data).toMatchObject({ trxnId, isRepeat: true });
    const other = await onAuthorize(placed.d, tokens.asha);
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(await stateOf(placed)).toBe('USED');

    // Once the NAV of the day (21-08) is published at 11 pm.
    await clock.during(navPublishedAt('2026-08-21'), () => built.sales.runPending());
    const pin = await pinLogin(app(), '5000001');
    const status = await gw(red('getSellOrderStatus'), { tid: trxnId }, pin);
    expect(status.order).toMatchObject({
      status: 'PAYOUT_DUE',
      grossAmount: '1000.00',
      redeemBy: 'AMOUNT',
    });
    const receipt = (
      await call(
        app(),
        'getAuthTrxDetailFromTar',
        { encryptedData: first.data.encEncodedTrxnId },
        tokens.asha,
      )
    ).data;
    expect(receipt.trxndetail[0]).toMatchObject({ orderRef: trxnId });
  });

  it('refuses at placement what the client could not authorise, with the selling messages', async () => {
    const tooMany = await placeRefused(
      app(),
      forAsha({
        trnType: 'RED',
        folioNo: folios.hdfc,
        schCode: hdfcMidCap,
        redeemBy: 'UNITS',
        units: '100000',
      }),
    );
    expect(tooMany.message).toMatch(/more than the units free to redeem/);
    const otherAmc = await placeRefused(
      app(),
      forAsha({
        trnType: 'SWI',
        folioNo: folios.hdfc,
        schCode: hdfcMidCap,
        redeemBy: 'UNITS',
        units: '1',
        targetSchCode: utiNifty,
      }),
    );
    expect(otherAmc.message).toBe(sellMessages.otherAmc);
  });

  it('authorises a switch from the PIN login of its link', async () => {
    const placed = await place(
      app(),
      forAsha({
        trnType: 'SWI',
        folioNo: folios.hdfc,
        schCode: hdfcMidCap,
        redeemBy: 'UNITS',
        units: '2',
        targetSchCode: hdfcLiquid,
      }),
    );
    const pin = await pinLogin(app(), '5000001');
    const done = await authorised(placed.d, pin);
    expect(done.ackPath).toBe(`/transact/authorize/swi/achknowledge?tid=${done.trxnId}`);
    // Once the NAV of the day (21-08) is published at 11 pm.
    await clock.during(navPublishedAt('2026-08-21'), () => built.sales.runPending());
    const status = await gw(red('getSellOrderStatus'), { tid: done.trxnId }, pin);
    expect(status.order).toMatchObject({
      trxnType: 'SWI',
      requestedUnits: '2',
      switchIn: { schcode: hdfcLiquid },
    });
    expect(status.order.status).not.toBe('AWAITING_NAV');
  });

  it('authorises a switch SIP: the switch, and a SIP into its target on the mandate', async () => {
    const trxn = {
      trnType: 'SWITCHSIP',
      folioNo: folios.hdfc,
      schCode: hdfcLiquid,
      redeemBy: 'AMOUNT',
      amount: '10000',
      targetSchCode: hdfcMidCap,
      sipAmount: '1000',
      sip: { freqId: 'M', installmentDate: 10, totalNoOfInst: 12 },
      mandateNo: 'UMRN-HDFC-5000001',
    } as const;
    const noMandate = await placeRefused(app(), forAsha({ ...trxn, mandateNo: 'UMRN-NONE' }));
    expect(noMandate.message).toBe(planMessages.bankNoMandate);
    const placed = await place(app(), forAsha(trxn));
    expect(await linesOf(placed.d, tokens.asha)).toEqual([
      expect.objectContaining({
        srNo: 1,
        action: 'Switch',
        amount: '10000.00',
        targetSchcode: hdfcMidCap,
      }),
      expect.objectContaining({
        srNo: 2,
        action: 'SIP',
        schcode: hdfcMidCap,
        amount: '1000.00',
        schedule: 'Monthly on the 10th, 12 installments from 10-09-2026',
      }),
    ]);
    const done = await authorised(placed.d, tokens.asha);
    expect(done.ackPath).toBe(
      `/transact/authorize/switchsip/achknowledge?tid=${encodeURIComponent(done.encEncodedTrxnId)}`,
    );
    const lines = await linesOf(done.encEncodedTrxnId, tokens.asha);
    expect(lines[0]?.orderRef).toBe(done.trxnId);
    expect(lines[1]).toMatchObject({
      action: 'SIP',
      orderStatus: 'Your SIP is registered. The first installment falls on 10-09-2026.',
    });
    expect(await plan(tokens.asha, 'SIP', lines[1]?.planId ?? 0)).toMatchObject({
      status: 'ACTIVE',
      nextInstallmentDate: '2026-09-10',
      bank: { mandateNo: 'UMRN-HDFC-5000001' },
    });
  });

  it('asks before a bulk switch: no leaves it pending, yes places every switch, once', async () => {
    const placed = await place(
      app(),
      forAsha({
        trnType: 'BSWI',
        legs: [
          {
            folioNo: folios.hdfc,
            schCode: hdfcMidCap,
            redeemBy: 'AMOUNT',
            amount: '2000',
            targetSchCode: hdfcLiquid,
          },
          {
            folioNo: folios.axis,
            schCode: axisElss,
            redeemBy: 'UNITS',
            units: '5',
            targetSchCode: axisElssRegular,
          },
        ],
      }),
    );
    const sessionId = authKey();
    const body = { encryptedData: placed.d, sessionId, tncAccepted: 'Y', isRedConfirm: 'Y' };
    const asked = await call(app(), 'onAuthorize', body, tokens.asha);
    expect(asked.status).toBe(200);
    expect(asked.techMessage).toBe('CONFIRMATIOM');
    expect(asked.data.confirmation.code).toBe('CONFIRMATIOM');
    expect(asked.data.confirmation.question).toContain(
      '₹2,000.00 of HDFC Mid Cap Fund - Direct Plan - Growth Option into HDFC Liquid Fund',
    );
    expect(asked.data.confirmation.question).toContain('5 units of Axis ELSS Tax Saver Fund');
    const no = await call(app(), 'onAuthorize', { ...body, isBulkConfirm: 'N' }, tokens.asha);
    expect(no.status).toBe(400);
    expect(no.displayMessage).toBe(authMessages.declined);
    expect(await stateOf(placed)).toBe('PENDING');
    expect((await linesOf(placed.d, tokens.asha)).map((l) => l.orderRef)).toEqual(['', '']);

    const yes = await call(app(), 'onAuthorize', { ...body, isBulkConfirm: 'Y' }, tokens.asha);
    expect(yes.status, yes.displayMessage).toBe(200);
    expect(yes.data.ackPath).toBe(
      `/transact/authorize/bswi/achknowledge?tid=${encodeURIComponent(yes.data.encEncodedTrxnId)}`,
    );
    const lines = await linesOf(yes.data.encEncodedTrxnId, tokens.asha);
    expect(lines.every((l) => /^SWI/.test(l.orderRef))).toBe(true);
    const repeat = await call(app(), 'onAuthorize', { ...body, isBulkConfirm: 'Y' }, tokens.asha);
    expect(repeat.data).toMatchObject({ isRepeat: true, trxnId: yes.data.trxnId });
    expect((await linesOf(yes.data.encEncodedTrxnId, tokens.asha)).map((l) => l.orderRef)).toEqual(
      lines.map((l) => l.orderRef),
    );
  });

  it('places no switch of a bulk switch when one can no longer be placed', async () => {
    const placed = await place(
      app(),
      forAsha({
        trnType: 'BSWI',
        legs: [
          {
            folioNo: folios.hdfc,
            schCode: hdfcMidCap,
            redeemBy: 'AMOUNT',
            amount: '500',
            targetSchCode: hdfcLiquid,
          },
          {
            folioNo: folios.axis,
            schCode: axisElss,
            redeemBy: 'UNITS',
            units: '30',
            targetSchCode: axisElssRegular,
          },
        ],
      }),
    );
    // The client redeems most of the Axis units in the meantime.
    const redemption = await place(
      app(),
      forAsha({
        trnType: 'RED',
        folioNo: folios.axis,
        schCode: axisElss,
        redeemBy: 'UNITS',
        units: '20',
      }),
    );
    await authorised(redemption.d, tokens.asha);
    const refused = await onAuthorize(placed.d, tokens.asha, { isBulkConfirm: 'Y' });
    expect(refused.status).toBe(400);
    expect(refused.displayMessage).toMatch(/more than the units free to redeem/);
    expect(await stateOf(placed)).toBe('PENDING');
    // It stays listed, as what can no longer be done, and its detail says so before any consent.
    const listed = (
      await call(app(), 'getTrxnAuthRpt', { reqFrom: 'web', authType: 'online' }, tokens.asha)
    ).data.trxns.find((t: { trxnId: string }) => t.trxnId === placed.trxnId);
    expect(listed.unavailable).toMatch(/more than the units free to redeem/);
    const detail = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: placed.d },
      tokens.asha,
    );
    expect(detail.displayMessage).toBe(
      authMessages.noLongerPossible(placed.trxnId, listed.unavailable),
    );
  });

  it('authorises a bulk switch SIP: the switches, and a SIP into each scheme switched into', async () => {
    const placed = await place(
      app(),
      forAsha({
        trnType: 'BSWISIP',
        legs: [
          {
            folioNo: folios.hdfc,
            schCode: hdfcLiquid,
            redeemBy: 'AMOUNT',
            amount: '5000',
            targetSchCode: hdfcMidCap,
          },
          {
            folioNo: folios.axis,
            schCode: axisElss,
            redeemBy: 'UNITS',
            units: '2',
            targetSchCode: axisElssRegular,
          },
        ],
        sipAmount: '1000',
        sip: { freqId: 'M', installmentDate: 25, totalNoOfInst: 6 },
        mandateNo: 'UMRN-HDFC-5000001',
      }),
    );
    expect((await linesOf(placed.d, tokens.asha)).map((l) => l.action)).toEqual([
      'Switch',
      'Switch',
      'SIP',
      'SIP',
    ]);
    const sessionId = authKey();
    const body = { encryptedData: placed.d, sessionId, tncAccepted: 'Y', isRedConfirm: 'Y' };
    expect((await call(app(), 'onAuthorize', body, tokens.asha)).techMessage).toBe('CONFIRMATIOM');
    const yes = await call(app(), 'onAuthorize', { ...body, isBulkConfirm: 'Y' }, tokens.asha);
    expect(yes.status, yes.displayMessage).toBe(200);
    const lines = await linesOf(yes.data.encEncodedTrxnId, tokens.asha);
    expect(lines.every((l) => l.orderRef !== '')).toBe(true);
    for (const sip of lines.slice(2))
      expect(await plan(tokens.asha, 'SIP', sip.planId ?? 0)).toMatchObject({ status: 'ACTIVE' });
  });

  it("sends 5000015's demat units to eDIS and prices them once approved; refuses 5000016's", async () => {
    const anil = await place(app(), {
      njAcNo: '5000015',
      trxn: {
        trnType: 'RED',
        folioNo: folios.anil,
        schCode: hdfcMidCap,
        redeemBy: 'UNITS',
        units: '5',
      },
    });
    const pin = await pinLogin(app(), '5000015');
    const poa = await call(app(), 'checkRedPOAValidation', { encryptedData: anil.d }, pin);
    expect(poa.data).toEqual({
      mode: 'D',
      FLG_POA: 'N',
      IS_EDIS: 'Y',
      isBlocked: 'N',
      message: sellMessages.edisRedirect,
    });
    const done = await authorised(anil.d, pin);
    expect(done).toMatchObject({
      IS_EDIS: 'Y',
      FLG_POA: 'N',
      DEMAT_POA_MSG: sellMessages.edisRedirect,
    });
    expect(done.callurl).toBe(`/cdesk/sandbox/depository/edis?ref=${done.edisTrxnNo}`);
    expect(done.ackPath).toBe(`/transact/authorize/red/achknowledge?tid=${done.trxnId}`);
    const decided = await app().inject({
      method: 'POST',
      url: '/cdesk/sandbox/depository/edis',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ref: done.edisTrxnNo, decision: 'APPROVE' }).toString(),
    });
    expect(decided.statusCode).toBe(303);
    const verified = await gw(red('verifyEdisAuthorisation'), { edisTrxnNo: done.edisTrxnNo }, pin);
    expect(verified).toMatchObject({ edisStatus: 'APPROVED', trxnId: done.trxnId });
    // Once the NAV of the day (21-08) is published at 11 pm.
    await clock.during(navPublishedAt('2026-08-21'), () => built.sales.runPending());
    const status = await gw(red('getSellOrderStatus'), { tid: done.trxnId }, pin);
    expect(status.order).toMatchObject({ status: 'PAYOUT_DUE', units: '5.000', mode: 'D' });

    const sunita = await place(app(), {
      njAcNo: '5000016',
      trxn: { trnType: 'RED', folioNo: folios.sunita, schCode: hdfcMidCap, redeemBy: 'ALL' },
    });
    const sunitaPin = await pinLogin(app(), '5000016');
    const blocked = await call(
      app(),
      'checkRedPOAValidation',
      { encryptedData: sunita.d },
      sunitaPin,
    );
    expect(blocked.data).toMatchObject({ isBlocked: 'Y', message: sellMessages.poaNotInFavour });
    const refused = await onAuthorize(sunita.d, sunitaPin);
    expect(refused.status).toBe(400);
    expect(refused.displayMessage).toBe(sellMessages.poaNotInFavour);
    expect(await stateOf(sunita)).toBe('PENDING');
  });

  it('registers an STP and an SWP, then stops each', async () => {
    const stp = await place(
      app(),
      forAsha({
        trnType: 'STP',
        schCode: hdfcMidCap,
        folioNo: folios.hdfc,
        targetSchCode: hdfcLiquid,
        amount: '1000',
        schedule: { freqId: 'M', installmentDate: 15, totalNoOfInst: 12 },
      }),
    );
    expect((await linesOf(stp.d, tokens.asha))[0]).toMatchObject({
      action: 'STP',
      schedule: 'Monthly on the 15th, 12 installments from 15-09-2026',
    });
    const stpDone = await authorised(stp.d, tokens.asha);
    expect(stpDone.ackPath).toBe(
      `/transact/authorize/stp/achknowledge?tid=${encodeURIComponent(stpDone.encEncodedTrxnId)}`,
    );
    const [stpLine] = await linesOf(stpDone.encEncodedTrxnId, tokens.asha);
    expect(stpLine).toMatchObject({
      orderRef: stpDone.trxnId,
      orderStatus: 'Your STP is registered. The first installment falls on 15-09-2026.',
    });
    const stpId = stpLine?.planId ?? 0;
    expect(await plan(tokens.asha, 'STP', stpId)).toMatchObject({ status: 'ACTIVE' });

    const swp = await place(
      app(),
      forAsha({
        trnType: 'SWP',
        schCode: hdfcMidCap,
        folioNo: folios.hdfc,
        amount: '1000',
        schedule: { freqId: 'M', installmentDate: 5, totalNoOfInst: 12 },
      }),
    );
    const swpDone = await authorised(swp.d, tokens.asha);
    const swpId = (await linesOf(swpDone.encEncodedTrxnId, tokens.asha))[0]?.planId ?? 0;
    expect(await plan(tokens.asha, 'SWP', swpId)).toMatchObject({ status: 'ACTIVE' });

    for (const [trnType, planId, planType] of [
      ['SSTP', stpId, 'STP'],
      ['SSWP', swpId, 'SWP'],
    ] as const) {
      const stop = await place(app(), forAsha({ trnType, planId }));
      const done = await authorised(stop.d, tokens.asha);
      expect(done.ackPath).toBe(`/transact/authorize/sbs/achknowledge?tid=${done.trxnId}`);
      const ack = await gw(plansGw('getPlanRequestAck'), { tid: done.trxnId }, tokens.asha);
      expect(ack).toMatchObject({ planType, planId });
      expect(await plan(tokens.asha, planType, planId)).toMatchObject({ status: 'STOP_PENDING' });
    }
  });

  it('stops a SIP, revokes the stop, shifts its bank and tops it up', async () => {
    const stop = await place(app(), forAsha({ trnType: 'SSIP', planId: sips.asha }));
    const second = await place(app(), forAsha({ trnType: 'SSIP', planId: sips.asha }));
    const pin = await pinLogin(app(), '5000001');
    const stopped = await authorised(stop.d, pin);
    expect(stopped.ackPath).toBe(`/transact/authorize/sbs/achknowledge?tid=${stopped.trxnId}`);
    expect(await gw(plansGw('getPlanRequestAck'), { tid: stopped.trxnId }, pin)).toMatchObject({
      request: { trxnType: 'SSIP', status: 'PENDING' },
    });
    expect(await plan(tokens.asha, 'SIP', sips.asha)).toMatchObject({ status: 'STOP_PENDING' });
    const twice = await onAuthorize(second.d, tokens.asha);
    expect(twice.status).toBe(400);
    expect(twice.displayMessage).toBe(
      authMessages.noLongerPossible(second.trxnId, planMessages.stopPending),
    );
    const refusedAtPlacement = await placeRefused(
      app(),
      forAsha({ trnType: 'SSIP', planId: sips.asha }),
    );
    expect(refusedAtPlacement.message).toBe(planMessages.stopPending);

    const revoke = await place(app(), forAsha({ trnType: 'TSR', planId: sips.asha }));
    const revoked = await authorised(revoke.d, tokens.asha);
    expect(revoked.ackPath).toBe(`/transact/authorize/tsr/achknowledge?tid=${revoked.trxnId}`);
    expect(await plan(tokens.asha, 'SIP', sips.asha)).toMatchObject({ status: 'ACTIVE' });

    const shift = await place(
      app(),
      forAsha({ trnType: 'SIPSHIFTING', planId: sips.asha, mandateNo: 'UMRN-KKBK-5000001' }),
    );
    const rows = await call(
      app(),
      'getTrxnAuthRpt',
      { reqFrom: 'web', authType: 'online' },
      tokens.asha,
    );
    const row = rows.data.trxns.find((t: { trxnId: string }) => t.trxnId === shift.trxnId);
    expect(row.summary).toMatch(/to Kotak Mahindra Bank \(mandate UMRN-KKBK-5000001\)$/);
    const shifted = await authorised(shift.d, tokens.asha);
    expect(shifted.ackPath).toBe(
      `/transact/authorize/sipshifting/achknowledge?tid=${shifted.trxnId}`,
    );

    const topUp = await place(
      app(),
      forAsha({ trnType: 'TPSIP', planId: sips.asha, topUpAmount: '1000' }),
    );
    expect((await linesOf(topUp.d, tokens.asha))[0]).toMatchObject({
      action: 'TOP UP SIP',
      amount: '1000.00',
    });
    const toppedUp = await authorised(topUp.d, tokens.asha);
    expect(toppedUp.ackPath).toBe(`/transact/authorize/tpsip/achknowledge?tid=${toppedUp.trxnId}`);
    const changes = (await gw(plansGw('getSystematicPlans'), {}, tokens.asha)).plans.find(
      (p: { planType: string; planId: number }) => p.planType === 'SIP' && p.planId === sips.asha,
    ).pendingChanges;
    expect(changes.map((c: { trxnType: string }) => c.trxnType).sort()).toEqual([
      'SIPSHIFTING',
      'TPSIP',
    ]);
  });

  it('shows a placed stop the SIP no longer allows as such, counts it out and refuses it at the first call', async () => {
    const count = async () =>
      (await call(app(), 'getTotalNonMarsCount', {}, tokens.asha)).data.count as number;
    const list = async () =>
      (await call(app(), 'getTrxnAuthRpt', { reqFrom: 'web', authType: 'online' }, tokens.asha))
        .data.trxns as { trxnId: string; unavailable: string }[];
    const listed = async (trxnId: string) => (await list()).find((t) => t.trxnId === trxnId);
    const doable = async () => (await list()).filter((t) => t.unavailable === '').length;
    const stop = await place(app(), forAsha({ trnType: 'SSIP', planId: sips.asha }));
    const before = await count();
    expect(before).toBe(await doable());
    expect((await listed(stop.trxnId))?.unavailable).toBe('');

    // The investor stops the SIP on the desk: the partner's stop can no longer be done.
    await gw(plansGw('stopSystematicPlan'), { trxnType: 'SSIP', planId: sips.asha }, tokens.asha);
    expect((await listed(stop.trxnId))?.unavailable).toBe(planMessages.stopPending);
    const after = await count();
    expect(after).toBeLessThan(before);
    expect(after).toBe(await doable());

    // Refused at the first call of an authorisation, the detail, before any consent is asked.
    const refused = authMessages.noLongerPossible(stop.trxnId, planMessages.stopPending);
    const detail = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: stop.d },
      tokens.asha,
    );
    expect(detail.status).toBe(400);
    expect(detail.errCode).toBe('NO_LONGER_POSSIBLE');
    expect(detail.displayMessage).toBe(refused);
    const tried = await onAuthorize(stop.d, tokens.asha, { tncAccepted: 'N' });
    expect(tried.status).toBe(400);
    expect(tried.displayMessage).toBe(refused);
    // It can still be rejected, which clears it from the list.
    expect((await call(app(), 'onReject', { encryptedData: stop.d }, tokens.asha)).status).toBe(
      200,
    );
    expect(await listed(stop.trxnId)).toBeUndefined();
    await gw(plansGw('revokeStopSip'), { planId: sips.asha }, tokens.asha);
    expect(await plan(tokens.asha, 'SIP', sips.asha)).toMatchObject({ status: 'ACTIVE' });
  });

  it("confirms an EMF account's stop with the OTP sent for it, once", async () => {
    const placed = await place(app(), {
      njAcNo: '5000011',
      trxn: { trnType: 'SSIP', planId: sips.farhan },
    });
    const pin = await pinLogin(app(), '5000011');
    const detail = await call(app(), 'getAuthTrxDetailFromTar', { encryptedData: placed.d }, pin);
    expect(detail.data.trxnHeaderDeail.isTwoFactor).toBe('Y');
    expect(detail.data.trxndetail[0]).toMatchObject({ action: 'STOP SIP', planId: sips.farhan });
    const withoutOtp = await onAuthorize(placed.d, pin);
    expect(withoutOtp.status).toBe(400);
    expect(withoutOtp.displayMessage).toBe(planMessages.twoFactorRequired);

    const sent = await gw(
      plansGw('sendPlan2FAOtp'),
      { trxnType: 'SSIP', planId: sips.farhan },
      pin,
    );
    const otp = await latestOtp(app(), '5000011');
    const wrong = await onAuthorize(placed.d, pin, {
      otpGenRefId: sent.otpGenRefId,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await stateOf(placed)).toBe('PENDING');
    const sessionId = authKey();
    const body = {
      encryptedData: placed.d,
      sessionId,
      tncAccepted: 'Y',
      otpGenRefId: sent.otpGenRefId,
      otp,
    };
    const done = await call(app(), 'onAuthorize', body, pin);
    expect(done.status, done.displayMessage).toBe(200);
    expect(done.data.ackPath).toBe(`/transact/authorize/sbs/achknowledge?tid=${done.data.trxnId}`);
    expect((await call(app(), 'onAuthorize', body, pin)).data).toMatchObject({
      isRepeat: true,
      trxnId: done.data.trxnId,
    });
    expect(await plan(tokens.farhan, 'SIP', sips.farhan)).toMatchObject({ status: 'STOP_PENDING' });
  });
});

/** The demo clients' schemes and the ones the demo partner switches or transfers into. */
const demoSchemes: [number, string, string, string, string][] = [
  [
    120716,
    'UTI Nifty 50 Index Fund - Direct Plan - Growth Option',
    'UTI Mutual Fund',
    'Other Scheme - Index Funds',
    '170.1000',
  ],
  [
    122639,
    'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
    'PPFAS Mutual Fund',
    'Equity Scheme - Flexi Cap Fund',
    '90.7427',
  ],
  [
    148958,
    'Parag Parikh Conservative Hybrid Fund - Direct Plan - Growth',
    'PPFAS Mutual Fund',
    'Hybrid Scheme - Conservative Hybrid Fund',
    '16.1312',
  ],
  [
    118989,
    'HDFC Mid Cap Fund - Direct Plan - Growth Option',
    'HDFC Mutual Fund',
    'Equity Scheme - Mid Cap Fund',
    '210.5000',
  ],
  [
    118955,
    'HDFC Flexi Cap Fund - Direct Plan - Growth Option',
    'HDFC Mutual Fund',
    'Equity Scheme - Flexi Cap Fund',
    '2293.0720',
  ],
  [
    119091,
    'HDFC Liquid Fund - Direct Plan - Growth Option',
    'HDFC Mutual Fund',
    'Debt Scheme - Liquid Fund',
    '5100.0000',
  ],
  [
    120503,
    'Axis ELSS Tax Saver Fund - Direct Plan - Growth Option',
    'Axis Mutual Fund',
    'Equity Scheme - ELSS',
    '112.2201',
  ],
  [
    120465,
    'Axis Large Cap Fund - Direct Plan - Growth',
    'Axis Mutual Fund',
    'Equity Scheme - Large Cap Fund',
    '70.7700',
  ],
];

describe.each(testDatabases())(
  "the demo partner's sales and plan requests on $name",
  ({ open }) => {
    const clock = new FixedClock(sellMorning);
    let database: Database;
    let built: App;
    const pending = async (njAcNo: string) => {
      const { token } = await login(built.app, njAcNo);
      const list = await call(
        built.app,
        'getTrxnAuthRpt',
        { reqFrom: 'web', authType: 'online' },
        token,
      );
      return {
        token,
        trxns: list.data.trxns as { trnType: string; encryptedData: string; folioNo: string }[],
      };
    };

    beforeAll(async () => {
      database = await open();
      // The first start seeds the accounts; the schemes arrive as an AMFI import would bring them,
      // and the next start seeds the portfolio, the plans, the demat holdings and the placements.
      const first = await buildApp(testConfig(), { database, backgroundJobs: false, clock });
      await first.app.close();
      await database.db
        .insert(schemes)
        .values(
          demoSchemes.map(([schemeCode, name, amc, category, latestNav]) => ({
            schemeCode,
            name,
            amc,
            category,
            structure: 'Open Ended Schemes',
            subType: category.split(' - ')[1] ?? '',
            schemeType: schemeTypeOf(category),
            plan: 'DIRECT',
            option: 'GROWTH',
            latestNav,
            latestNavDate: '2026-08-20',
          })),
        )
        .onConflictDoNothing();
      await database.db
        .insert(navHistory)
        .values(
          demoSchemes.flatMap(([schemeCode, , , , nav]) => [
            { schemeCode, navDate: '2025-07-21', nav },
            { schemeCode, navDate: '2026-08-20', nav },
          ]),
        )
        .onConflictDoNothing();
      built = await buildApp(testConfig(), { database, backgroundJobs: false, clock });
    });
    afterAll(async () => {
      await built.app.close();
      await database.close();
    });

    it("places 5000001's redemption, switch, STP, SIP stop, stop revocation and bulk switch", async () => {
      const { token, trxns } = await pending('5000001');
      expect(trxns.map((t) => t.trnType)).toEqual(
        expect.arrayContaining(['RED', 'SWI', 'STP', 'SSIP', 'TSR', 'BSWI']),
      );
      const revoke = trxns.find((t) => t.trnType === 'TSR')!;
      const [line] = (
        await call(
          built.app,
          'getAuthTrxDetailFromTar',
          { encryptedData: revoke.encryptedData },
          token,
        )
      ).data.trxndetail;
      expect(line).toMatchObject({ action: 'Revoke Stop SIP', schcode: 120716 });
      const stopped = (await post(built.app, plansGw('getSystematicPlans'), {}, token))
        .json()
        .data.plans.find(
          (p: { planType: string; planId: number }) =>
            p.planType === 'SIP' && p.planId === line.planId,
        );
      expect(stopped.status).toBe('STOP_PENDING');
      const done = await call(
        built.app,
        'onAuthorize',
        { encryptedData: revoke.encryptedData, sessionId: authKey(), tncAccepted: 'Y' },
        token,
      );
      expect(done.status, done.displayMessage).toBe(200);
      const after = (await post(built.app, plansGw('getSystematicPlans'), {}, token))
        .json()
        .data.plans.find(
          (p: { planType: string; planId: number }) =>
            p.planType === 'SIP' && p.planId === line.planId,
        );
      expect(after.status).toBe('ACTIVE');
    });

    it("places a redemption of 5000015's demat units, authorised through eDIS", async () => {
      const { token, trxns } = await pending('5000015');
      const redemption = trxns.find((t) => t.trnType === 'RED')!;
      expect(redemption.folioNo).toMatch(/\/01$/);
      const poa = await call(
        built.app,
        'checkRedPOAValidation',
        { encryptedData: redemption.encryptedData },
        token,
      );
      expect(poa.data).toMatchObject({ mode: 'D', IS_EDIS: 'Y' });
    });
  },
);
