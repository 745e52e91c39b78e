import { authLinkLifetimeHours, authMessages } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderGroups } from '../src/db/schema.js';
import { FixedClock, login, outbox, post } from './support/app.js';
import { authKey, call, pinLogin, place, placeRefused } from './support/authorise.js';
import { testDatabases } from './support/databases.js';
import { lumpsum, purchaseDesk } from './support/purchase.js';

/** Monday 23 November 2026, 11:30 in India. */
const start = new Date('2026-11-23T06:00:00Z');

const paidPip = (amount = '10000') => ({
  njAcNo: '5000001',
  trxn: { trnType: 'PIP' as const, schCode: 118989, amount },
  payment: { payMode: '1' as const, bankCode: 'HDFC', bankAccNo: '50100234567812' },
  notes: 'Mid-cap top-up',
});

const authoriseBody = (d: string, extra: Record<string, unknown> = {}) => ({
  encryptedData: d,
  sessionId: authKey(),
  tncAccepted: 'Y',
  isMarsConfirm: 'Y',
  riskDeclAccepted: 'Y',
  euinDeclAccepted: 'Y',
  ...extra,
});

describe.each(testDatabases())('authorising partner-placed transactions on $name', ({ open }) => {
  const clock = new FixedClock(start);
  const desk = purchaseDesk(open, clock);
  const app = () => desk.built.app;

  it('a placement reaches the client at once: the count, the list and an SMS and e-mail link', async () => {
    const before = await call(app(), 'getTotalNonMarsCount', {}, desk.asha.token);
    const placed = await place(app(), paidPip());
    expect(placed.trxnId).toMatch(/^TA\d{12}$/);
    expect(placed.path).toBe(`/cdesk/transact/authorize/detail?d=${placed.d}&rf=al`);
    const after = await call(app(), 'getTotalNonMarsCount', {}, desk.asha.token);
    expect(after.data.count).toBe(before.data.count + 1);

    const messages = (await outbox(app(), '5000001')).slice(0, 2);
    expect(messages.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    for (const m of messages) {
      expect(m.body).toContain(placed.trxnId);
      expect(m.body).toContain(`/cdesk/transact/authorize/detail?d=${placed.d}&rf=al`);
    }

    const list = await call(
      app(),
      'getTrxnAuthRpt',
      { reqFrom: 'web', authType: 'online' },
      desk.asha.token,
    );
    const row = list.data.trxns.find((t: { trxnId: string }) => t.trxnId === placed.trxnId);
    expect(row).toMatchObject({
      trnType: 'PIP',
      trnTypeLabel: 'Purchase',
      amount: '10000.00',
      placedBy: 'Sanjay Kulkarni (ARN-112233)',
      isMarsTrxn: 'N',
      payment: { payModeId: '1', bankCode: 'HDFC', bankName: 'HDFC Bank', isUsable: 'Y' },
    });
    expect(row.summary).toContain('HDFC Mid Cap Fund');
  });

  it('the detail of a pending transaction: header and lines, no redemption warning or OTP', async () => {
    const placed = await place(app(), paidPip('12000'));
    const detail = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    expect(detail.status).toBe(200);
    expect(detail.data.trxnHeaderDeail).toMatchObject({
      trxnId: placed.trxnId,
      trnType: 'PIP',
      njAcNo: '5000001',
      investorName: 'Asha Verma',
      status: 'PENDING',
      totalAmount: '12000.00',
      isRedWarning: 'N',
      isTwoFactor: 'N',
      encEncodedTrxnId: '',
    });
    expect(detail.data.trxndetail).toEqual([
      expect.objectContaining({ srNo: 1, action: 'Purchase', schcode: 118989, amount: '12000.00' }),
    ]);
    expect(detail.data.notes).toBe('Mid-cap top-up');
  });

  it("refuses a tampered, an unknown or another account's link", async () => {
    const placed = await place(app(), paidPip());
    const tampered = placed.d.slice(0, -3) + (placed.d.endsWith('AAA') ? 'BBB' : 'AAA');
    const invalid = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: tampered },
      desk.asha.token,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.displayMessage).toBe(authMessages.linkInvalid);
    const validated = await call(app(), 'onValidateAuthTransaction', { encryptedData: tampered });
    expect(validated.data).toMatchObject({ isValid: 'N', state: 'INVALID' });

    const open = await call(app(), 'onValidateAuthTransaction', { encryptedData: placed.d });
    expect(open.data).toMatchObject({
      isValid: 'Y',
      state: 'PENDING',
      trnType: 'PIP',
      njAcNo: '5000001',
      investorName: 'A*** V****',
    });

    for (const name of [
      'getAuthTrxDetailFromTar',
      'onAuthorize',
      'onReject',
      'checkRedPOAValidation',
    ]) {
      const other = await call(app(), name, authoriseBody(placed.d), desk.rohan.token);
      expect(other.status, name).toBe(403);
      expect(other.displayMessage).toBe(authMessages.notYours);
    }
    const noLogin = await call(app(), 'getAuthTrxDetailFromTar', { encryptedData: placed.d });
    expect(noLogin.status).toBe(401);
  });

  it('asks for the T&C and, for a purchase without usable payment, for the payment', async () => {
    const placed = await place(app(), {
      njAcNo: '5000001',
      trxn: { trnType: 'PIP', schCode: 119800, amount: '5000' },
    });
    const noTnc = await call(
      app(),
      'onAuthorize',
      authoriseBody(placed.d, { tncAccepted: 'N' }),
      desk.asha.token,
    );
    expect(noTnc.status).toBe(400);
    expect(noTnc.displayMessage).toBe(authMessages.tncRequired);
    const noPayment = await call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token);
    expect(noPayment.status).toBe(400);
    expect(noPayment.displayMessage).toBe(authMessages.enterPayment);
    const cheque = await call(
      app(),
      'onAuthorize',
      authoriseBody(placed.d, {
        purchaseData: { payMode: '5', payBank: 'HDFC~50100234567812~HDFC0000123' },
      }),
      desk.asha.token,
    );
    expect(cheque.displayMessage).toBe(authMessages.enterPayment);
    const neftWithoutRef = await call(
      app(),
      'onAuthorize',
      authoriseBody(placed.d, {
        purchaseData: { payMode: '7', payBank: 'HDFC~50100234567812~HDFC0000123' },
      }),
      desk.asha.token,
    );
    expect(neftWithoutRef.displayMessage).toBe(authMessages.enterPayment);
    const list = await call(app(), 'getTrxnAuthRpt', {}, desk.asha.token);
    const row = list.data.trxns.find((t: { trxnId: string }) => t.trxnId === placed.trxnId);
    expect(row.payment).toMatchObject({ payModeId: '', isUsable: 'N' });
  });

  it('authorises once: net banking answers the bank, a repeat answers the same, the link is spent', async () => {
    const placed = await place(app(), paidPip('15000'));
    const body = authoriseBody(placed.d);
    const first = await call(app(), 'onAuthorize', body, desk.asha.token);
    expect(first.status, first.displayMessage).toBe(200);
    expect(first.isSuccess).toBe(true);
    expect(first.techMessage).toBe('');
    expect(first.data).toMatchObject({
      trnType: 'PIP',
      payMode: '1',
      isRepeat: false,
      confirmation: null,
    });
    expect(first.data.trxnId).toMatch(/^PUR/);
    expect(first.data.netBankingUrl).toContain('/cdesk/sandbox/bank/netbanking');
    expect(first.data.ackPath).toBe(
      `/transact/authorize/pip/achknowledge?tid=${first.data.trxnId}`,
    );

    const repeat = await call(app(), 'onAuthorize', body, desk.asha.token);
    expect(repeat.status).toBe(200);
    expect(repeat.data).toMatchObject({ trxnId: first.data.trxnId, isRepeat: true });

    const other = await call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token);
    expect(other.status).toBe(409);
    expect(other.displayMessage).toBe(authMessages.alreadyAuthorised(placed.trxnId));
    const reject = await call(app(), 'onReject', { encryptedData: placed.d }, desk.asha.token);
    expect(reject.status).toBe(409);
    const validated = await call(app(), 'onValidateAuthTransaction', { encryptedData: placed.d });
    expect(validated.data).toMatchObject({ isValid: 'N', state: 'USED' });
    const detail = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    expect(detail.status).toBe(409);

    // The receipt reference reads the authorised transaction, with the order it placed.
    const receipt = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: first.data.encEncodedTrxnId },
      desk.asha.token,
    );
    expect(receipt.status).toBe(200);
    expect(receipt.data.trxnHeaderDeail.status).toBe('AUTHORISED');
    expect(receipt.data.trxndetail[0].orderRef).toBe(`${first.data.trxnId}-1`);

    const groups = await desk.database.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.idempotencyKey, `AUTH-${placed.trxnId}`));
    expect(groups).toHaveLength(1);
  });

  it('authorises after the PIN login of the link, with UPI (the purchase trxnid) and NEFT/RTGS', async () => {
    const token = await pinLogin(app(), '5000001');
    const upi = await place(app(), {
      njAcNo: '5000001',
      trxn: { trnType: 'PIP', schCode: 120716, amount: '2000' },
    });
    const list = await call(app(), 'getTrxnAuthRpt', {}, token);
    expect(list.status).toBe(200);
    const paidUpi = await call(
      app(),
      'onAuthorize',
      authoriseBody(upi.d, {
        purchaseData: {
          payMode: '8',
          payBank: 'HDFC~50100234567812~HDFC0000123',
          payerVirtualAddress: 'asha@okhdfc',
        },
      }),
      token,
    );
    expect(paidUpi.status, paidUpi.displayMessage).toBe(200);
    expect(paidUpi.data).toMatchObject({ payMode: '8', netBankingUrl: '' });
    expect(paidUpi.data.trxnId).toMatch(/^PUR/);
    expect(paidUpi.data).toMatchObject({ collectionApiStatus: 'SUCCESS' });
    expect(paidUpi.data.UPIREFTRXNID).not.toBe('');
    // The UPI wait and the acknowledgement work on the PIN login too.
    const upiStatus = await post(
      app(),
      '/cdesk/gw/ewamftrxnsws/api/purchase/getUPICollectionApiStatus',
      {
        trxnid: paidUpi.data.trxnId,
        payerVirtualAddress: 'asha@okhdfc',
        VPAVerifyDtlSrNo: paidUpi.data.VPAVerifyDtlSrNo,
      },
      token,
    );
    expect(upiStatus.statusCode, upiStatus.body).toBe(200);
    expect(upiStatus.json().data.UPIREFTRXNID).toBe(paidUpi.data.UPIREFTRXNID);
    const ack = await post(
      app(),
      '/cdesk/gw/ewamftrxnsws/api/purchase/getOrderStatus',
      { tid: paidUpi.data.trxnId },
      token,
    );
    expect(ack.statusCode, ack.body).toBe(200);
    // A PIN login still places no cart of its own.
    const own = await post(
      app(),
      '/cdesk/gw/ewamftrxnsws/api/purchase/onConfirm',
      lumpsum(118989, 5000),
      token,
    );
    expect(own.statusCode).toBe(401);

    const neft = await place(app(), {
      njAcNo: '5000001',
      trxn: { trnType: 'PIP', schCode: 119800, amount: '7000' },
      payment: { payMode: '7', bankCode: 'ICIC', neftRtgsNo: 'ICIC123456789012' },
    });
    const paidNeft = await call(app(), 'onAuthorize', authoriseBody(neft.d), token);
    expect(paidNeft.status, paidNeft.displayMessage).toBe(200);
    expect(paidNeft.data.payMode).toBe('7');
  });

  it('a SIP places its order and registers the plan on the bank mandate', async () => {
    const placed = await place(app(), {
      njAcNo: '5000001',
      trxn: {
        trnType: 'SIP',
        schCode: 120716,
        amount: '3000',
        sip: { freqId: 'M', installmentDate: 10, totalNoOfInst: 12 },
      },
      payment: { payMode: '1', bankCode: 'HDFC' },
    });
    const detail = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    expect(detail.data.trxndetail[0]).toMatchObject({
      action: 'SIP',
      schedule: 'Monthly on the 10th, 12 installments',
    });
    expect(detail.data.trxnHeaderDeail.payment).toMatchObject({ mandateNo: 'UMRN-HDFC-5000001' });
    const done = await call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token);
    expect(done.status, done.displayMessage).toBe(200);
    expect(done.data.encSIPEncodedTrxnId).toBe(done.data.trxnId);
  });

  it('a repeat purchase within a day goes through the SUCC_WITH_MARS confirmation loop', async () => {
    const detailOf = async (d: string) =>
      (await call(app(), 'getAuthTrxDetailFromTar', { encryptedData: d }, desk.asha.token)).data
        .trxnHeaderDeail.confirmation;
    const firstBuy = await place(app(), paidPip('5000'));
    expect(
      (await call(app(), 'onAuthorize', authoriseBody(firstBuy.d), desk.asha.token)).status,
    ).toBe(200);
    const again = await place(app(), paidPip('6000'));
    // The detail carries the question before anything is asked, so the desk asks it once, with
    // the T&C.
    const upFront = await detailOf(again.d);
    expect(upFront).toMatchObject({ code: 'SUCC_WITH_MARS' });
    const asked = await call(
      app(),
      'onAuthorize',
      authoriseBody(again.d, { isMarsConfirm: undefined }),
      desk.asha.token,
    );
    expect(asked.status).toBe(200);
    expect(asked.isSuccess).toBe(true);
    expect(asked.techMessage).toBe('SUCC_WITH_MARS');
    expect(asked.data.confirmation).toMatchObject({ code: 'SUCC_WITH_MARS' });
    expect(asked.data.confirmation.question).toContain('Are you sure you want to proceed?');
    expect(asked.data.confirmation).toEqual(upFront);
    const no = await call(
      app(),
      'onAuthorize',
      authoriseBody(again.d, { isMarsConfirm: 'N' }),
      desk.asha.token,
    );
    expect(no.status).toBe(400);
    expect(no.displayMessage).toBe(authMessages.declined);
    expect(
      (await call(app(), 'onValidateAuthTransaction', { encryptedData: again.d })).data.state,
    ).toBe('PENDING');
    const yes = await call(
      app(),
      'onAuthorize',
      authoriseBody(again.d, { isMarsConfirm: 'Y' }),
      desk.asha.token,
    );
    expect(yes.status).toBe(200);
    expect(yes.data.confirmation).toBeNull();
  });

  it('two authorisations at once: exactly one places, the other is told it is being authorised', async () => {
    const placed = await place(app(), paidPip('8000'));
    const replies = await Promise.all([
      call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token),
      call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token),
      call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(2);
    for (const r of replies.filter((x) => x.status === 409))
      expect([authMessages.otherAttempt, authMessages.alreadyAuthorised(placed.trxnId)]).toContain(
        r.displayMessage,
      );
    const groups = await desk.database.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.idempotencyKey, `AUTH-${placed.trxnId}`));
    expect(groups).toHaveLength(1);
  });

  it('authorise and reject at once: exactly one outcome', async () => {
    const placed = await place(app(), paidPip('9000'));
    const [authorised, rejected] = await Promise.all([
      call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token),
      call(app(), 'onReject', { encryptedData: placed.d }, desk.asha.token),
    ]);
    const wins = [authorised, rejected].filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    expect([authorised, rejected].filter((r) => r.status === 409)).toHaveLength(1);
    const state = (await call(app(), 'onValidateAuthTransaction', { encryptedData: placed.d }))
      .data;
    expect(state.state).toBe('USED');
    const groups = await desk.database.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.idempotencyKey, `AUTH-${placed.trxnId}`));
    expect(groups).toHaveLength(authorised.status === 200 ? 1 : 0);
  });

  it('rejects a pending transaction once, with its Ref. No', async () => {
    const placed = await place(app(), paidPip());
    const rejected = await call(
      app(),
      'onReject',
      { reqFrom: 'web', encryptedData: placed.d },
      desk.asha.token,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.data).toMatchObject({ trxnId: placed.trxnId, isMarsTrxn: 'N' });
    expect(rejected.displayMessage).toBe(authMessages.rejected(placed.trxnId));
    const again = await call(app(), 'onReject', { encryptedData: placed.d }, desk.asha.token);
    expect(again.status).toBe(409);
    expect(again.displayMessage).toBe(authMessages.alreadyRejected(placed.trxnId));
    const authorise = await call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token);
    expect(authorise.status).toBe(409);
    const list = await call(app(), 'getTrxnAuthRpt', {}, desk.asha.token);
    expect(list.data.trxns.map((t: { trxnId: string }) => t.trxnId)).not.toContain(placed.trxnId);
  });

  it('changes the bank a pending purchase pays from, only to a registered one', async () => {
    const placed = await place(app(), paidPip());
    const changed = await call(
      app(),
      'onchangeBankAccount',
      { encryptedData: placed.d, payBank: 'ICIC~001201567890~ICIC0000012' },
      desk.asha.token,
    );
    expect(changed.status, changed.displayMessage).toBe(200);
    expect(changed.data.payment).toMatchObject({
      bankCode: 'ICIC',
      bankName: 'ICICI Bank',
      isUsable: 'Y',
    });
    const foreign = await call(
      app(),
      'onchangeBankAccount',
      { encryptedData: placed.d, payBank: 'SBIN~30123456789~SBIN0001234' },
      desk.asha.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.displayMessage).toBe(authMessages.payBankInvalid);
  });

  it('answers FLG_POA Y for a type that sells no demat units', async () => {
    const placed = await place(app(), paidPip());
    const poa = await call(
      app(),
      'checkRedPOAValidation',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    expect(poa.data).toMatchObject({ FLG_POA: 'Y', isBlocked: 'N' });
    const mars = await call(
      app(),
      'checkMarsSwiPOAValidation',
      { encryptedData: placed.d },
      desk.asha.token,
    );
    expect(mars.data.FLG_POA).toBe('Y');
  });

  it('serves the receipt of an authorised transaction as a PDF, and refuses it otherwise', async () => {
    const placed = await place(app(), paidPip('11000'));
    const done = await call(app(), 'onAuthorize', authoriseBody(placed.d), desk.asha.token);
    const response = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/mfauth/trxnAuthoShowReceipt',
      payload: { encryptedData: done.data.encEncodedTrxnId, trxnType: 'PIP' },
      headers: { authorization: `Bearer ${desk.asha.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(
      `receipt-${placed.trxnId}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pending = await place(app(), paidPip());
    const refused = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/mfauth/trxnAuthoShowReceipt',
      payload: { encryptedData: pending.d, trxnType: 'PIP' },
      headers: { authorization: `Bearer ${desk.asha.token}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().displayMessage).toBe(authMessages.notAuthorisedYet);
  });

  it('MARS lists answer for the account: nothing pending, an unknown transaction refused', async () => {
    const count = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxnsCount',
      payload: {},
      headers: { authorization: `Bearer ${desk.asha.token}` },
    });
    expect(count.json().data.count).toBe(0);
    const list = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxns',
      payload: { loggedInUCC: 'NJ5000001', isFromMob: 'N' },
      headers: { authorization: `Bearer ${desk.asha.token}` },
    });
    expect(list.json().data.trxns).toEqual([]);
    const foreign = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxns',
      payload: { loggedInUCC: 'NJ5000013' },
      headers: { authorization: `Bearer ${desk.asha.token}` },
    });
    expect(foreign.statusCode).toBe(403);
    const status = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/ewamarsws/api/rest/authpendingtrxn/checkMarsAuthPendingTrxnStatus',
      payload: { trxnTypeId: 'MARSSWI', trxnId: 'MT000000' },
      headers: { authorization: `Bearer ${desk.asha.token}` },
    });
    expect(status.statusCode).toBe(400);
  });

  it('refuses placements clearly: unknown client, scheme, foreign folio, payment on a non-purchase', async () => {
    expect((await placeRefused(app(), { ...paidPip(), njAcNo: '5999999' })).message).toBe(
      authMessages.noClient('5999999'),
    );
    expect(
      (
        await placeRefused(app(), {
          njAcNo: '5000001',
          trxn: { trnType: 'PIP', schCode: 999999, amount: '100' },
        })
      ).message,
    ).toBe(authMessages.schemeNotFound(999999));
    const missing = await placeRefused(app(), {
      njAcNo: '5000001',
      trxn: { trnType: 'PIP', schCode: 118989 },
    });
    expect(missing.status).toBe(400);
    expect(missing.message).toMatch(/Amount/);
    const bank = await placeRefused(app(), {
      ...paidPip(),
      payment: { payMode: '1', bankCode: 'SBIN' },
    });
    expect(bank.message).toBe(authMessages.bankNotRegistered);
    const bad = await placeRefused(app(), { njAcNo: '5000001', trxn: { trnType: 'NOPE' } });
    expect(bad.status).toBe(400);
  });

  it('an expired link is refused and drops out of the count', async () => {
    const placed = await place(app(), paidPip());
    const before = (await call(app(), 'getTotalNonMarsCount', {}, desk.asha.token)).data.count;
    clock.advance(authLinkLifetimeHours * 3_600_000 + 1000);
    try {
      const token = (await login(app(), '5000001')).token;
      const validated = await call(app(), 'onValidateAuthTransaction', { encryptedData: placed.d });
      expect(validated.data).toMatchObject({ isValid: 'N', state: 'EXPIRED' });
      const detail = await call(
        app(),
        'getAuthTrxDetailFromTar',
        { encryptedData: placed.d },
        token,
      );
      expect(detail.status).toBe(400);
      expect(detail.displayMessage).toBe(authMessages.linkExpired);
      const authorise = await call(app(), 'onAuthorize', authoriseBody(placed.d), token);
      expect(authorise.displayMessage).toBe(authMessages.linkExpired);
      const after = (await call(app(), 'getTotalNonMarsCount', {}, token)).data.count;
      expect(after).toBeLessThan(before);
      desk.asha.token = token;
    } finally {
      clock.advance(-(authLinkLifetimeHours * 3_600_000 + 1000));
    }
  });
});
