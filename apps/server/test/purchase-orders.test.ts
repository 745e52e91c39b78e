import { messages, navPublishedAt, orderMessages } from '@cdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditService } from '../src/modules/audit/service.js';
import { AllotmentWorker } from '../src/modules/mutual-funds/allotment-worker.js';
import { PaymentLifecycle } from '../src/modules/checkout/index.js';
import type { Database } from '../src/db/client.js';
import {
  jobs,
  auditEvents,
  mfTransactions,
  orderGroups,
  payments,
  purchaseOrders,
  sipRegistrations,
  swpRegistrations,
} from '../src/db/schema.js';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import {
  autoSubmitForm,
  gw,
  insertPurchaseFixture,
  investor,
  lumpsum,
  newKey,
  refOf,
  startPurchaseApp,
  type PurchaseApp,
  submitForm,
} from './support/purchase.js';

// Monday 23 Nov 2026, 11:30 in India; 24 Nov is a market holiday.
const start = new Date('2026-11-23T06:00:00Z');

describe.each(testDatabases())('orders and payments on $name', ({ open }) => {
  const clock = new FixedClock(start);
  let database: Database;
  let built: PurchaseApp;
  let asha: Awaited<ReturnType<typeof investor>>;

  beforeAll(async () => {
    database = await open();
    built = await startPurchaseApp(database, clock);
    await insertPurchaseFixture(database);
    asha = await investor(built.app, '5000001');
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const status = (tid: string) => asha.data(gw('getOrderStatus'), { tid });
  const paymentOf = async (trxnId: string) => {
    const [row] = await database.db
      .select({ amountPaise: payments.amountPaise })
      .from(payments)
      .where(eq(payments.merchantRef, trxnId));
    return row?.amountPaise;
  };
  /** The registrar's run once the fixture's NAVs (the last of 25 Nov) are published. */
  const allot = () =>
    clock.during(navPublishedAt('2026-11-25'), () => built.allotments.runPending());
  const approveNetBanking = (url: string, decision = 'APPROVE') =>
    submitForm(built.app, '/cdesk/sandbox/bank/netbanking', { ref: refOf(url), decision });

  it('pays by net banking, comes back to the acknowledgement page and allots at the day’s NAV', async () => {
    const placed = await asha.data(gw('onConfirm'), lumpsum(118989, 5000));
    expect(placed).toMatchObject({
      payMode: '1',
      totalAmount: '5000.00',
      paymentStatus: 'AWAITING_FUNDS',
      isRepeat: false,
    });
    expect(placed.netBankingUrl).toMatch(/^\/cdesk\/sandbox\/bank\/netbanking\?ref=/);
    const page = await built.app.inject({ method: 'GET', url: placed.netBankingUrl });
    expect(page.body).toContain('₹5,000.00');
    const back = await approveNetBanking(placed.netBankingUrl);
    expect(back.location).toBe(`/cdesk/transact/authorize/pip/achknowledge?tid=${placed.trxnId}`);
    expect(await status(placed.trxnId)).toMatchObject({
      ackStatus: 'SUCCESS',
      paymentStatus: 'SUCCESS',
    });

    // The history already holds the NAV of 23 Nov, but AMFI publishes it at 11 pm: until then the
    // order waits for it, shown with its date.
    expect(await built.allotments.runPending()).toBe(0);
    expect((await status(placed.trxnId)).orders[0]).toMatchObject({
      status: 'PAID',
      navDate: '2026-11-23',
      units: '',
    });
    const awaiting = await asha.data('/cdesk/gw/ewaportfoliows/api/portfolio/getTransactions', {
      acCode: 'AC5000001',
    });
    expect(awaiting.awaitingNav).toContainEqual(
      expect.objectContaining({ schemeCode: 118989, navDate: '2026-11-23' }),
    );
    // At 22:59 still waiting; at 23:00 the NAV is out and the job allots.
    expect(
      await clock.during(new Date('2026-11-23T17:29:00Z'), () => built.allotments.runPending()),
    ).toBe(0);
    expect(
      await clock.during(new Date('2026-11-23T17:30:00Z'), async () => {
        await built.allotments.wake();
        return built.allotments.runPending();
      }),
    ).toBe(1);
    const allotted = await status(placed.trxnId);
    expect(allotted.message).toBe(orderMessages.allotted);
    // ₹5,000 less ₹0.25 stamp duty (0.005 %) at the 23 Nov NAV of 250 = 4,999.75 / 250 = 19.999 units.
    expect(allotted.orders[0]).toMatchObject({
      status: 'ALLOTTED',
      amount: '5000.00',
      stampDuty: '0.25',
      netAmount: '4999.75',
      nav: '250.0000',
      navDate: '2026-11-23',
      units: '19.999',
    });
    expect(allotted.orders[0].folioNo).toMatch(/^\d{8}\/\d{2}$/);
    const [row] = await database.db
      .select()
      .from(mfTransactions)
      .where(eq(mfTransactions.orderRef, allotted.orders[0].orderRef));
    expect(row).toMatchObject({
      amountPaise: 500_000n,
      stampDutyPaise: 25n,
      units: '19.999',
      navDate: '2026-11-23',
    });
    const [order] = await database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderRef, allotted.orders[0].orderRef));
    expect(order?.stampDutyPaise).toBe(25n);
    // The payment collected the full amount; the history shows the amount, the duty and the units.
    expect(await paymentOf(placed.trxnId)).toBe(500_000n);
    const history = await asha.data('/cdesk/gw/ewaportfoliows/api/portfolio/getTransactions', {
      acCode: 'AC5000001',
    });
    expect(history.items).toContainEqual(
      expect.objectContaining({
        trxnType: 'PIP',
        amountPaise: 500_000,
        stampDutyPaise: 25,
        units: '19.999',
        nav: '250.0000',
      }),
    );
    // The next purchase in the AMC is additional and reuses the folio.
    const detail = await asha.data(gw('getSchemeDetail'), { schCode: 118989 });
    expect(detail).toMatchObject({
      isFresh: 'N',
      folioNo: allotted.orders[0].folioNo,
      purchaseAmount: '1000.00',
    });
  });

  it('takes the next business day’s NAV after the 3 pm cut-off, skipping the holiday', async () => {
    clock.advance(4 * 3_600_000); // 15:30 in India
    try {
      const later = await investor(built.app, '5000001');
      const placed = await later.data(gw('onConfirm'), lumpsum(118989, 2560));
      await approveNetBanking(placed.netBankingUrl);
      await allot();
      // 25 Nov (24 Nov is a holiday): (₹2,560 - ₹0.13) at 256 = 9.999 units.
      expect(
        (await later.data(gw('getOrderStatus'), { tid: placed.trxnId })).orders[0],
      ).toMatchObject({
        navDate: '2026-11-25',
        stampDuty: '0.13',
        units: '9.999',
      });
    } finally {
      clock.advance(-4 * 3_600_000);
    }
  });

  it('gives a liquid fund the previous calendar day’s NAV before 1:30 pm', async () => {
    const placed = await asha.data(gw('onConfirm'), lumpsum(119800, 41515));
    await approveNetBanking(placed.netBankingUrl);
    await allot();
    expect((await status(placed.trxnId)).orders[0]).toMatchObject({
      navDate: '2026-11-22',
      nav: '4151.5000',
      // (₹41,515 - ₹2.08) / 4,151.5 = 9.9995 -> 9.999
      units: '9.999',
    });
  });

  it('shows a declined net-banking payment as an error, then lets the investor pay again', async () => {
    const placed = await asha.data(gw('onConfirm'), lumpsum(118989, 1000));
    const declined = await approveNetBanking(placed.netBankingUrl, 'DECLINE');
    expect(declined.location).toContain(placed.trxnId);
    expect(await status(placed.trxnId)).toMatchObject({
      ackStatus: 'ERROR',
      paymentStatus: 'REJECTED',
      message: orderMessages.netBankingDeclined,
    });
    expect(await allot()).toBe(0);
    // The bank page answers once only.
    expect((await approveNetBanking(placed.netBankingUrl)).statusCode).toBe(404);
    const again = await asha.data(gw('retryPayment'), { tid: placed.trxnId });
    expect(again.netBankingUrl).not.toBe(placed.netBankingUrl);
    await approveNetBanking(again.netBankingUrl);
    expect(await status(placed.trxnId)).toMatchObject({ ackStatus: 'SUCCESS' });
    expect(await allot()).toBe(1);
  });

  it('brings the signed bank result back in a form the page posts, never in an address', async () => {
    const placed = await asha.data(gw('onConfirm'), lumpsum(118989, 1000));
    const decided = await built.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/bank/netbanking',
      payload: new URLSearchParams({
        ref: refOf(placed.netBankingUrl),
        decision: 'APPROVE',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.headers.location).toBeUndefined();
    const { action, fields } = autoSubmitForm(decided.body);
    expect(action).toBe('/cdesk/gw/payments/netbanking/return');
    expect(Object.keys(fields).sort()).toEqual(['data', 'sig']);
    expect(decided.body).toContain('<script src="/cdesk/sandbox/bank/auto-submit.js"></script>');
    const script = await built.app.inject({
      method: 'GET',
      url: '/cdesk/sandbox/bank/auto-submit.js',
    });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('submit()');

    const query = new URLSearchParams(fields).toString();
    const asAddress = await built.app.inject({
      method: 'GET',
      url: `/cdesk/gw/payments/netbanking/return?${query}`,
    });
    expect(asAddress.statusCode).toBe(404);
    const back = await built.app.inject({
      method: 'POST',
      url: '/cdesk/gw/payments/netbanking/return',
      payload: query,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/cdesk/transact/authorize/pip/achknowledge?tid=${placed.trxnId}`,
    );
    expect(await status(placed.trxnId)).toMatchObject({ paymentStatus: 'SUCCESS' });
  });

  it('ignores a callback with a forged signature and applies a genuine one once', async () => {
    const placed = await asha.data(gw('onConfirm'), lumpsum(118989, 1000));
    const forged = await built.app.inject({
      method: 'POST',
      url: '/cdesk/gw/payments/netbanking/return',
      payload: `data=e30&sig=${'0'.repeat(64)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    const signed = await built.paymentGateway.decide(refOf(placed.netBankingUrl), 'APPROVE');
    const callback = () =>
      built.app.inject({
        method: 'POST',
        url: '/cdesk/gw/payments/gateway/callback',
        payload: signed!,
      });
    expect((await callback()).json().data).toMatchObject({
      trxnId: placed.trxnId,
      status: 'SUCCESS',
    });
    expect((await callback()).json().data).toMatchObject({ status: 'SUCCESS' });
    const audits = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(
        sql`${auditEvents.kind} = 'PAYMENT_UPDATED' and ${auditEvents.detail}->>'trxnId' = ${placed.trxnId}`,
      );
    expect(audits[0]?.n).toBe(1);
  });

  it('places a cart once per key: a retry and concurrent duplicates get the same orders', async () => {
    const payload = lumpsum(118989, 1500);
    const first = await asha.data(gw('onConfirm'), payload);
    const retry = await asha.data(gw('onConfirm'), payload);
    expect(retry).toMatchObject({ trxnId: first.trxnId, isRepeat: true });
    const burst = { ...lumpsum(118989, 1500), sessionId: newKey() };
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => asha.data(gw('onConfirm'), burst)),
    );
    expect(new Set(replies.map((r) => r.trxnId)).size).toBe(1);
    const groups = await database.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.idempotencyKey, burst.sessionId));
    expect(groups).toHaveLength(1);
  });

  it('refuses a key replayed with a different body with a 422, and still answers the same body', async () => {
    const payload = lumpsum(118989, 1700);
    const first = await asha.data(gw('onConfirm'), payload);
    const other = await asha.call(gw('onConfirm'), {
      ...lumpsum(118989, 2500),
      sessionId: payload.sessionId,
    });
    expect(other.statusCode).toBe(422);
    expect(envelope(other)).toMatchObject({
      isSuccess: false,
      errCode: 'IDEMPOTENCY_KEY_REUSED',
      displayMessage: orderMessages.idempotencyKeyReused,
    });
    // The client's browser and os are not part of the order: the same order still answers.
    const again = await asha.data(gw('onConfirm'), { ...payload, browser: 'Firefox' });
    expect(again).toMatchObject({ trxnId: first.trxnId, isRepeat: true });
    const groups = await database.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.idempotencyKey, payload.sessionId));
    expect(groups).toHaveLength(1);
    expect(String(groups[0]?.totalPaise)).toBe('170000');
  });

  it('starts the payment on a retry when the bank was unreachable the first time', async () => {
    const payload = lumpsum(118989, 1200);
    built.paymentGateway.failNext('NETBANKING');
    const down = await asha.call(gw('onConfirm'), payload);
    expect(down.statusCode).toBe(503);
    expect(envelope(down).displayMessage).toBe(orderMessages.gatewayUnavailable);
    const retry = await asha.data(gw('onConfirm'), payload);
    expect(retry).toMatchObject({ isRepeat: true, paymentStatus: 'AWAITING_FUNDS' });
    expect(retry.netBankingUrl).toMatch(/^\/cdesk\/sandbox\/bank\/netbanking\?ref=/);
  });

  it('recomputes totals and checks every item and the payment detail', async () => {
    const refuse = async (body: Record<string, unknown>, message: string) => {
      const response = await asha.call(gw('onConfirm'), body);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).displayMessage).toBe(message);
    };
    await refuse(lumpsum(118989, 1000, { totalAmount: 900 }), orderMessages.totalMismatch);
    await refuse(lumpsum(118989, 500), orderMessages.minAdditional('₹1,000.00'));
    await refuse(lumpsum(100027, 5000), orderMessages.schemeInactive);
    await refuse(
      lumpsum(118989, 1000, { purchaseItemBean: [], totalAmount: 0 }),
      orderMessages.cartEmpty,
    );
    await refuse(lumpsum(118989, 1000, { payMode: '5' }), orderMessages.bankInvalid);
    await refuse(lumpsum(118989, 1000, { payMode: '9' }), orderMessages.payMode);
    await refuse(
      lumpsum(118989, 1000, { payBankCode: 'SBIN', payBankAccNo: '30123456789' }),
      orderMessages.bankInvalid,
    );
    await refuse(lumpsum(112323, 1000, { euinDeclAccepted: 'N' }), orderMessages.euinDeclaration);
    await refuse(
      lumpsum(118989, 1000, { payMode: '7', neftrtgsrefno: 'HDFCN26112300077' }),
      orderMessages.neftRefMismatch,
    );
    const upiTooLarge = lumpsum(118989, 100001, {
      payMode: '8',
      payerVirtualAddress: 'asha@okhdfc',
    });
    await refuse(upiTooLarge, orderMessages.upiLimit);
    await refuse(
      lumpsum(118989, 1000, {
        payMode: '8',
        payerVirtualAddress: 'asha@okhdfc',
        VPAVerifyDtlSrNo: 'VPA0',
      }),
      orderMessages.vpaNotVerified,
    );
  });

  const groupCount = async () => (await database.db.select().from(orderGroups)).length;

  it('asks SUCC_WITH_MARS before buying a scheme again within a day, and places the cart on yes', async () => {
    const body = lumpsum(118989, 1000, { isPIPConfirm: 'N' });
    const before = await groupCount();
    const asked = await asha.call(gw('onConfirm'), body);
    expect(asked.statusCode).toBe(400);
    expect(envelope(asked)).toMatchObject({
      isSuccess: false,
      techMessage: 'SUCC_WITH_MARS',
      errCode: 'MARS_CONFIRM',
      displayMessage: `${orderMessages.repeatPurchaseIn(['HDFC Mid Cap Fund - Direct Plan - Growth Option'])} ${orderMessages.marsConfirm}`,
    });
    expect(await groupCount()).toBe(before);

    // Yes: the same confirm, same key, with the flag.
    const placed = await asha.data(gw('onConfirm'), { ...body, isPIPConfirm: 'Y' });
    expect(placed).toMatchObject({ isRepeat: false, paymentStatus: 'AWAITING_FUNDS' });
    expect(await groupCount()).toBe(before + 1);
    // A retry of the placed cart without the flag is those orders again, not a new question.
    const retry = await asha.data(gw('onConfirm'), body);
    expect(retry).toMatchObject({ isRepeat: true, trxnId: placed.trxnId });
  });

  it('refuses the cart of an investor with no nominee who did not choose to go on without one', async () => {
    const rohan = await investor(built.app, '5000013');
    const line = { schcode: 118989, totalAmount: 5000, riskDeclAccepted: 'Y' };
    const body = { ...lumpsum(118989, 5000), payBankCode: 'SBIN', payBankAccNo: '30123456789' };
    const before = await groupCount();
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await rohan.call(gw('onConfirm'), {
        ...body,
        sessionId: newKey(),
        purchaseItemBean: [line],
      });
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused)).toMatchObject({
        errCode: 'NOMINEE_REQUIRED',
        displayMessage: orderMessages.nomineeRequired,
      });
    }
    expect(await groupCount()).toBe(before);
    const optedOut = await rohan.data(gw('onConfirm'), {
      ...body,
      sessionId: newKey(),
      purchaseItemBean: [{ ...line, isNomineeRedirect: 'Y' }],
    });
    expect(optedOut.orders).toHaveLength(1);
  });

  it('checks every line by the rules validatePurchase applies', async () => {
    const refuse = async (line: Record<string, unknown>, errCode: string, message: string) => {
      const response = await asha.call(gw('onConfirm'), {
        ...lumpsum(118989, Number(line.totalAmount ?? 5000)),
        purchaseItemBean: [{ schcode: 118989, totalAmount: 5000, riskDeclAccepted: 'Y', ...line }],
      });
      expect(response.statusCode, errCode).toBe(400);
      expect(envelope(response), errCode).toMatchObject({ errCode, displayMessage: message });
      const validated = envelope(
        await asha.call(gw('validatePurchase'), {
          schCode: line.schcode ?? 118989,
          trxnType: line.trxnType,
          purAmount: line.totalAmount ?? 5000,
        }),
      ).data;
      expect(validated.message, errCode).toBe(message);
    };
    await refuse({ trxnType: 'NPIP' }, 'NOT_NFO', orderMessages.notNfo);
    await refuse({ schcode: 100027 }, 'SCHEME_UNAVAILABLE', orderMessages.schemeInactive);
    await refuse({ totalAmount: 500 }, 'AMOUNT', orderMessages.minAdditional('₹1,000.00'));
    await refuse(
      {
        schcode: 119800,
        trxnType: 'SIP',
        sip: { freqId: 'M', installmentDate: 5, totalNoOfInst: 12 },
      },
      'SIP',
      orderMessages.sipNotAllowed,
    );
  });

  it("refuses a line naming another investor's account code with a 403, as other calls do", async () => {
    const own = lumpsum(118989, 1000);
    const [line] = own.purchaseItemBean;
    const before = await groupCount();
    for (const ccode of ['AC5000013', 'AC5100001', 'NJ5000002']) {
      const response = await asha.call(gw('onConfirm'), {
        ...own,
        sessionId: newKey(),
        purchaseItemBean: [
          { ...line, ccode: 'AC5000001' },
          { ...line, ccode },
        ],
        totalAmount: 2000,
      });
      expect(response.statusCode, ccode).toBe(403);
      expect(envelope(response).displayMessage, ccode).toBe(messages.notYourAccount);
    }
    expect(await groupCount()).toBe(before);
    const mine = await asha.data(gw('onConfirm'), {
      ...own,
      sessionId: newKey(),
      purchaseItemBean: [{ ...line, ccode: 'AC5000001' }],
    });
    expect(mine.orders).toHaveLength(1);
  });

  it('asks an investor with a lower risk profile to accept the risk declaration', async () => {
    const rohan = await investor(built.app, '5000013');
    const line = { schcode: 118989, totalAmount: 5000, isNomineeRedirect: 'Y' };
    const body = {
      ...lumpsum(118989, 5000),
      purchaseItemBean: [{ ...line, riskDeclAccepted: 'N' }],
      payBankCode: 'SBIN',
      payBankAccNo: '30123456789',
    };
    const refused = await rohan.call(gw('onConfirm'), body);
    expect(envelope(refused).displayMessage).toBe(orderMessages.riskDeclaration);
    const accepted = await rohan.data(gw('onConfirm'), {
      ...body,
      sessionId: newKey(),
      purchaseItemBean: [{ ...line, riskDeclAccepted: 'Y' }],
    });
    expect(accepted.orders).toHaveLength(1);
    // Another investor cannot read it.
    expect((await asha.call(gw('getOrderStatus'), { tid: accepted.trxnId })).statusCode).toBe(400);
  });

  describe('UPI', () => {
    const verify = async (vpa: string) =>
      (await asha.data(gw('validateVPA'), { payerVirtualAddress: vpa })).VPAVerifyDtlsrNo as string;
    const placeUpi = async (vpa: string, amount = 1000) => {
      const srNo = await verify(vpa);
      const placed = await asha.data(
        gw('onConfirm'),
        lumpsum(118989, amount, { payMode: '8', payerVirtualAddress: vpa, VPAVerifyDtlSrNo: srNo }),
      );
      const collect = await asha.data(gw('getUPICollectionApiStatus'), {
        trxnid: placed.trxnId,
        payerVirtualAddress: vpa,
        VPAVerifyDtlSrNo: srNo,
        segment: 'MF',
        schExch: '1',
      });
      expect(collect).toMatchObject({ collectionApiStatus: 'SUCCESS', upiTimer: 300000 });
      return placed.trxnId as string;
    };
    const poll = (trxnid: string) => asha.data(gw('getUpiCallBackResDetail'), { trxnid });
    const decideInApp = async (vpa: string, decision: string, reason = '') => {
      const page = await built.app.inject({ method: 'GET', url: `/cdesk/sandbox/upi?vpa=${vpa}` });
      const ref = /name="ref" value="([0-9a-f]{32})"/.exec(page.body)?.[1] ?? '';
      return submitForm(built.app, '/cdesk/sandbox/upi', { ref, decision, reason, vpa });
    };

    it('waits for the payer, then reports success in the spec’s words', async () => {
      const trxnid = await placeUpi('asha.verma@okhdfc');
      expect(await poll(trxnid)).toMatchObject({ status: 'PENDING', remainingMs: 300000 });
      expect((await decideInApp('asha.verma@okhdfc', 'APPROVE')).body).toContain(
        'Payment approved.',
      );
      expect(await poll(trxnid)).toMatchObject({
        status: 'SUCCESS',
        message: orderMessages.upiSuccess,
      });
      await allot();
      expect((await status(trxnid)).orders[0].status).toBe('ALLOTTED');
    });

    it('reports a rejection with the bank’s reason', async () => {
      const trxnid = await placeUpi('asha.upi@okicici');
      await decideInApp('asha.upi@okicici', 'DECLINE', 'Payer declined the request');
      expect(await poll(trxnid)).toMatchObject({
        status: 'REJECTED',
        message: orderMessages.upiRejected,
        reason: 'Payer declined the request',
      });
      expect(await status(trxnid)).toMatchObject({ ackStatus: 'ERROR' });
    });

    it('treats cancelled and failed as awaited from the bank', async () => {
      const cancelled = await placeUpi('asha.c@okaxis');
      await decideInApp('asha.c@okaxis', 'CANCEL');
      expect(await poll(cancelled)).toMatchObject({
        status: 'CANCELLED',
        message: orderMessages.upiAwaited,
      });
      const failed = await placeUpi('asha.f@okaxis');
      await decideInApp('asha.f@okaxis', 'FAIL');
      expect(await poll(failed)).toMatchObject({
        status: 'FAILED',
        message: orderMessages.upiAwaited,
      });
    });

    it('gives no response after 300000 ms, and a later inquiry still finds the payment', async () => {
      const trxnid = await placeUpi('asha.late@okhdfc');
      clock.advance(300_000);
      try {
        expect(await poll(trxnid)).toMatchObject({
          status: 'NO_RESPONSE',
          message: orderMessages.upiAwaited,
        });
        await decideInApp('asha.late@okhdfc', 'APPROVE');
        const inquiry = await asha.data(gw('callTranStatusInqUPIService'), {
          trxnid,
          UPIRefTrxnID: '',
          segment: 'MF',
          schExch: '1',
        });
        expect(inquiry).toMatchObject({ status: 'SUCCESS', message: orderMessages.upiSuccess });
      } finally {
        clock.advance(-300_000);
      }
    });

    it('answers the final status inquiry when the wait runs out: still nothing, a decline, or the reference of another request', async () => {
      const inquire = (trxnid: string, UPIRefTrxnID = '') =>
        asha.call(gw('callTranStatusInqUPIService'), {
          trxnid,
          UPIRefTrxnID,
          segment: 'MF',
          schExch: '1',
        });
      const silent = await placeUpi('asha.silent@okhdfc');
      const declined = await placeUpi('asha.later@okhdfc');
      const ref = (await poll(declined)).UPIREFTRXNID as string;
      expect(ref).not.toBe('');
      clock.advance(300_000);
      try {
        expect(envelope(await inquire(silent))).toMatchObject({
          isSuccess: true,
          data: { status: 'NO_RESPONSE', message: orderMessages.upiAwaited, remainingMs: 0 },
        });
        await decideInApp('asha.later@okhdfc', 'DECLINE', 'Payer declined the request');
        expect(envelope(await inquire(declined, ref)).data).toMatchObject({
          status: 'REJECTED',
          message: orderMessages.upiRejected,
          reason: 'Payer declined the request',
          UPIREFTRXNID: ref,
        });
        const mismatch = await inquire(silent, ref);
        expect(mismatch.statusCode).toBe(400);
        expect(envelope(mismatch)).toMatchObject({
          errCode: 'UPI_REF_MISMATCH',
          displayMessage: orderMessages.upiRefMismatch,
        });
      } finally {
        clock.advance(-300_000);
      }
    });

    it('reports a collect request the gateway could not send', async () => {
      const srNo = await verify('asha.down@okhdfc');
      const placed = await asha.data(
        gw('onConfirm'),
        lumpsum(118989, 1000, {
          payMode: '8',
          payerVirtualAddress: 'asha.down@okhdfc',
          VPAVerifyDtlSrNo: srNo,
        }),
      );
      built.paymentGateway.failNext('UPI_COLLECT');
      const collect = envelope(
        await asha.call(gw('getUPICollectionApiStatus'), {
          trxnid: placed.trxnId,
          payerVirtualAddress: 'asha.down@okhdfc',
          VPAVerifyDtlSrNo: srNo,
        }),
      );
      expect(collect).toMatchObject({ isSuccess: false, data: { collectionApiStatus: 'ERROR' } });
    });
  });

  it('waits for NEFT/RTGS funds, refuses a reused UTR, and allots once the credit arrives', async () => {
    const utr = 'HDFCN26112399901';
    // Orders paid in the tests before this one are allotted first.
    await allot();
    const neft = (sessionId: string) =>
      lumpsum(118989, 2500, {
        payMode: '7',
        neftrtgsrefno: utr,
        neftrtgsrerefno: utr,
        neftrtgsamount: 2500,
        sessionId,
      });
    const placed = await asha.data(gw('onConfirm'), neft(newKey()));
    expect(await status(placed.trxnId)).toMatchObject({
      ackStatus: 'PENDING',
      message: orderMessages.neftAwaited,
      paymentRef: utr,
    });
    expect(await asha.data(gw('checkPayRefNo'), { neftrtgsrefno: utr })).toMatchObject({
      isPayRefNoAvailable: 'N',
      message: orderMessages.neftRefUsed,
    });
    const reused = await asha.call(gw('onConfirm'), neft(newKey()));
    expect(envelope(reused).displayMessage).toBe(orderMessages.neftRefUsed);
    const page = await built.app.inject({
      method: 'GET',
      url: `/cdesk/sandbox/bank/neft?utr=${utr}`,
    });
    const ref = /name="ref" value="([0-9a-f]{32})"/.exec(page.body)?.[1] ?? '';
    await submitForm(built.app, '/cdesk/sandbox/bank/neft', { ref, decision: 'APPROVE' });
    expect(await status(placed.trxnId)).toMatchObject({ ackStatus: 'SUCCESS' });
    expect(await allot()).toBe(1);
  });

  it('registers the SWP chosen with a purchase once, on the allotted folio', async () => {
    const placed = await asha.data(gw('onConfirm'), {
      ...lumpsum(118989, 5000),
      purchaseItemBean: [
        {
          schcode: 118989,
          totalAmount: 5000,
          trxnType: 'PIP',
          riskDeclAccepted: 'Y',
          swp: {
            freqId: 'M',
            installmentDate: 10,
            startMonth: '2027-01',
            totalNoOfInst: 6,
            swpAmount: 1000,
          },
        },
      ],
    });
    await approveNetBanking(placed.netBankingUrl);
    const [paid] = await database.db
      .select({ id: purchaseOrders.id, status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderRef, (await status(placed.trxnId)).orders[0].orderRef));
    expect(await allot()).toBe(1);
    const order = (await status(placed.trxnId)).orders[0];
    expect(order).toMatchObject({ status: 'ALLOTTED' });
    const swpsOf = () =>
      database.db
        .select()
        .from(swpRegistrations)
        .where(eq(swpRegistrations.orderRef, order.orderRef));
    const expected = {
      folioNo: order.folioNo,
      schemeCode: 118989,
      amountPaise: 100_000n,
      frequencyId: 'M',
      installmentDay: 10,
      startDate: '2027-01-10',
      endDate: '2027-06-10',
      installments: 6,
      status: 'ACTIVE',
      nextInstallmentDate: '2027-01-10',
    };
    expect(await swpsOf()).toEqual([expect.objectContaining(expected)]);

    // The job runs again, as after a worker stopped before finishing: still one SWP.
    if (!paid) throw new Error('order not found');
    await database.db
      .update(purchaseOrders)
      .set({ status: paid.status })
      .where(eq(purchaseOrders.id, paid.id));
    await database.db
      .update(jobs)
      .set({ status: 'PENDING', runAfter: clock.realNow() })
      .where(and(eq(jobs.queue, 'allotment'), eq(jobs.key, String(paid.id))));
    expect(await allot()).toBe(1);
    expect(await swpsOf()).toEqual([expect.objectContaining(expected)]);

    const listed = await asha.data('/cdesk/gw/ewaportfoliows/api/portfolio/getSwpRegistrations', {
      acCode: 'AC5000001',
    });
    expect(listed).toContainEqual(
      expect.objectContaining({
        ...expected,
        // The row's bigint paise travel as a JSON number.
        amountPaise: 100_000,
        acCode: 'AC5000001',
        swpId: expect.any(Number),
      }),
    );
    const bad = await asha.call('/cdesk/gw/ewaportfoliows/api/portfolio/getSwpRegistrations', {});
    expect(bad.statusCode).toBe(400);
  });

  it('registers a SIP with its mandate and allots the first installment', async () => {
    const placed = await asha.data(gw('onConfirm'), {
      ...lumpsum(118989, 1000),
      purchaseItemBean: [
        {
          schcode: 118989,
          totalAmount: 1000,
          trxnType: 'SIP',
          riskDeclAccepted: 'Y',
          sip: { freqId: 'M', installmentDate: 5, totalNoOfInst: 12 },
        },
      ],
      mandateNo: 'UMRN-HDFC-5000001',
    });
    expect(placed.encSIPEncodedTrxnId).toBe(placed.trxnId);
    await approveNetBanking(placed.netBankingUrl);
    await allot();
    const order = (await status(placed.trxnId)).orders[0];
    expect(order).toMatchObject({ trxnType: 'SIP', status: 'ALLOTTED' });
    expect(order.sipRegNo).toMatch(/^SIP\d{8}$/);
    const [sip] = await database.db
      .select()
      .from(sipRegistrations)
      .where(eq(sipRegistrations.orderRef, order.orderRef));
    // Installment 1 is this order, paid today; 11 more on the 5th from December.
    expect(sip).toMatchObject({
      startDate: '2026-11-23',
      nextInstallmentDate: '2026-12-05',
      endDate: '2027-10-05',
      mandateNo: 'UMRN-HDFC-5000001',
    });
    expect(order.sip).toMatchObject({
      installments: 12,
      startDate: '2026-11-23',
      nextDate: '2026-12-05',
      endDate: '2027-10-05',
    });
    const noMandate = await asha.call(gw('onConfirm'), {
      ...lumpsum(118989, 1000),
      purchaseItemBean: [
        {
          schcode: 118989,
          totalAmount: 1000,
          trxnType: 'SIP',
          sip: { freqId: 'M', installmentDate: 5, totalNoOfInst: 12 },
        },
      ],
    });
    expect(envelope(noMandate).displayMessage).toBe(orderMessages.mandateRequired);
  });

  it('buys a new fund offer as NPIP at the offer price', async () => {
    // Not bought within the day: no question, so the first confirm without the flag places it.
    const placed = await asha.data(gw('onConfirm'), lumpsum(154632, 5000, { isPIPConfirm: 'N' }));
    expect(placed.orders[0].trxnType).toBe('NPIP');
    await approveNetBanking(placed.netBankingUrl);
    await allot();
    // (₹5,000 - ₹0.25) at the offer price of 10.
    expect((await status(placed.trxnId)).orders[0]).toMatchObject({
      nav: '10.0000',
      stampDuty: '0.25',
      units: '499.975',
    });
  });

  it('keeps a job when the NAV is not published, and allots it later exactly once', async () => {
    await allot();
    const placed = await asha.data(gw('onConfirm'), lumpsum(118989, 1000));
    await approveNetBanking(placed.netBankingUrl);
    built.orderRouting.hold(true);
    try {
      expect(await built.allotments.runPending()).toBe(0);
    } finally {
      built.orderRouting.hold(false);
    }
    clock.advance(61_000);
    try {
      // A second worker, as on another instance, competes for the same job.
      const audit = new AuditService(database.db);
      const payments = new PaymentLifecycle(database.db, clock, built.paymentGateway, audit);
      const other = new AllotmentWorker(
        database.db,
        clock,
        built.orderRouting,
        built.portfolio,
        payments,
        audit,
      );
      const [a, b] = await clock.during(navPublishedAt('2026-11-23'), () =>
        Promise.all([built.allotments.runPending(), other.runPending()]),
      );
      expect(a + b).toBe(1);
      expect(await allot()).toBe(0);
    } finally {
      clock.advance(-61_000);
    }
    expect((await status(placed.trxnId)).orders[0].status).toBe('ALLOTTED');
  });
});
