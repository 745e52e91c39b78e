import { messages, reviewMessages, reviewNotices } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountHolders, accounts, auditEvents, nominees, staffMembers } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { OnboardingStore } from '../src/modules/onboarding/index.js';
import { applicationDigest } from '../src/modules/onboarding/form/signed-digest.js';
import { envelope, FixedClock, outbox, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { demoApplicants, openApplication } from './support/onboarding-kyc.js';
import { appPerSuite } from './support/suite.js';

const gw = (path: string) => `/cdesk/gw/${path}`;
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function messagesTo(app: FastifyInstance, recipient: string) {
  const box = await app.inject({ url: `/cdesk/sandbox/outbox?recipient=${recipient}` });
  return (box.json() as { messages: { channel: string; body: string }[] }).messages;
}

describe.each(testDatabases())('staff review of applications on $name', ({ open }) => {
  // 23-11-2026, 11:30 in India.
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let seq = 0;

  /** An application that went through e-sign: holders, the part-2 records and a file saved. */
  async function submitted(mandateStatus: 'APPROVED' | 'ESIGNED' = 'APPROVED') {
    seq += 1;
    const mobile = `98126${String(10000 + seq)}`;
    const email = `applicant${seq}@example.in`;
    const { refNo } = await openApplication(suite.app, mobile);
    const store = new OnboardingStore(suite.database.db, clock);
    await store.upsertHolder(refNo, 'F', {
      ...demoApplicants.validated,
      dob: '1990-08-15',
      mobile,
      email,
      mobileVerified: true,
      emailVerified: true,
    });
    await store.saveStep(refNo, 'F', 'personal', { gender: 'M' });
    await store.saveStep(refNo, 'F', 'address', {
      source: 'KRA',
      address: {
        line1: '12 Hill Road',
        line2: 'Bandra West',
        line3: '',
        city: 'Mumbai',
        district: 'Mumbai Suburban',
        state: 'Maharashtra',
        pincode: '400050',
        country: 'India',
      },
    });
    await store.saveStep(refNo, 'F', 'bank', {
      ifsc: 'HDFC0000123',
      micr: '400240015',
      bankName: 'HDFC Bank',
      branch: 'Bandra West',
      accountNo: `5010012345${String(1000 + seq)}`,
      accountType: 'Saving',
      verified: true,
      nameAtBank: 'RAJESH ZAVERI',
      mandateFacility: true,
    });
    await store.saveStep(refNo, 'F', 'mandate', {
      emandate: true,
      mandateType: 'NET',
      provider: 'NJ',
      upperLimitPaise: '2500000',
      startDate: '2026-11-23',
      endDate: '',
      mandateNo: `NJEM${String(100000000000 + seq)}`,
      status: mandateStatus,
    });
    await store.saveStep(refNo, 'F', 'nomineeselection', { optIn: true, count: 1 });
    await store.saveStep(refNo, 'F', 'nominee1', {
      slot: 1,
      fName: 'MEENA',
      mName: '',
      lName: 'ZAVERI',
      dob: '12-04-1992',
      relation: 'Spouse',
      share: 100,
      idType: 'PAN',
      idNo: 'AAAPZ9999Z',
      mobile: '',
      email: '',
      address: {
        line1: '1 Hill Road',
        line2: '',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
      },
      guardian: null,
    });
    await store.putFile({
      refNo,
      role: 'F',
      kind: 'PHOTO',
      docType: 'LIVE_PHOTO',
      fileName: 'photo.png',
      mime: 'image/png',
      content: pngBytes,
    });
    await store.moveTo(refNo, '-1');
    await store.updateApplication(refNo, { status: 'UNDER_REVIEW' });
    // E-signed as it stands: the signature keeps the digest that approval checks.
    await store.saveStep(refNo, 'F', 'esign', {
      status: 'E-Sign Done',
      txnId: `ESIGN${String(seq)}`,
      startedAt: clock.businessNow().toISOString(),
      signedAt: clock.businessNow().toISOString(),
      signerName: 'RAJESH ZAVERI',
      digest: await applicationDigest(store, refNo),
    });
    return { refNo, mobile, email };
  }

  async function staffLogin(password = 'Demo@1234', employeeCode = 'E1001') {
    return envelope(
      await post(suite.app, gw('StaffLoginService/authenticate'), { employeeCode, password }),
    );
  }

  async function staffToken() {
    const logged = await staffLogin();
    expect(logged.isSuccess).toBe(true);
    return logged.data.token as string;
  }

  const range = { fromDate: '01-11-2026', toDate: '30-11-2026' };

  it('refuses every review call without a staff session, and an investor token too', async () => {
    const anonymous = await post(suite.app, gw('FetchEditReport/fetchEditReport'), range);
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).displayMessage).toBe(reviewMessages.staffSessionExpired);
    const investor = envelope(
      await post(suite.app, gw('login/v2/authenticate'), {
        loginId: '5000001',
        password: 'Demo@1234',
        loginWith: 'NJACNO',
      }),
    );
    const withInvestor = await post(
      suite.app,
      gw('FetchEditReport/approveRefno'),
      { refNo: 'REG0000001' },
      investor.data.token as string,
    );
    expect(withInvestor.statusCode).toBe(401);
  });

  it('lists applications awaiting review in a range of at most 6 months', async () => {
    const { refNo } = await submitted();
    const token = await staffToken();
    const list = envelope(
      await post(
        suite.app,
        gw('FetchEditReport/fetchEditReport'),
        { ...range, reportType: 'NORMAL' },
        token,
      ),
    );
    expect(list.isSuccess).toBe(true);
    const row = list.data.applications.find((a: { refNo: string }) => a.refNo === refNo);
    expect(row).toMatchObject({
      entryDate: '23-11-2026',
      holderName: 'RAJESH ZAVERI',
      pan: 'AAAPZ1111A',
      status: 'UNDER_REVIEW',
      statusText: 'Under Review',
    });
    const elsewhere = envelope(
      await post(
        suite.app,
        gw('FetchEditReport/fetchEditReport'),
        { fromDate: '01-10-2026', toDate: '31-10-2026' },
        token,
      ),
    );
    expect(elsewhere.data.applications).toEqual([]);

    const tooLong = await post(
      suite.app,
      gw('FetchEditReport/fetchEditReport'),
      { fromDate: '01-01-2026', toDate: '02-07-2026' },
      token,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(envelope(tooLong).displayMessage).toBe(reviewMessages.rangeTooLong);
    const sixMonths = await post(
      suite.app,
      gw('FetchEditReport/fetchEditReport'),
      { fromDate: '01-06-2026', toDate: '01-12-2026' },
      token,
    );
    expect(sixMonths.statusCode).toBe(200);
    const backwards = await post(
      suite.app,
      gw('FetchEditReport/fetchEditReport'),
      { fromDate: '30-11-2026', toDate: '01-11-2026' },
      token,
    );
    expect(backwards.statusCode).toBe(400);
    expect(envelope(backwards).displayMessage).toBe(reviewMessages.toBeforeFrom);

    const detail = envelope(
      await post(suite.app, gw('FetchEditReport/fetchRefnoDetail'), { refNo }, token),
    );
    expect(detail.data.bank).toMatchObject({ ifsc: 'HDFC0000123', verified: true });
    expect(detail.data.mandate).toMatchObject({ status: 'APPROVED', provider: 'NJ' });
    expect(detail.data.nominees).toEqual([
      {
        slot: 1,
        name: 'MEENA ZAVERI',
        dob: '12-04-1992',
        relation: 'Spouse',
        share: 100,
        guardianName: '',
      },
    ]);
    expect(detail.data.files).toMatchObject([
      { kind: 'PHOTO', docType: 'LIVE_PHOTO', mime: 'image/png' },
    ]);
    const photo = envelope(
      await post(
        suite.app,
        gw('FetchEditReport/downloadRefnoFile'),
        { refNo, role: 'F', kind: 'PHOTO', docType: 'LIVE_PHOTO' },
        token,
      ),
    );
    expect(Buffer.from(photo.data.content as string, 'base64').equals(pngBytes)).toBe(true);
  });

  it('rejects with 148: Not Approved, the review record, and the applicant is told', async () => {
    const { refNo, mobile, email } = await submitted();
    const token = await staffToken();
    const reasons = envelope(await post(suite.app, gw('FetchEditReport/fetchNAReason'), {}, token));
    expect(reasons.data.reasons.map((r: { reasonCode: string }) => r.reasonCode)).toEqual([
      '147',
      '148',
      '149',
      '150',
      '29',
    ]);
    const noRemark = await post(
      suite.app,
      gw('FetchEditReport/rejectRefno'),
      { refNo, reasonCode: '29' },
      token,
    );
    expect(envelope(noRemark).displayMessage).toBe(reviewMessages.remarkRequired);

    const rejected = envelope(
      await post(suite.app, gw('FetchEditReport/rejectRefno'), { refNo, reasonCode: '148' }, token),
    );
    expect(rejected.data).toEqual({
      refNo,
      status: 'REJECTED',
      statusCode: '9',
      statusText: 'Not Approved',
      requestStatus: '3',
      reasonCode: '148',
      reason: 'Client does not wish to open an account',
    });
    const store = new OnboardingStore(suite.database.db, clock);
    expect((await store.application(refNo))?.status).toBe('REJECTED');
    expect(await store.loadStep(refNo, 'F', 'review')).toEqual({
      status: 'REJECTED',
      reasonCode: '148',
      reason: 'Client does not wish to open an account',
      decidedAt: clock.realNow().toISOString(),
    });
    const told = reviewNotices.rejected(refNo, 'Client does not wish to open an account');
    expect((await messagesTo(suite.app, mobile))[0]?.body).toBe(told);
    expect((await messagesTo(suite.app, email))[0]?.body).toContain(told);

    const again = await post(suite.app, gw('FetchEditReport/approveRefno'), { refNo }, token);
    expect(envelope(again).displayMessage).toBe(reviewMessages.notUnderReview);

    const report = envelope(
      await post(
        suite.app,
        gw('FetchEditReport/fetchEditReport'),
        { ...range, reportType: 'REJECT' },
        token,
      ),
    );
    expect(report.data.applications.map((a: { refNo: string }) => a.refNo)).toContain(refNo);
    const csv = envelope(
      await post(suite.app, gw('FetchEditReport/downloadNAReasonFile'), range, token),
    );
    expect(csv.data.content).toContain(
      `"${refNo}","23-11-2026","EW","RAJESH ZAVERI","AAAPZ1111A","9","Not Approved","148"`,
    );

    const resent = envelope(
      await post(suite.app, gw('FetchEditReport/sendComm'), { refNo, commType: 'RE' }, token),
    );
    expect(resent.data).toEqual({ sent: 2, recipients: [mobile, email] });
    expect((await messagesTo(suite.app, mobile))[0]?.body).toBe(
      `${reviewNotices.resendPrefix}${told}`,
    );
    const toHolder = envelope(
      await post(
        suite.app,
        gw('FetchEditReport/sendCommToHolder'),
        { refNo, holder: 'F', commType: 'NM' },
        token,
      ),
    );
    expect(toHolder.data.sent).toBe(2);
  });

  it('approves once: the account, bank, approved mandate, nominee and a forced password change', async () => {
    const { refNo, mobile } = await submitted();
    const token = await staffToken();
    const [first, second] = await Promise.all([
      post(suite.app, gw('FetchEditReport/approveRefno'), { refNo }, token),
      post(suite.app, gw('FetchEditReport/approveRefno'), { refNo }, token),
    ]);
    const answers = [envelope(first), envelope(second)];
    const approved = answers.find((a) => a.isSuccess);
    expect(answers.filter((a) => a.isSuccess)).toHaveLength(1);
    expect(answers.find((a) => !a.isSuccess)?.displayMessage).toBe(reviewMessages.notUnderReview);
    const njAcNo = approved?.data.njAcNo as string;
    expect(Number(njAcNo)).toBeGreaterThan(5000016);
    expect(approved?.data).toMatchObject({
      status: 'APPROVED',
      ucc: `NJ${njAcNo}`,
      accountType: 'EW',
    });

    const store = new OnboardingStore(suite.database.db, clock);
    expect((await store.application(refNo))?.status).toBe('APPROVED');
    expect(await store.loadStep(refNo, 'F', 'review')).toMatchObject({
      status: 'APPROVED',
      accountNo: njAcNo,
    });

    const [opened] = await suite.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.njAcNo, njAcNo));
    expect(opened).toMatchObject({ gender: 'M', pan: 'AAAPZ1111A', dob: '1990-08-15' });
    expect(opened?.address).toContain('400050');
    const holdersOnRecord = await suite.database.db
      .select()
      .from(accountHolders)
      .where(eq(accountHolders.accountId, opened!.id));
    expect(holdersOnRecord).toMatchObject([{ role: 'F', name: 'RAJESH ZAVERI' }]);
    const nomineesOnRecord = await suite.database.db
      .select()
      .from(nominees)
      .where(eq(nominees.accountId, opened!.id));
    expect(nomineesOnRecord).toMatchObject([
      { nomineeNo: 1, name: 'MEENA ZAVERI', sharePercent: '100.00', dob: '1992-04-12' },
    ]);

    const sent = await outbox(suite.app, njAcNo);
    expect(sent.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    const sms = sent.find((m) => m.recipient === mobile)?.body ?? '';
    expect(sms).toContain(`/cdesk/login`);
    const password = /temporary password: (\S+)/.exec(sms)?.[1] ?? '';
    expect(password).not.toBe('');

    const login = envelope(
      await post(suite.app, gw('login/v2/authenticate'), {
        loginId: njAcNo,
        password,
        loginWith: 'NJACNO',
      }),
    );
    expect(login.isSuccess).toBe(true);
    expect(login.data.userData[0]).toMatchObject({
      njAcNo,
      name: 'RAJESH ZAVERI',
      chnagePassWord: 'Y',
      accType: 'EW',
    });
    const investor = login.data.token as string;
    const blocked = await post(
      suite.app,
      gw('ewatraderegws/api/mandate/getBankMandates'),
      {},
      investor,
    );
    expect(blocked.statusCode).toBe(403);
    const changed = envelope(
      await post(
        suite.app,
        gw('login/changePassword'),
        { oldPassword: password, newPassword: 'Better#2026', confirmPassword: 'Better#2026' },
        investor,
      ),
    );
    expect(changed.isSuccess).toBe(true);
    const relogin = envelope(
      await post(suite.app, gw('login/v2/authenticate'), {
        loginId: njAcNo,
        password: 'Better#2026',
        loginWith: 'NJACNO',
      }),
    );
    expect(relogin.data.userData[0].chnagePassWord).toBe('N');
    const mandates = envelope(
      await post(
        suite.app,
        gw('ewatraderegws/api/mandate/getBankMandates'),
        {},
        relogin.data.token as string,
      ),
    );
    expect(mandates.data.banks).toMatchObject([
      { bankName: 'HDFC Bank', ifsc: 'HDFC0000123', isDefault: true },
    ]);
    expect(mandates.data.banks[0].mandateNo).toBe(`NJEM${String(100000000000 + seq)}`);
    expect(mandates.data.mandates).toMatchObject([{ status: 'ACTIVE', upperLimit: '25000.00' }]);
  });

  async function staffCaptcha(employeeCode: string) {
    const loginId = `staff:${employeeCode}`;
    await suite.app.inject({ method: 'POST', url: gw('captcha/image'), payload: { loginId } });
    const answer = await suite.app.inject({
      url: `/cdesk/sandbox/captcha?loginId=${encodeURIComponent(loginId)}`,
    });
    return (answer.json() as { text: string }).text;
  }

  /** A staff login that answers the captcha whenever the last reply asked for it. */
  async function staffAttempt(employeeCode: string, password: string, captcha: boolean) {
    const captchaCode = captcha ? await staffCaptcha(employeeCode) : '';
    return envelope(
      await post(suite.app, gw('StaffLoginService/authenticate'), {
        employeeCode,
        password,
        captchaCode,
      }),
    );
  }

  /** Four wrong passwords, answering the captcha from the second failure on. */
  async function blockStaff(employeeCode: string) {
    let asked = false;
    let reply = await staffAttempt(employeeCode, 'Wrong@123', false);
    for (let i = 1; i < 4; i++) {
      asked = reply.data.isCaptchaValidate as boolean;
      reply = await staffAttempt(employeeCode, 'Wrong@123', asked);
    }
    return reply;
  }

  async function addStaff(employeeCode: string) {
    await suite.database.db.insert(staffMembers).values({
      employeeCode,
      name: `Member ${employeeCode}`,
      passwordHash: await hashPassword('Demo@1234'),
      reviewsApplications: true,
    });
  }

  it('asks staff for the captcha from the second wrong password', async () => {
    const first = await staffAttempt('E2001', 'Wrong@123', false);
    expect(first).toMatchObject({ errCode: 'LOGIN_FAILED', data: { isCaptchaValidate: false } });
    const second = await staffAttempt('E2001', 'Wrong@123', false);
    expect(second).toMatchObject({ errCode: 'LOGIN_FAILED', data: { isCaptchaValidate: true } });
    const bare = await staffAttempt('E2001', 'Wrong@123', false);
    expect(bare).toMatchObject({
      isSuccess: false,
      displayMessage: messages.captchaRequired,
      data: { attemptCount: 2, isCaptchaValidate: true },
    });
    const answered = await staffAttempt('E2001', 'Wrong@123', true);
    expect(answered.data.attemptCount).toBe(3);
  });

  it('blocks a staff login for 30 minutes on the fourth wrong password, then lets it in', async () => {
    await addStaff('E2002');
    const fourth = await blockStaff('E2002');
    expect(fourth).toMatchObject({
      errCode: 'UCC_BLOCK',
      displayMessage: reviewMessages.staffBlocked(30, 30),
    });
    expect(fourth.displayMessage).toContain('blocked for 30 minutes');
    clock.advance(12 * 60_000);
    const still = await staffAttempt('E2002', 'Demo@1234', true);
    expect(still).toMatchObject({
      errCode: 'UCC_BLOCK',
      displayMessage: reviewMessages.staffBlocked(30, 18),
    });
    clock.advance(18 * 60_000 + 1000);
    const after = await staffAttempt('E2002', 'Demo@1234', false);
    expect(after.isSuccess).toBe(true);

    const token = await staffToken();
    const me = envelope(await post(suite.app, gw('StaffLoginService/loadStaff'), {}, token));
    expect(me.data).toEqual({ employeeCode: 'E1001', name: 'Kiran Desai', administrator: false });
    await post(suite.app, gw('StaffLoginService/logout'), {}, token);
    const gone = await post(suite.app, gw('StaffLoginService/loadStaff'), {}, token);
    expect(gone.statusCode).toBe(401);
  });

  it('an administrator unblocks a staff login at once, in the audit trail', async () => {
    await addStaff('E2003');
    expect((await blockStaff('E2003')).errCode).toBe('UCC_BLOCK');
    expect((await staffAttempt('E2003', 'Demo@1234', true)).errCode).toBe('UCC_BLOCK');

    const reviewer = await staffToken();
    const refused = await post(
      suite.app,
      gw('StaffLoginService/unblockStaff'),
      { employeeCode: 'E2003' },
      reviewer,
    );
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).displayMessage).toBe(reviewMessages.staffNotAdministrator);

    const admin = await staffAttempt('E9001', 'Demo@1234', false);
    expect(admin.data.staff).toEqual({
      employeeCode: 'E9001',
      name: 'Anita Bose',
      administrator: true,
    });
    const unknown = envelope(
      await post(
        suite.app,
        gw('StaffLoginService/unblockStaff'),
        { employeeCode: 'E7777' },
        admin.data.token as string,
      ),
    );
    expect(unknown.displayMessage).toBe(reviewMessages.staffUnknown);
    const unblocked = envelope(
      await post(
        suite.app,
        gw('StaffLoginService/unblockStaff'),
        { employeeCode: 'e2003' },
        admin.data.token as string,
      ),
    );
    expect(unblocked).toMatchObject({
      isSuccess: true,
      data: { employeeCode: 'E2003', wasBlocked: true },
      displayMessage: reviewMessages.staffUnblocked('E2003'),
    });
    expect((await staffAttempt('E2003', 'Demo@1234', false)).isSuccess).toBe(true);
    const trail = await suite.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'STAFF_UNBLOCKED'));
    expect(trail.map((event) => event.detail)).toContainEqual({
      employeeCode: 'E2003',
      by: 'E9001',
      wasBlocked: true,
    });
  });

  it('a shared address past its limit asks staff for the captcha, never refuses the right password', async () => {
    for (let i = 0; i < 20; i++) await staffAttempt(`E3${String(i).padStart(3, '0')}`, 'x', false);
    const bare = await staffAttempt('E1001', 'Demo@1234', false);
    expect(bare).toMatchObject({
      displayMessage: messages.captchaRequired,
      data: { isCaptchaValidate: true },
    });
    expect((await staffAttempt('E1001', 'Demo@1234', true)).isSuccess).toBe(true);
  });
});
