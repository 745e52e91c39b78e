import { folioUpdateMessages as m, maskEmail, messages } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, folios } from '../src/db/schema.js';
import {
  demoInvalidRegistrarMobile,
  demoPendingEmail,
  seedFolioUpdateDemo,
} from '../src/seed/folio-update-demo.js';
import { envelope, FixedClock, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

// Monday 23 Nov 2026, 11:30 in India.
const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
const url = (call: string) => `/cdesk/gw/MFCFolioDetailService/${call}`;

const hdfc = 'HDF/5000001/01';
const ppfas = 'PPF/5000001/01';
const uti = 'UTI/5000001/01';
const axis = 'AXI/5000001/01';
const ashaEmail = maskEmail('asha.verma@example.in');

describe.each(testDatabases())('folio mobile and e-mail update on $name', ({ open }) => {
  const suite = appPerSuite(open, { clock });
  let asha: string;
  // Rohan Gupta (5000013): a clean account with no folios.
  let rohan: string;

  beforeAll(async () => {
    const db = suite.database.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.njAcNo, '5000001'));
    const accountId = account!.id;
    await db.insert(folios).values([
      { accountId, amc: 'HDFC Mutual Fund', folioNo: hdfc },
      { accountId, amc: 'PPFAS Mutual Fund', folioNo: ppfas },
      { accountId, amc: 'UTI Mutual Fund', folioNo: uti },
      { accountId, amc: 'Axis Mutual Fund', folioNo: axis },
      // Units in demat: their contacts are the depository's, not the registrar's.
      { accountId, amc: 'PPFAS Mutual Fund', folioNo: 'IN30021412345678/01', mode: 'D' },
    ]);
    await seedFolioUpdateDemo(db, clock);
    // A second run leaves the demo as it is.
    await seedFolioUpdateDemo(db, clock);
    asha = (await login(suite.app, '5000001')).token;
    rohan = (await login(suite.app, '5000013')).token;
  });

  const call = (token: string, name: string, body: unknown) =>
    post(suite.app, url(name), body, token);
  const data = async (name: string, body: unknown, token = asha) => {
    const response = await call(token, name, body);
    const reply = envelope(response);
    expect(response.statusCode, reply.displayMessage).toBe(200);
    expect(reply.isSuccess).toBe(true);
    return reply;
  };
  const refused = async (name: string, body: unknown, status = 400, token = asha) => {
    const response = await call(token, name, body);
    expect(response.statusCode).toBe(status);
    const reply = envelope(response);
    expect(reply.isSuccess).toBe(false);
    return reply.displayMessage;
  };
  const latestOtpTo = async (recipient: string) => {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/cdesk/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
    });
    const [latest] = (response.json() as { messages: { body: string; recipient: string }[] })
      .messages;
    expect(latest?.recipient).toBe(recipient);
    return /\b(\d{6})\b/.exec(latest?.body ?? '')![1]!;
  };

  it('lists the folios held with the registrar, marking the one with a change pending', async () => {
    const { data: screen } = await data('loadFolioDtlScrn', {});
    expect(screen.investorName).toBe('Asha Verma');
    expect(screen.folios).toEqual([
      { folioNo: axis, amc: 'Axis Mutual Fund', pendingRequest: false },
      { folioNo: hdfc, amc: 'HDFC Mutual Fund', pendingRequest: true },
      { folioNo: ppfas, amc: 'PPFAS Mutual Fund', pendingRequest: false },
      { folioNo: uti, amc: 'UTI Mutual Fund', pendingRequest: false },
    ]);
    const { data: none } = await data('loadFolioDtlScrn', {}, rohan);
    expect(none.folios).toEqual([]);
  });

  it("shows a folio's registered contacts masked, with the change pending at the registrar", async () => {
    const { data: detail } = await data('loadFolioDetail', { folioNo: hdfc });
    expect(detail).toMatchObject({
      folioNo: hdfc,
      amc: 'HDFC Mutual Fund',
      mobile: '******5670',
      email: ashaEmail,
      mobileValid: true,
      emailValid: true,
      mobileMessage: '',
      emailMessage: '',
      schemes: [],
      pendingRequest: {
        folioNo: hdfc,
        changeType: 'EMAIL',
        field: 'e-mail ID',
        oldValue: ashaEmail,
        newValue: demoPendingEmail,
        relation: 'Spouse',
        requestedOn: '21-11-2026',
        statusLabel: 'Pending with registrar',
      },
    });
  });

  it('sends an invalid registrar value to a branch or the partner, per field', async () => {
    const { data: detail } = await data('loadFolioDetail', { folioNo: ppfas });
    expect(detail.mobileValid).toBe(false);
    expect(detail.mobile).toBe(demoInvalidRegistrarMobile);
    expect(detail.mobileMessage).toMatch(
      new RegExp(
        `^The mobile number registered with the registrar for folio ${ppfas} is not valid`,
      ),
    );
    expect(detail.mobileMessage).toContain('physical request at your nearest branch');
    expect(detail.mobileMessage).toContain('your wealth partner');
    expect(detail.emailValid).toBe(true);
    const message = await refused('initChangeRequest', {
      folioNo: ppfas,
      changeType: 'MOBILE',
      newValue: '9811122233',
    });
    expect(message).toBe(detail.mobileMessage);
  });

  it('refuses folios that are not the investor’s, demat folios and malformed numbers', async () => {
    expect(await refused('loadFolioDetail', { folioNo: hdfc }, 400, rohan)).toBe(m.folioNotFound);
    expect(await refused('loadFolioDetail', { folioNo: 'IN30021412345678/01' })).toBe(
      m.folioNotFound,
    );
    expect(await refused('loadFolioDetail', { folioNo: "x' or 1=1" })).toBe(m.folioInvalid);
    expect(await refused('loadFolioDetail', {})).toBe(m.folioInvalid);
    expect(await refused('checkForPendingReq', { folioNo: hdfc }, 400, rohan)).toBe(
      m.folioNotFound,
    );
    const noSession = await post(suite.app, url('loadFolioDtlScrn'), {});
    expect(noSession.statusCode).toBe(401);
  });

  it('refuses a second change while one is pending, and passes a folio without one', async () => {
    expect(await refused('checkForPendingReq', { folioNo: hdfc }, 409)).toBe(
      m.pendingRequest(hdfc),
    );
    expect(
      await refused(
        'initChangeRequest',
        { folioNo: hdfc, changeType: 'MOBILE', newValue: '9811122233' },
        409,
      ),
    ).toBe(m.pendingRequest(hdfc));
    const { data: free } = await data('checkForPendingReq', { folioNo: uti });
    expect(free).toEqual({ folioNo: uti, pending: false });
  });

  it('refuses a new value that is not valid or the same as the registered one', async () => {
    const ask = (changeType: string, newValue: unknown) =>
      refused('initChangeRequest', { folioNo: uti, changeType, newValue });
    expect(await ask('EMAIL', ' ASHA.VERMA@example.in ')).toBe(m.sameEmail);
    expect(await ask('MOBILE', '9812345670')).toBe(m.sameMobile);
    expect(await ask('EMAIL', 'asha@')).toBe('Please enter a valid Email ID.');
    expect(await ask('EMAIL', '')).toBe(messages.emptyField('Email ID'));
    expect(await ask('MOBILE', '1234567890')).toBe('Please enter a valid mobile number.');
    expect(await ask('MOBILE', '98123')).toBe('Please enter a valid mobile number.');
    expect(await ask('PAN', 'x')).toBe(m.changeTypeInvalid);
    expect(await ask('EMAIL', 'a'.repeat(300))).toBe('New value should be valid.');
    expect(await ask('EMAIL', 42)).toBe(messages.emptyField('New value'));
  });

  it('changes the e-mail with the OTP sent to the new one, the consent and the relation', async () => {
    const newEmail = 'asha.v@example.org';
    const { data: sent, displayMessage } = await data('initChangeRequest', {
      folioNo: uti,
      changeType: 'EMAIL',
      newValue: 'Asha.V@Example.org',
    });
    expect(sent).toMatchObject({ changeType: 'EMAIL', sentTo: 'as****@example.org' });
    expect(displayMessage).toBe(m.otpSent('as****@example.org'));
    const otp = await latestOtpTo(newEmail);
    const wrong = otp === '000000' ? '111111' : '000000';
    const consent = (name: string, body: Record<string, unknown>, status = 400) =>
      refused(name, { reqId: sent.reqId, otp, relation: 'SE', consent: true, ...body }, status);

    expect(await consent('emailInvestorConsent', { consent: false })).toBe(m.consentUnchecked);
    expect(await consent('emailInvestorConsent', { relation: 'XX' })).toBe(m.relationInvalid);
    expect(await consent('emailInvestorConsent', { otp: '12' })).toBe(messages.otpInvalid);
    expect(await consent('mobInvestorConsent', {})).toBe(m.wrongField('mobile number'));
    expect(await consent('emailInvestorConsent', { reqId: 999999 })).toBe(m.requestNotFound);
    // Not Asha's request: Rohan cannot see or confirm it.
    expect(
      await refused(
        'emailInvestorConsent',
        { reqId: sent.reqId, otp, relation: 'SE', consent: true },
        400,
        rohan,
      ),
    ).toBe(m.requestNotFound);
    expect(await consent('emailInvestorConsent', { otp: wrong })).toBe(messages.otpInvalid);

    // The wrong entries above do not spend the OTP; the right one submits the change.
    const { data: done, displayMessage: submitted } = await data('emailInvestorConsent', {
      reqId: sent.reqId,
      otp,
      relation: 'SE',
      consent: true,
    });
    expect(submitted).toBe(m.submitted('e-mail ID', uti));
    expect(done.request).toMatchObject({
      reqId: sent.reqId,
      folioNo: uti,
      changeType: 'EMAIL',
      oldValue: ashaEmail,
      newValue: newEmail,
      relation: 'Self',
      requestedOn: '23-11-2026',
      status: 'PENDING',
    });
    expect(await consent('emailInvestorConsent', {}, 409)).toBe(m.pendingRequest(uti));
    expect(await refused('checkForPendingReq', { folioNo: uti }, 409)).toBe(m.pendingRequest(uti));
    const [audit] = await suite.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'FOLIO_CONTACT_REQUESTED'));
    expect(audit?.detail).toMatchObject({ folioNo: uti, changeType: 'EMAIL' });
  });

  it('changes the mobile, a repeat of the same change sending a fresh OTP', async () => {
    const ask = () =>
      data('initChangeRequest', { folioNo: axis, changeType: 'MOBILE', newValue: '9811122233' });
    const { data: first } = await ask();
    expect(first.sentTo).toBe('******2233');
    const firstOtp = await latestOtpTo('9811122233');
    const { data: again } = await ask();
    expect(again.reqId).toBe(first.reqId);
    const secondOtp = await latestOtpTo('9811122233');
    const body = { reqId: first.reqId, relation: 'SP', consent: true };
    if (firstOtp !== secondOtp)
      expect(await refused('mobInvestorConsent', { ...body, otp: firstOtp })).toBe(
        messages.otpInvalid,
      );
    const { data: done } = await data('mobInvestorConsent', { ...body, otp: secondOtp });
    expect(done.request).toMatchObject({
      changeType: 'MOBILE',
      oldValue: '******5670',
      newValue: '9811122233',
      relation: 'Spouse',
    });
  });

  it('the registrar completes one change and rejects another with its reason', async () => {
    const registrarPage = '/cdesk/sandbox/registrar/contact-changes';
    const decide = (form: Record<string, string>) =>
      suite.app.inject({
        method: 'POST',
        url: registrarPage,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    const { data: before } = await data('viewPastRequest', {});
    const byFolio = (folioNo: string, list = before.requests) =>
      list.find((r: { folioNo: string; status: string }) => r.folioNo === folioNo)!;
    const utiNo = byFolio(uti).requestNo;
    const axisNo = byFolio(axis).requestNo;
    // Confirmed changes reached the registrar, the seeded one too once looked at.
    const waiting = await suite.app.inject({ method: 'GET', url: registrarPage });
    expect(waiting.body).toContain(utiNo);
    expect(waiting.body).toContain(axisNo);
    expect(waiting.body).toContain(byFolio(hdfc).requestNo);

    expect((await decide({ ref: axisNo, decision: 'REJECT', reason: '' })).statusCode).toBe(400);
    expect((await decide({ ref: utiNo, decision: 'APPROVE' })).statusCode).toBe(303);
    const reason = 'The mobile number is registered to another investor';
    expect((await decide({ ref: axisNo, decision: 'REJECT', reason })).statusCode).toBe(303);

    const { data: after } = await data('viewPastRequest', {});
    expect(byFolio(uti, after.requests)).toMatchObject({
      status: 'COMPLETED',
      statusLabel: 'Completed',
    });
    expect(byFolio(axis, after.requests)).toMatchObject({
      status: 'REJECTED',
      statusLabel: `Rejected by registrar: ${reason}`,
    });
    const { data: detail } = await data('loadFolioDetail', { folioNo: uti });
    expect(detail).toMatchObject({ email: maskEmail('asha.v@example.org'), pendingRequest: null });
    await data('checkForPendingReq', { folioNo: uti });
    const { data: axisDetail } = await data('loadFolioDetail', { folioNo: axis });
    expect(axisDetail.mobile).toBe('******5670');
    // A decision is made once.
    await decide({ ref: utiNo, decision: 'REJECT', reason: 'late' });
    const { data: again } = await data('viewPastRequest', {});
    expect(byFolio(uti, again.requests).status).toBe('COMPLETED');
  });

  it('lets another change replace one whose OTP was never entered', async () => {
    const { data: email } = await data('initChangeRequest', {
      folioNo: ppfas,
      changeType: 'EMAIL',
      newValue: 'first@example.org',
    });
    const emailOtp = await latestOtpTo('first@example.org');
    const { data: other } = await data('initChangeRequest', {
      folioNo: ppfas,
      changeType: 'EMAIL',
      newValue: 'second@example.org',
    });
    expect(other.reqId).not.toBe(email.reqId);
    expect(
      await refused('emailInvestorConsent', {
        reqId: email.reqId,
        otp: emailOtp,
        relation: 'SE',
        consent: true,
      }),
    ).toBe(m.requestNotOpen);
  });

  it('lists the family relations, Self first', async () => {
    const { data: rel } = await data('loadMobEmailRel', {});
    expect(rel.relations.map((r: { label: string }) => r.label)).toEqual([
      'Self',
      'Spouse',
      'Dependent Children',
      'Dependent Parents',
      'Dependent Siblings',
      'Guardian',
    ]);
  });

  it('lists every request made, newest first, the old value masked', async () => {
    const { data: past } = await data('viewPastRequest', {});
    expect(
      past.requests.map((r: Record<string, string>) => [
        r.folioNo,
        r.field,
        r.oldValue,
        r.newValue,
        r.statusLabel,
      ]),
    ).toEqual([
      [
        axis,
        'mobile number',
        '******5670',
        '9811122233',
        'Rejected by registrar: The mobile number is registered to another investor',
      ],
      [uti, 'e-mail ID', ashaEmail, 'asha.v@example.org', 'Completed'],
      [hdfc, 'e-mail ID', ashaEmail, demoPendingEmail, 'Pending with registrar'],
      [hdfc, 'mobile number', '******8220', '9812345670', 'Completed'],
    ]);
    expect(past.requests[0].requestNo).toMatch(/^FCR\d{8}$/);
    const { data: one } = await data('viewPastRequest', { folioNo: hdfc });
    expect(one.requests).toHaveLength(2);
    const { data: none } = await data('viewPastRequest', {}, rohan);
    expect(none.requests).toEqual([]);
  });
});
