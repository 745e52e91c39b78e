import { planMessages, sellMessages, type TPlacedTrxn } from '@cdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { navHistory } from '../src/db/schema.js';
import type { AuthOutcome, PendingTrxn } from '../src/modules/authorise/executor.js';
import { latestOtp, login, post } from './support/app.js';
import { executorDesk } from './support/auth-executors.js';
import { testDatabases } from './support/databases.js';
import { addMandateBank, insertPlanFixture, plansGw, seedSip } from './support/plans.js';
import { accountIdOf, makeDemat, recordLots, sellMorning } from './support/selling.js';

const hdfcMidCap = 118989;
const hdfcLiquid = 119091;
const axisElss = 120503;
const axisElssRegular = 112323;
const utiNifty = 120716;

function placed(outcome: AuthOutcome) {
  if (outcome.kind !== 'PLACED') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return outcome;
}

describe.each(testDatabases())('authorising sales and plans on $name', ({ open }) => {
  const desk = executorDesk(open, sellMorning);
  const folios = { hdfc: '', axis: '', anil: '', sunita: '' };
  const sips = { asha: 0, farhan: 0 };

  const authorise = async (pending: PendingTrxn, request = {}) =>
    desk.executorOf(pending).authorise(await desk.input(pending, request));
  const describeOf = (pending: PendingTrxn) => desk.executorOf(pending).describe(pending);
  const place = (njAcNo: string, trxn: TPlacedTrxn) => desk.pending(njAcNo, trxn);

  beforeAll(async () => {
    await insertPlanFixture(desk.database);
    await desk.database.db
      .insert(navHistory)
      .values([
        { schemeCode: hdfcMidCap, navDate: '2026-08-21', nav: '210.5000' },
        { schemeCode: hdfcLiquid, navDate: '2026-08-21', nav: '5100.0000' },
      ])
      .onConflictDoNothing();
    const asha = await accountIdOf(desk.database, '5000001');
    const lot = (navDate: string, units: string, nav: string) => [{ navDate, units, nav }];
    folios.hdfc = await recordLots(
      desk.built,
      asha,
      hdfcMidCap,
      'HDFC Mutual Fund',
      lot('2026-08-01', '60.000', '200.0000'),
      'AUTHLOT',
    );
    await recordLots(
      desk.built,
      asha,
      hdfcLiquid,
      'HDFC Mutual Fund',
      lot('2026-08-20', '10.000', '5099.0000'),
      'AUTHLOT',
    );
    folios.axis = await recordLots(
      desk.built,
      asha,
      axisElss,
      'Axis Mutual Fund',
      lot('2023-03-15', '40.000', '70.0000'),
      'AUTHLOT',
    );
    sips.asha = (
      await seedSip(desk.database, desk.clock, '5000001', { mandateNo: 'UMRN-HDFC-5000001' })
    ).id;
    sips.farhan = (
      await seedSip(desk.database, desk.clock, '5000011', { mandateNo: 'UMRN-SBIN-5000011' })
    ).id;
    await addMandateBank(desk.database, '5000001', 'UMRN-KKBK-5000001');
    for (const [njAcNo, edisFlag] of [
      ['5000015', 'Y'],
      ['5000016', 'N'],
    ] as const) {
      const id = await accountIdOf(desk.database, njAcNo);
      const folio = await recordLots(
        desk.built,
        id,
        hdfcMidCap,
        'HDFC Mutual Fund',
        lot('2026-08-01', '20.000', '200.0000'),
        `DEMATLOT-${njAcNo}`,
      );
      await makeDemat(desk.database, folio, id, { poaDdpi: 'N', edisFlag });
      folios[njAcNo === '5000015' ? 'anil' : 'sunita'] = folio;
    }
  });

  it('authorises a redemption once: the order is placed without an OTP and priced', async () => {
    const pending = await place('5000001', {
      trnType: 'RED',
      folioNo: folios.hdfc,
      schCode: hdfcMidCap,
      redeemBy: 'AMOUNT',
      amount: '1000',
    });
    const before = await describeOf(pending);
    expect(before.summary).toBe('HDFC Mid Cap Fund - Direct Plan - Growth Option');
    expect(before.lines).toEqual([
      expect.objectContaining({
        action: 'Redemption',
        schcode: hdfcMidCap,
        amount: '1000.00',
        holdingMode: 'P',
        orderRef: '',
      }),
    ]);
    expect(await desk.sellExecutor.poa(pending)).toMatchObject({ FLG_POA: 'Y', IS_EDIS: 'N' });
    const first = placed(await authorise(pending, { isRedConfirm: 'Y' }));
    expect(first.result).toMatchObject({ IS_EDIS: 'N', FLG_POA: 'Y', callurl: '' });
    const trxnId = first.result.trxnId ?? '';
    expect(trxnId).toMatch(/^RED/);
    expect(first.ackPath).toBe(`/transact/authorize/red/achknowledge?tid=${trxnId}`);
    const again = placed(await authorise(pending));
    expect(again.result.trxnId).toBe(trxnId);
    const after = await describeOf(pending);
    expect(after.lines[0]).toMatchObject({
      orderRef: trxnId,
      orderStatus: 'Awaiting the NAV of 21-08-2026.',
    });
    await desk.built.sales.runPending();
    const order = await desk.built.sell.sellOrder(trxnId);
    expect(order).toMatchObject({ status: 'PAYOUT_DUE', grossAmount: '1000.00' });
  });

  it('refuses with the selling messages and places nothing', async () => {
    const tooMany = await place('5000001', {
      trnType: 'RED',
      folioNo: folios.hdfc,
      schCode: hdfcMidCap,
      redeemBy: 'UNITS',
      units: '100000',
    });
    const refused = await authorise(tooMany);
    expect(refused).toMatchObject({ kind: 'REFUSED' });
    expect(refused.kind === 'REFUSED' && refused.message).toMatch(/more than the units free/);
    const otherAmc = await place('5000001', {
      trnType: 'SWI',
      folioNo: folios.hdfc,
      schCode: hdfcMidCap,
      redeemBy: 'UNITS',
      units: '1',
      targetSchCode: utiNifty,
    });
    expect(await authorise(otherAmc)).toEqual({
      kind: 'REFUSED',
      errCode: 'SWITCH_OTHER_AMC',
      message: sellMessages.otherAmc,
    });
    expect((await describeOf(otherAmc)).lines[0]?.orderRef).toBe('');
  });

  it('authorises a switch into a scheme of the same AMC', async () => {
    const pending = await place('5000001', {
      trnType: 'SWI',
      folioNo: folios.hdfc,
      schCode: hdfcMidCap,
      redeemBy: 'UNITS',
      units: '2',
      targetSchCode: hdfcLiquid,
    });
    expect((await describeOf(pending)).summary).toBe(
      'HDFC Mid Cap Fund - Direct Plan - Growth Option to HDFC Liquid Fund - Direct Plan - Growth Option',
    );
    const done = placed(await authorise(pending));
    expect(done.ackPath).toBe(`/transact/authorize/swi/achknowledge?tid=${done.result.trxnId}`);
    const order = await desk.built.sell.sellOrder(done.result.trxnId ?? '');
    expect(order).toMatchObject({
      trxnType: 'SWI',
      requestedUnits: '2',
      switchIn: { schcode: hdfcLiquid },
    });
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
    const wrongMandate = await place('5000001', { ...trxn, mandateNo: 'UMRN-NONE' });
    expect(await authorise(wrongMandate)).toEqual({
      kind: 'REFUSED',
      errCode: 'BANK_NO_MANDATE',
      message: planMessages.bankNoMandate,
    });
    expect((await describeOf(wrongMandate)).lines[0]?.orderRef).toBe('');

    const pending = await place('5000001', trxn);
    const before = await describeOf(pending);
    expect(before.lines).toEqual([
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
        orderRef: '',
      }),
    ]);
    const done = placed(await authorise(pending));
    expect(done.ackPath).toMatch(/^\/transact\/authorize\/switchsip\/achknowledge\?tid=/);
    placed(await authorise(pending));
    const after = await describeOf(pending);
    expect(after.lines[0]?.orderRef).toBe(done.result.trxnId);
    const sipLine = after.lines[1];
    expect(sipLine?.orderRef).toMatch(/^AUTHSIP-/);
    const sip = await desk.plans.planOf(pending.accountId, 'SIP', sipLine?.planId ?? 0);
    expect(sip).toMatchObject({
      status: 'ACTIVE',
      schemeCode: hdfcMidCap,
      amountPaise: 100_000,
      startDate: '2026-09-10',
      nextInstallmentDate: '2026-09-10',
      installments: 12,
      bank: { mandateNo: 'UMRN-HDFC-5000001' },
    });
  });

  it('asks before a bulk switch, places nothing on no, and every switch on yes', async () => {
    const pending = await place('5000001', {
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
    });
    const asked = await authorise(pending);
    expect(asked).toMatchObject({ kind: 'CONFIRM', code: 'CONFIRMATIOM' });
    const question = asked.kind === 'CONFIRM' ? asked.question : '';
    expect(question).toContain(
      '₹2,000.00 of HDFC Mid Cap Fund - Direct Plan - Growth Option into HDFC Liquid Fund',
    );
    expect(question).toContain('5 units of Axis ELSS Tax Saver Fund - Direct Plan - Growth Option');
    expect(await authorise(pending, { isBulkConfirm: 'N' })).toEqual({ kind: 'DECLINED' });
    expect((await describeOf(pending)).lines.map((l) => l.orderRef)).toEqual(['', '']);
    const done = placed(await authorise(pending, { isBulkConfirm: 'Y' }));
    expect(done.ackPath).toMatch(/^\/transact\/authorize\/bswi\/achknowledge\?tid=/);
    const lines = (await describeOf(pending)).lines;
    expect(lines.map((l) => l.action)).toEqual(['Switch', 'Switch']);
    expect(lines.every((l) => /^SWI/.test(l.orderRef))).toBe(true);
    placed(await authorise(pending, { isBulkConfirm: 'Y' }));
    expect((await describeOf(pending)).lines.map((l) => l.orderRef)).toEqual(
      lines.map((l) => l.orderRef),
    );
  });

  it('places no switch of a bulk switch when one of them cannot be placed', async () => {
    const pending = await place('5000001', {
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
          units: '100000',
          targetSchCode: axisElssRegular,
        },
      ],
    });
    expect(await authorise(pending)).toMatchObject({ kind: 'REFUSED' });
    expect(await authorise(pending, { isBulkConfirm: 'Y' })).toMatchObject({ kind: 'REFUSED' });
    expect((await describeOf(pending)).lines.map((l) => l.orderRef)).toEqual(['', '']);
  });

  it('authorises a bulk switch SIP: the switches, and a SIP into each scheme switched into', async () => {
    const pending = await place('5000001', {
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
    });
    expect((await describeOf(pending)).lines.map((l) => l.action)).toEqual([
      'Switch',
      'Switch',
      'SIP',
      'SIP',
    ]);
    expect(await authorise(pending)).toMatchObject({ kind: 'CONFIRM', code: 'CONFIRMATIOM' });
    placed(await authorise(pending, { isBulkConfirm: 'Y' }));
    const lines = (await describeOf(pending)).lines;
    expect(lines.every((l) => l.orderRef !== '')).toBe(true);
    expect(lines[3]).toMatchObject({
      schcode: axisElssRegular,
      schedule: 'Monthly on the 25th, 6 installments from 25-09-2026',
    });
  });

  it('sends demat units without a POA/DDPI to eDIS, and refuses them when the eDIS flag is N', async () => {
    const anil = await place('5000015', {
      trnType: 'RED',
      folioNo: folios.anil,
      schCode: hdfcMidCap,
      redeemBy: 'ALL',
    });
    expect(await desk.sellExecutor.poa(anil)).toMatchObject({
      mode: 'D',
      FLG_POA: 'N',
      IS_EDIS: 'Y',
    });
    expect((await describeOf(anil)).lines[0]).toMatchObject({ allUnits: 'Y', holdingMode: 'D' });
    const done = placed(await authorise(anil, { isRedConfirm: 'Y' }));
    expect(done.result).toMatchObject({
      IS_EDIS: 'Y',
      FLG_POA: 'N',
      DEMAT_POA_MSG: sellMessages.edisRedirect,
    });
    expect(done.result.callurl).not.toBe('');
    expect(done.result.edisTrxnNo).not.toBe('');
    const order = await desk.built.sell.sellOrder(done.result.trxnId ?? '');
    expect(order?.status).toBe('EDIS_PENDING');

    const sunita = await place('5000016', {
      trnType: 'RED',
      folioNo: folios.sunita,
      schCode: hdfcMidCap,
      redeemBy: 'ALL',
    });
    expect(await desk.sellExecutor.poa(sunita)).toMatchObject({
      isBlocked: 'Y',
      message: sellMessages.poaNotInFavour,
    });
    expect(await authorise(sunita)).toEqual({
      kind: 'REFUSED',
      errCode: 'POA_NOT_IN_FAVOUR',
      message: sellMessages.poaNotInFavour,
    });
  });

  it('registers an STP and an SWP, then stops each', async () => {
    const stp = await place('5000001', {
      trnType: 'STP',
      schCode: hdfcMidCap,
      folioNo: folios.hdfc,
      targetSchCode: hdfcLiquid,
      amount: '1000',
      schedule: { freqId: 'M', installmentDate: 15, totalNoOfInst: 12 },
    });
    expect((await describeOf(stp)).lines[0]).toMatchObject({
      action: 'STP',
      schedule: 'Monthly on the 15th, 12 installments from 15-09-2026',
      planId: null,
    });
    const stpDone = placed(await authorise(stp));
    const stpTid = stpDone.result.trxnId ?? '';
    expect(stpDone.ackPath).toBe(`/transact/authorize/stp/achknowledge?tid=${stpTid}`);
    expect(placed(await authorise(stp)).result.trxnId).toBe(stpTid);
    const stpLine = (await describeOf(stp)).lines[0];
    expect(stpLine).toMatchObject({
      orderRef: stpTid,
      orderStatus: 'Your STP is registered. The first installment falls on 15-09-2026.',
    });
    const stpId = stpLine?.planId ?? 0;

    const swp = await place('5000001', {
      trnType: 'SWP',
      schCode: hdfcMidCap,
      folioNo: folios.hdfc,
      amount: '1000',
      schedule: { freqId: 'M', installmentDate: 5, totalNoOfInst: 12 },
    });
    const swpDone = placed(await authorise(swp));
    const swpId = (await describeOf(swp)).lines[0]?.planId ?? 0;
    expect(swpDone.ackPath).toMatch(/^\/transact\/authorize\/swp\/achknowledge\?tid=SWP/);

    for (const [trnType, planId, planType] of [
      ['SSTP', stpId, 'STP'],
      ['SSWP', swpId, 'SWP'],
    ] as const) {
      const stop = await place('5000001', { trnType, planId });
      expect((await describeOf(stop)).lines[0]).toMatchObject({
        action: trnType === 'SSTP' ? 'STOP STP' : 'STOP SWP',
        planId,
      });
      const done = placed(await authorise(stop));
      expect(done.ackPath).toBe(`/transact/authorize/sbs/achknowledge?tid=${done.result.trxnId}`);
      expect((await desk.plans.planOf(stop.accountId, planType, planId))?.status).toBe(
        'STOP_PENDING',
      );
    }
  });

  it('stops a SIP, revokes the stop, shifts its bank and tops it up, each once', async () => {
    const stop = await place('5000001', { trnType: 'SSIP', planId: sips.asha });
    const stopped = placed(await authorise(stop));
    expect(stopped.ackPath).toBe(
      `/transact/authorize/sbs/achknowledge?tid=${stopped.result.trxnId}`,
    );
    expect(placed(await authorise(stop)).result.trxnId).toBe(stopped.result.trxnId);
    expect((await desk.plans.planOf(stop.accountId, 'SIP', sips.asha))?.status).toBe(
      'STOP_PENDING',
    );
    const secondStop = await place('5000001', { trnType: 'SSIP', planId: sips.asha });
    expect(await authorise(secondStop)).toEqual({
      kind: 'REFUSED',
      errCode: 'STOP_PENDING',
      message: planMessages.stopPending,
    });

    const revoke = await place('5000001', { trnType: 'TSR', planId: sips.asha });
    const revoked = placed(await authorise(revoke));
    expect(revoked.ackPath).toBe(
      `/transact/authorize/tsr/achknowledge?tid=${revoked.result.trxnId}`,
    );
    expect(placed(await authorise(revoke)).result.trxnId).toBe(revoked.result.trxnId);
    expect((await desk.plans.planOf(stop.accountId, 'SIP', sips.asha))?.status).toBe('ACTIVE');

    const shift = await place('5000001', {
      trnType: 'SIPSHIFTING',
      planId: sips.asha,
      mandateNo: 'UMRN-KKBK-5000001',
    });
    expect((await describeOf(shift)).summary).toMatch(
      /to Kotak Mahindra Bank \(mandate UMRN-KKBK-5000001\)$/,
    );
    const shifted = placed(await authorise(shift));
    expect(shifted.ackPath).toBe(
      `/transact/authorize/sipshifting/achknowledge?tid=${shifted.result.trxnId}`,
    );

    const topUp = await place('5000001', {
      trnType: 'TPSIP',
      planId: sips.asha,
      topUpAmount: '1000',
    });
    expect((await describeOf(topUp)).lines[0]).toMatchObject({
      action: 'TOP UP SIP',
      amount: '1000.00',
    });
    const toppedUp = placed(await authorise(topUp));
    expect(toppedUp.ackPath).toBe(
      `/transact/authorize/tpsip/achknowledge?tid=${toppedUp.result.trxnId}`,
    );
    expect(placed(await authorise(topUp)).result.trxnId).toBe(toppedUp.result.trxnId);
    const sip = await desk.plans.planOf(stop.accountId, 'SIP', sips.asha);
    expect(sip?.pendingChanges).toEqual([
      expect.objectContaining({
        trxnType: 'SIPSHIFTING',
        bank: expect.objectContaining({ mandateNo: 'UMRN-KKBK-5000001' }),
      }),
      expect.objectContaining({ trxnType: 'TPSIP', topUpPaise: 100_000 }),
    ]);
  });

  it("confirms an EMF account's stop with the plans' OTP, once", async () => {
    const pending = await place('5000011', { trnType: 'SSIP', planId: sips.farhan });
    expect(await authorise(pending)).toEqual({
      kind: 'REFUSED',
      errCode: '2FA_REQUIRED',
      message: planMessages.twoFactorRequired,
    });
    const { token } = await login(desk.built.app, '5000011');
    const sent = (
      await post(
        desk.built.app,
        plansGw('sendPlan2FAOtp'),
        { trxnType: 'SSIP', planId: sips.farhan },
        token,
      )
    ).json().data as { otpGenRefId: string };
    const otp = await latestOtp(desk.built.app, '5000011');
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(await authorise(pending, { otpGenRefId: sent.otpGenRefId, otp: wrong })).toMatchObject({
      kind: 'REFUSED',
      errCode: 'OTP_WRONG',
    });
    const done = placed(await authorise(pending, { otpGenRefId: sent.otpGenRefId, otp }));
    expect(done.ackPath).toBe(`/transact/authorize/sbs/achknowledge?tid=${done.result.trxnId}`);
    expect(placed(await authorise(pending)).result.trxnId).toBe(done.result.trxnId);
    expect((await desk.plans.planOf(pending.accountId, 'SIP', sips.farhan))?.status).toBe(
      'STOP_PENDING',
    );
  });
});
