import { describe, expect, it } from 'vitest';
import { otps } from '../src/db/schema.js';
import { envelope, FixedClock, latestOtp, outbox, post, solveCaptcha } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const authenticate = '/cdesk/gw/login/v2/authenticate';
const getCaptcha = '/cdesk/gw/login/getcaptcha';
const sendOtp = '/cdesk/gw/login/loginsendotp';
const validateOtp = '/cdesk/gw/login/loginotpValidate';

describe.each(testDatabases())('captcha and OTP login on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-21T10:00:00+05:30'));
  const suite = appPerSuite(open, { clock });

  it('draws the captcha as an SVG image made of paths, never the answer as text', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/cdesk/gw/captcha/image',
      payload: { loginId: '5000004' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg[\s\S]*<path/);
    const { text } = (
      await suite.app.inject({ method: 'GET', url: '/cdesk/sandbox/captcha?loginId=5000004' })
    ).json();
    expect(text).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(response.body).not.toContain(text);
  });

  it('counts failures for getcaptcha and asks for the captcha from the second failure', async () => {
    expect(envelope(await post(suite.app, getCaptcha, { loginId: '5000004' })).data.count).toBe(0);
    const first = envelope(
      await post(suite.app, authenticate, { loginId: '5000004', password: 'bad' }),
    );
    expect(first.data).toMatchObject({ attemptCount: 1, isCaptchaValidate: false });
    const second = envelope(
      await post(suite.app, authenticate, { loginId: '5000004', password: 'bad' }),
    );
    expect(second.data).toMatchObject({ attemptCount: 2, isCaptchaValidate: true });
    expect(envelope(await post(suite.app, getCaptcha, { loginId: '5000004' })).data.count).toBe(2);

    const missing = envelope(
      await post(suite.app, authenticate, { loginId: '5000004', password: 'Demo@1234' }),
    );
    expect(missing.isSuccess).toBe(false);
    expect(missing.displayMessage).toBe('Please enter the captcha.');
    expect(missing.data.attemptCount).toBe(2);

    await solveCaptcha(suite.app, '5000004');
    const wrong = envelope(
      await post(suite.app, authenticate, {
        loginId: '5000004',
        password: 'Demo@1234',
        captchaCode: 'zzzzz',
      }),
    );
    expect(wrong.displayMessage).toBe('Please enter valid captcha.');

    const captchaCode = await solveCaptcha(suite.app, '5000004');
    const right = envelope(
      await post(suite.app, authenticate, {
        loginId: '5000004',
        password: 'Demo@1234',
        captchaCode,
      }),
    );
    expect(right.isSuccess).toBe(true);
    expect(envelope(await post(suite.app, getCaptcha, { loginId: '5000004' })).data.count).toBe(0);
  });

  it('spends a captcha on its first guess', async () => {
    for (let i = 0; i < 2; i++)
      await post(suite.app, authenticate, { loginId: '5000010', password: 'bad' });
    const captchaCode = await solveCaptcha(suite.app, '5000010');
    await post(suite.app, authenticate, { loginId: '5000010', password: 'bad', captchaCode });
    const replay = envelope(
      await post(suite.app, authenticate, {
        loginId: '5000010',
        password: 'Demo@1234',
        captchaCode,
      }),
    );
    expect(replay.displayMessage).toBe('Please enter valid captcha.');
  });

  it('sends a login OTP to the registered mobile and e-mail, masked, and logs in with it', async () => {
    const sent = envelope(
      await post(suite.app, sendOtp, { loginId: 'new.investor', loginWith: 'LOGINID' }),
    );
    expect(sent.isSuccess).toBe(true);
    expect(sent.displayMessage).toBe('OTP has been sent to the mobile number.');
    expect(sent.data).toMatchObject({
      mobile: '******9012',
      emailId: 'ro*********@example.in',
      otpSeconds: 180,
      // A login ID's account number is told only after the OTP (finding: account enumeration).
      njAcNo: '',
      otp_regenrate: 'Y',
    });
    const messages = await outbox(suite.app, '5000013');
    expect(
      messages
        .slice(0, 2)
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['EMAIL', 'SMS']);
    expect(messages[0]!.recipient).not.toContain('*');

    const otp = await latestOtp(suite.app, '5000013');
    const result = envelope(
      await post(suite.app, validateOtp, { loginId: 'new.investor', loginWith: 'LOGINID', otp }),
    );
    expect(result.isSuccess).toBe(true);
    expect(result.displayMessage).toBe('OTP Matched SuccessFully.');
    expect(result.data.userData[0].njAcNo).toBe('5000013');
    expect(result.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = envelope(
      await post(suite.app, validateOtp, { loginId: 'new.investor', loginWith: 'LOGINID', otp }),
    );
    expect(again.isSuccess).toBe(false);
  });

  it('spends the OTP on the third wrong entry and reports the wrong count', async () => {
    clock.advance(31 * 60_000);
    await post(suite.app, sendOtp, { loginId: '5000001' });
    const otp = await latestOtp(suite.app, '5000001');
    const wrongCode = otp === '000000' ? '111111' : '000000';
    const counts = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = envelope(await post(suite.app, validateOtp, { loginId: '5000001', otp: wrongCode }));
      counts.push(last.data.otp_wrongcount);
    }
    expect(counts).toEqual([1, 2, 3]);
    expect(last!.displayMessage).toBe(
      'You have entered a wrong OTP 3 times. Please generate a new OTP.',
    );
    const right = envelope(await post(suite.app, validateOtp, { loginId: '5000001', otp }));
    expect(right.isSuccess).toBe(false);
  });

  it('refuses an expired OTP', async () => {
    clock.advance(31 * 60_000);
    await post(suite.app, sendOtp, { loginId: '5000006' });
    const otp = await latestOtp(suite.app, '5000006');
    clock.advance(181_000);
    const expired = envelope(await post(suite.app, validateOtp, { loginId: '5000006', otp }));
    expect(expired.isSuccess).toBe(false);
    expect(expired.displayMessage).toBe('OTP has expired. Please generate a new OTP.');
  });

  it('stops regeneration after three OTPs in half an hour', async () => {
    clock.advance(31 * 60_000);
    const replies = [];
    for (let i = 0; i < 4; i++)
      replies.push(envelope(await post(suite.app, sendOtp, { loginId: '5000007' })));
    expect(replies.map((r) => r.data.otp_regenrate)).toEqual(['Y', 'Y', 'N', 'N']);
    expect(replies[3]!.isSuccess).toBe(false);
    expect(replies[3]!.displayMessage).toBe(
      'You have reached the maximum number of OTP requests. Please try again after 30 minutes.',
    );
  });

  it('only keeps the newest OTP valid', async () => {
    clock.advance(31 * 60_000);
    await post(suite.app, sendOtp, { loginId: '5000008' });
    const first = await latestOtp(suite.app, '5000008');
    await post(suite.app, sendOtp, { loginId: '5000008' });
    const second = await latestOtp(suite.app, '5000008');
    if (first !== second) {
      expect(
        envelope(await post(suite.app, validateOtp, { loginId: '5000008', otp: first })).isSuccess,
      ).toBe(false);
    }
    expect(
      envelope(await post(suite.app, validateOtp, { loginId: '5000008', otp: second })).isSuccess,
    ).toBe(true);
  });

  it('rejects a malformed OTP with the spec message', async () => {
    const response = await post(suite.app, validateOtp, { loginId: '5000001', otp: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe('Please enter valid OTP.');
  });

  it('keeps OTPs only as keyed hashes', async () => {
    const rows = await suite.database.db.select({ codeHash: otps.codeHash }).from(otps);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
