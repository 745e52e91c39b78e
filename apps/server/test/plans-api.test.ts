import { planMessages, navPublishedAt } from '@cdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { mfTransactions, planInstallments } from '../src/db/schema.js';
import { envelope, FixedClock, latestOtp } from './support/app.js';
import { testDatabases } from './support/databases.js';
import {
  addMandateBank,
  dayMs,
  insertPlanFixture,
  planStart,
  plansGw,
  seedSip,
} from './support/plans.js';
import { investor, startPurchaseApp, type Investor, type PurchaseApp } from './support/purchase.js';

describe.each(testDatabases())('systematic plans on $name', ({ open }) => {
  const clock = new FixedClock(planStart);
  let database: Database;
  let built: PurchaseApp;
  let asha: Investor;
  let farhan: Investor;
  let rohan: Investor;
  let ashaSip: { id: number; folioNo: string };
  let farhanSip: { id: number; folioNo: string };
  let registered: { stp: number; swp: number };

  const plansOf = async (who: Investor) =>
    (await who.data(plansGw('getSystematicPlans'), {})) as {
      twoFactor: string;
      plans: {
        planType: string;
        planId: number;
        status: string;
        nextInstallmentDate: string | null;
        installmentsDone: number;
        nextAmountPaise: number;
        stop: { tid: string; effectiveDate: string } | null;
        pendingChanges: { trxnType: string }[];
        bank: { mandateNo: string } | null;
        canRevokeStop: boolean;
        lastRun: { outcome: string } | null;
      }[];
    };
  const planOf = async (who: Investor, planType: string, planId: number) =>
    (await plansOf(who)).plans.find((p) => p.planType === planType && p.planId === planId)!;

  beforeAll(async () => {
    database = await open();
    built = await startPurchaseApp(database, clock);
    await insertPlanFixture(database);
    ashaSip = await seedSip(database, clock, '5000001', { mandateNo: 'UMRN-HDFC-5000001' });
    farhanSip = await seedSip(database, clock, '5000011', { mandateNo: 'UMRN-SBIN-5000011' });
    asha = await investor(built.app, '5000001');
    farhan = await investor(built.app, 'emf.client');
    rohan = await investor(built.app, '5000013');
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  it('lists the running SIP with its next date, installments done and mandate', async () => {
    const list = await plansOf(asha);
    expect(list.twoFactor).toBe('N');
    const sip = await planOf(asha, 'SIP', ashaSip.id);
    expect(sip).toMatchObject({
      status: 'ACTIVE',
      nextInstallmentDate: '2026-08-20',
      installmentsDone: 1,
      nextAmountPaise: 500_000,
      stop: null,
      bank: { mandateNo: 'UMRN-HDFC-5000001' },
    });
    expect((await plansOf(farhan)).twoFactor).toBe('Y');
  });

  it('stops a SIP from its next installment, then revokes the stop before it takes effect', async () => {
    const check = await asha.data(plansGw('checkPlan2FA'), {
      trxnType: 'SSIP',
      planId: ashaSip.id,
    });
    expect(check).toMatchObject({
      twoFactor: 'N',
      flow: 'stopsip',
      effectiveDate: '2026-08-20',
      installmentsStillRun: [],
      stopOutcome:
        'No installment runs any more: the one of 20-08-2026 and every one after it are stopped.',
    });
    expect(check.confirmMessage).toContain(check.stopOutcome);
    const stop = await asha.data(plansGw('stopSystematicPlan'), {
      trxnType: 'SSIP',
      planId: ashaSip.id,
    });
    expect(stop).toMatchObject({ trxnType: 'SSIP', planType: 'SIP', effectiveDate: '2026-08-20' });
    expect(stop.tid).toMatch(/^SSIP260812\d{6}$/);
    const pending = await planOf(asha, 'SIP', ashaSip.id);
    expect(pending).toMatchObject({ status: 'STOP_PENDING', canRevokeStop: true });
    const sips = await asha.data('/cdesk/gw/ewaportfoliows/api/portfolio/getSipRegistrations', {
      acCode: 'AC5000001',
    });
    expect(sips).toEqual([expect.objectContaining({ sipId: ashaSip.id, stopFrom: '2026-08-20' })]);

    const again = await asha.call(plansGw('stopSystematicPlan'), {
      trxnType: 'SSIP',
      planId: ashaSip.id,
    });
    expect(again.statusCode).toBe(400);
    expect(envelope(again).displayMessage).toBe(planMessages.stopPending);

    const ack = await asha.data(plansGw('getPlanRequestAck'), { tid: stop.tid });
    expect(ack.request).toMatchObject({ tid: stop.tid, trxnType: 'SSIP', status: 'PENDING' });
    expect(ack.message).toContain('20-08-2026');

    const revoke = await asha.data(plansGw('revokeStopSip'), { planId: ashaSip.id });
    expect(revoke).toMatchObject({ trxnType: 'TSR', effectiveDate: '2026-08-20' });
    expect((await planOf(asha, 'SIP', ashaSip.id)).status).toBe('ACTIVE');
    const twice = await asha.call(plansGw('revokeStopSip'), { planId: ashaSip.id });
    expect(twice.statusCode).toBe(400);
    expect(envelope(twice).displayMessage).toBe(planMessages.noStopToRevoke);
  });

  it("refuses another account's plan and acknowledgement", async () => {
    const stop = await rohan.call(plansGw('stopSystematicPlan'), {
      trxnType: 'SSIP',
      planId: ashaSip.id,
    });
    expect(stop.statusCode).toBe(403);
    expect(envelope(stop).displayMessage).toBe(planMessages.planNotFound);
    const mandates = await rohan.call(plansGw('getSipBankMandates'), { planId: ashaSip.id });
    expect(mandates.statusCode).toBe(403);
    const placed = await asha.data(plansGw('topUpSip'), {
      planId: ashaSip.id,
      topUpAmount: '1000',
    });
    const ack = await rohan.call(plansGw('getPlanRequestAck'), { tid: placed.tid });
    expect(ack.statusCode).toBe(400);
    expect(envelope(ack).displayMessage).toBe(planMessages.ackNotFound);
    const list = await rohan.call(plansGw('getSystematicPlans'), { acCode: 'AC5000001' });
    expect(list.statusCode).toBe(403);
  });

  it('answers bad input with 400 and a message, never a 5xx', async () => {
    const cases: [string, unknown][] = [
      ['stopSystematicPlan', { trxnType: 'SSIP', planId: 'abc' }],
      ['stopSystematicPlan', { trxnType: 'XX', planId: 1 }],
      ['stopSystematicPlan', {}],
      ['revokeStopSip', { planId: -4 }],
      ['topUpSip', { planId: ashaSip.id, topUpAmount: '-5' }],
      ['topUpSip', { planId: ashaSip.id, topUpAmount: '12.345' }],
      ['shiftSipBank', { planId: ashaSip.id, bankId: 'x' }],
      ['validatePlan2FAOtp', { trxnType: 'SSIP', planId: 1, otpGenRefId: 'r', otp: '12' }],
      ['registerStp', { schCode: 'x', folioNo: '', amount: 1, freqId: 'Z' }],
      [
        'registerSwp',
        {
          schCode: 118989,
          folioNo: ashaSip.folioNo,
          amount: 1000,
          freqId: 'M',
          installmentDate: 31,
          totalNoOfInst: 6,
        },
      ],
      ['getPlanRequestAck', { tid: "x' or 1=1" }],
      ['getSystematicPlans', { planType: 'LOAN' }],
      ['getStpTargetSchemes', { fromSchCode: [] }],
    ];
    for (const [call, body] of cases) {
      const response = await asha.call(plansGw(call), body);
      expect(response.statusCode, `${call} ${JSON.stringify(body)}`).toBe(400);
      expect(envelope(response).displayMessage, call).not.toBe('');
    }
    const small = await asha.call(plansGw('topUpSip'), { planId: ashaSip.id, topUpAmount: '100' });
    expect(small.statusCode).toBe(400);
    expect(envelope(small).displayMessage).toBe(planMessages.minTopUp('₹500.00'));
  });

  it('shifts the SIP to another bank with a mandate from the next installment', async () => {
    const kotak = await addMandateBank(database, '5000001', 'UMRN-KKBK-5000001');
    const banks = await asha.data(plansGw('getSipBankMandates'), { planId: ashaSip.id });
    expect(banks.effectiveDate).toBe('2026-08-20');
    expect(banks.banks.map((b: { mandateNo: string }) => b.mandateNo)).toEqual([
      'UMRN-HDFC-5000001',
      'UMRN-KKBK-5000001',
    ]);
    const current = banks.banks.find(
      (b: { mandateNo: string }) => b.mandateNo === 'UMRN-HDFC-5000001',
    );
    expect(banks.currentBankId).toBe(current.bankId);
    const same = await asha.call(plansGw('shiftSipBank'), {
      planId: ashaSip.id,
      bankId: current.bankId,
    });
    expect(envelope(same).displayMessage).toBe(planMessages.bankSame);
    const shift = await asha.data(plansGw('shiftSipBank'), {
      planId: ashaSip.id,
      bankId: kotak.id,
    });
    expect(shift).toMatchObject({ trxnType: 'SIPSHIFTING', effectiveDate: '2026-08-20' });
    const plan = await planOf(asha, 'SIP', ashaSip.id);
    expect(plan.pendingChanges.map((c) => c.trxnType)).toEqual(['TPSIP', 'SIPSHIFTING']);
    expect(plan.nextAmountPaise).toBe(600_000);
    expect(plan.bank?.mandateNo).toBe('UMRN-HDFC-5000001');
  });

  it('registers an STP into another scheme of the AMC, and a standalone SWP', async () => {
    const base = {
      folioNo: ashaSip.folioNo,
      amount: '1000',
      freqId: 'M',
      installmentDate: 5,
      totalNoOfInst: 6,
    };
    const stp = await asha.data(plansGw('registerStp'), {
      ...base,
      schCode: 118989,
      toSchCode: 119091,
    });
    expect(stp).toMatchObject({ trxnType: 'STP', startDate: '2026-09-05', endDate: '2027-02-05' });
    expect(stp.installmentDates).toHaveLength(6);
    const targets = await asha.data(plansGw('getStpTargetSchemes'), { fromSchCode: 118989 });
    expect(targets).toEqual({
      amc: 'HDFC Mutual Fund',
      schemes: [
        {
          schCode: 119091,
          schemeName: expect.stringMatching(/^HDFC Liquid Fund/),
          plan: 'DIRECT',
          option: 'GROWTH',
        },
      ],
    });
    // The picker asks for one plan and option: none of the AMC's others is Regular.
    const regular = await asha.data(plansGw('getStpTargetSchemes'), {
      fromSchCode: 118989,
      plan: 'REGULAR',
      option: 'GROWTH',
    });
    expect(regular.schemes).toEqual([]);
    const listed = await planOf(asha, 'STP', stp.planId);
    expect(listed).toMatchObject({
      status: 'ACTIVE',
      nextInstallmentDate: '2026-09-05',
      installmentsDone: 0,
    });

    const otherAmc = await asha.call(plansGw('registerStp'), {
      ...base,
      schCode: 118989,
      toSchCode: 120716,
    });
    expect(envelope(otherAmc).displayMessage).toBe(planMessages.otherAmc);
    const same = await asha.call(plansGw('registerStp'), {
      ...base,
      schCode: 118989,
      toSchCode: 118989,
    });
    expect(envelope(same).displayMessage).toBe(planMessages.sameScheme);
    const tooMuch = await asha.call(plansGw('registerStp'), {
      ...base,
      amount: '9000000',
      schCode: 118989,
      toSchCode: 119091,
    });
    expect(envelope(tooMuch).displayMessage).toBe(planMessages.insufficient);
    const notHeld = await rohan.call(plansGw('registerSwp'), { ...base, schCode: 118989 });
    expect(notHeld.statusCode).toBe(400);
    expect(envelope(notHeld).displayMessage).toBe(planMessages.folioNotHeld);

    registered = { stp: stp.planId, swp: 0 };
    const swp = await asha.data(plansGw('registerSwp'), {
      ...base,
      schCode: 118989,
      startDate: '2026-08-14',
    });
    expect(swp).toMatchObject({ trxnType: 'SWP', startDate: '2026-09-05' });
    registered.swp = swp.planId;
    const ack = await asha.data(plansGw('getPlanRequestAck'), { tid: swp.tid });
    expect(ack).toMatchObject({ planType: 'SWP', planId: swp.planId, amountPaise: 100_000 });
  });

  it('confirms an EMF stop and its revocation by OTP, refusing a wrong one and the dialog', async () => {
    const dialog = await farhan.call(plansGw('stopSystematicPlan'), {
      trxnType: 'SSIP',
      planId: farhanSip.id,
    });
    expect(dialog.statusCode).toBe(400);
    expect(envelope(dialog).displayMessage).toBe(planMessages.twoFactorRequired);
    const ewOtp = await asha.call(plansGw('sendPlan2FAOtp'), {
      trxnType: 'SSIP',
      planId: ashaSip.id,
    });
    expect(envelope(ewOtp).displayMessage).toBe(planMessages.twoFactorNotRequired);

    const check = await farhan.data(plansGw('checkPlan2FA'), {
      trxnType: 'SSIP',
      planId: farhanSip.id,
    });
    expect(check).toMatchObject({ twoFactor: 'Y', flow: 'stopsip' });
    const sent = await farhan.data(plansGw('sendPlan2FAOtp'), {
      trxnType: 'SSIP',
      planId: farhanSip.id,
    });
    expect(sent.otpLength).toBe(6);
    const code = await latestOtp(built.app, '5000011');
    const wrong = await farhan.call(plansGw('validatePlan2FAOtp'), {
      trxnType: 'SSIP',
      planId: farhanSip.id,
      otpGenRefId: sent.otpGenRefId,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(200);
    expect(envelope(wrong)).toMatchObject({ isSuccess: false, errCode: 'OTP_INVALID' });
    expect(envelope(wrong).data.otp_wrongcount).toBe(1);
    expect((await planOf(farhan, 'SIP', farhanSip.id)).status).toBe('ACTIVE');

    const stop = await farhan.data(plansGw('validatePlan2FAOtp'), {
      trxnType: 'SSIP',
      planId: farhanSip.id,
      otpGenRefId: sent.otpGenRefId,
      otp: code,
    });
    expect(stop).toMatchObject({ trxnType: 'SSIP', effectiveDate: '2026-08-20' });
    expect((await planOf(farhan, 'SIP', farhanSip.id)).status).toBe('STOP_PENDING');

    const revokeSent = await farhan.data(plansGw('sendPlan2FAOtp'), {
      trxnType: 'TSR',
      planId: farhanSip.id,
    });
    const revoke = await farhan.data(plansGw('validatePlan2FAOtp'), {
      trxnType: 'TSR',
      planId: farhanSip.id,
      otpGenRefId: revokeSent.otpGenRefId,
      otp: await latestOtp(built.app, '5000011'),
    });
    expect(revoke.trxnType).toBe('TSR');
    expect((await planOf(farhan, 'SIP', farhanSip.id)).status).toBe('ACTIVE');

    // Each request has its own OTPs: three sends for the next stop, then a refusal.
    for (let i = 0; i < 3; i += 1)
      await farhan.data(plansGw('sendPlan2FAOtp'), { trxnType: 'SSIP', planId: farhanSip.id });
    const fourth = await farhan.call(plansGw('sendPlan2FAOtp'), {
      trxnType: 'SSIP',
      planId: farhanSip.id,
    });
    expect(fourth.statusCode).toBe(200);
    expect(envelope(fourth)).toMatchObject({ isSuccess: false, data: { otp_regenrate: 'N' } });
  });

  it('runs the installment on its day with the top-up and the new mandate, once', async () => {
    // 20-08-2026 10:30: the installment of 20-08 runs at that day's NAV, 209.
    clock.advance(8 * dayMs);
    asha = await investor(built.app, '5000001');
    // Before 11 pm the NAV of 20-08 is not published: the SIP installment waits for it.
    const early = await built.installments.runPending();
    const ran = await clock.during(navPublishedAt('2026-08-20'), async () => {
      await built.installments.wake();
      return built.installments.runPending();
    });
    expect(early + ran).toBeGreaterThanOrEqual(2);
    expect(
      await clock.during(navPublishedAt('2026-08-20'), () => built.installments.runPending()),
    ).toBe(0);
    const [row] = await database.db
      .select()
      .from(mfTransactions)
      .where(eq(mfTransactions.orderRef, `SIPI-${ashaSip.id}-2026-08-20`));
    // ₹6,000 less stamp duty of ₹0.30 at 209: 5,999.70 / 209 = 28.7067, 28.707 units to three decimals.
    expect(row).toMatchObject({
      trxnType: 'SIP',
      amountPaise: 600_000n,
      stampDutyPaise: 30n,
      nav: '209.0000',
      navDate: '2026-08-20',
      tradeDate: '2026-08-20',
      units: '28.707',
    });
    const plan = await planOf(asha, 'SIP', ashaSip.id);
    expect(plan).toMatchObject({
      installmentsDone: 2,
      nextInstallmentDate: '2026-09-20',
      lastRun: { outcome: 'DONE' },
      pendingChanges: [],
      bank: { mandateNo: 'UMRN-KKBK-5000001' },
    });
    const runs = await database.db
      .select()
      .from(planInstallments)
      .where(and(eq(planInstallments.planType, 'SIP'), eq(planInstallments.planId, ashaSip.id)));
    expect(runs).toHaveLength(1);
  });

  it('makes a stop effective on its date: no installment, no revocation, no second stop', async () => {
    // On 20-08 a stop takes effect from the 21-09 run (20-09 is a Sunday); revocable until then.
    const stop = await asha.data(plansGw('stopSystematicPlan'), {
      trxnType: 'SSIP',
      planId: ashaSip.id,
    });
    expect(stop.effectiveDate).toBe('2026-09-21');
    clock.advance(32 * dayMs);
    asha = await investor(built.app, '5000001');
    const late = await asha.call(plansGw('revokeStopSip'), { planId: ashaSip.id });
    expect(late.statusCode).toBe(400);
    expect(envelope(late).displayMessage).toBe(planMessages.stopEffective);
    expect((await planOf(asha, 'SIP', ashaSip.id)).status).toBe('STOPPED');
    await clock.during(navPublishedAt('2026-09-21'), () => built.installments.runPending());
    const plan = await planOf(asha, 'SIP', ashaSip.id);
    expect(plan).toMatchObject({
      status: 'STOPPED',
      nextInstallmentDate: null,
      installmentsDone: 2,
    });
    const again = await asha.call(plansGw('stopSystematicPlan'), {
      trxnType: 'SSIP',
      planId: ashaSip.id,
    });
    expect(again.statusCode).toBe(400);
    expect(envelope(again).displayMessage).toBe(planMessages.notRunning);
    const topUp = await asha.call(plansGw('topUpSip'), { planId: ashaSip.id, topUpAmount: '1000' });
    expect(envelope(topUp).displayMessage).toBe(planMessages.notRunning);
  });

  it('runs the STP and SWP installments through selling, once each', async () => {
    // 21-09-2026: the 05-09 installments (a Saturday) ran on Monday 07-09 at the latest.
    await clock.during(navPublishedAt('2026-09-21'), () => built.installments.runPending());
    expect(
      await clock.during(navPublishedAt('2026-09-21'), () => built.installments.runPending()),
    ).toBe(0);
    const stp = await planOf(asha, 'STP', registered.stp);
    expect(stp).toMatchObject({
      installmentsDone: 1,
      nextInstallmentDate: '2026-10-05',
      lastRun: { outcome: 'DONE' },
    });
    const swp = await planOf(asha, 'SWP', registered.swp);
    expect(swp).toMatchObject({ installmentsDone: 1, nextInstallmentDate: '2026-10-05' });
    const switched = await built.sell.sellOrder(`STPI-${registered.stp}-2026-09-05`);
    expect(switched).toMatchObject({ trxnType: 'STP' });
    const redeemed = await built.sell.sellOrder(`SWPI-${registered.swp}-2026-09-05`);
    expect(redeemed).toMatchObject({ trxnType: 'SWP', redeemBy: 'AMOUNT' });
  });
});
