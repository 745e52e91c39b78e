import { wrongPasswordMessage } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { envelope, FixedClock, login, post, solveCaptcha } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const authenticate = '/cdesk/gw/login/v2/authenticate';
const header = '/cdesk/gw/ewatraderegws/api/profileoperations/getHeaderByUCC';
const logout = '/cdesk/gw/ewaportfoliows/logout';

describe.each(testDatabases())('password login on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-21T10:00:00+05:30'));
  const suite = appPerSuite(open, { clock });

  it('returns a token and the user data for the right password', async () => {
    const response = await post(suite.app, authenticate, {
      loginId: '5000001',
      password: 'Demo@1234',
      loginWith: 'NJACNO',
    });
    expect(response.statusCode).toBe(200);
    const body = envelope(response);
    expect(body.isSuccess).toBe(true);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.userData[0]).toMatchObject({
      njAcNo: '5000001',
      name: 'Asha Verma',
      loginId: 'asha.verma',
      accType: 'EW',
      chnagePassWord: 'N',
      isPasswordExpired: 'N',
      ucc_dtl: [{ ucc: 'NJ5000001' }],
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('logs in by personalised login ID, whatever its case', async () => {
    const body = envelope(
      await post(suite.app, authenticate, {
        loginId: 'Asha.Verma',
        password: 'Demo@1234',
        loginWith: 'LOGINID',
      }),
    );
    expect(body.isSuccess).toBe(true);
    expect(body.data.userData[0].njAcNo).toBe('5000001');
  });

  it('refuses a wrong password with the server message and the attempt count', async () => {
    const body = envelope(
      await post(suite.app, authenticate, {
        loginId: '5000013',
        password: 'wrong',
        loginWith: 'NJACNO',
      }),
    );
    expect(body.isSuccess).toBe(false);
    expect(body.displayMessage).toBe(wrongPasswordMessage(1));
    expect(body.data).toEqual({
      message: wrongPasswordMessage(1),
      attemptCount: 1,
      isCaptchaValidate: false,
    });
    const again = envelope(
      await post(suite.app, authenticate, {
        loginId: '5000013',
        password: 'wrong',
        loginWith: 'NJACNO',
      }),
    );
    expect(again.data.attemptCount).toBe(2);
    expect(again.data.isCaptchaValidate).toBe(true);
  });

  it('resets the failure count after a successful login', async () => {
    const captchaCode = await solveCaptcha(suite.app, '5000013');
    const ok = envelope(
      await post(suite.app, authenticate, {
        loginId: '5000013',
        password: 'Demo@1234',
        captchaCode,
      }),
    );
    expect(ok.isSuccess).toBe(true);
    const body = envelope(
      await post(suite.app, authenticate, {
        loginId: '5000013',
        password: 'nope',
        loginWith: 'NJACNO',
      }),
    );
    expect(body.data.attemptCount).toBe(1);
    await login(suite.app, '5000013');
  });

  it('says after each wrong password how many tries are left: 3, 2, 1, then the block', async () => {
    const attempt = async () => {
      const captchaCode = await solveCaptcha(suite.app, '5000006');
      return envelope(
        await post(suite.app, authenticate, { loginId: '5000006', password: 'x', captchaCode }),
      );
    };
    const replies = [];
    for (let i = 0; i < 4; i++) replies.push(await attempt());
    expect(replies.map((r) => [r.data.attemptCount, r.displayMessage, r.data.message])).toEqual([
      [
        1,
        `Invalid Login ID or Password. 3 attempts left before your account is blocked.`,
        wrongPasswordMessage(1),
      ],
      [
        2,
        `Invalid Login ID or Password. 2 attempts left before your account is blocked.`,
        wrongPasswordMessage(2),
      ],
      [
        3,
        `Invalid Login ID or Password. 1 attempt left before your account is blocked.`,
        wrongPasswordMessage(3),
      ],
      [4, '', ''],
    ]);
    expect(replies.map((r) => r.errCode)).toEqual([
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'UCC_BLOCK',
    ]);
    // The captcha is asked from the second failure on, as before.
    expect(replies.map((r) => r.data.isCaptchaValidate)).toEqual([false, true, true, true]);
  });

  it('locks the account on the fourth failed login, even for the right password after it', async () => {
    const attempt = async (password: string) => {
      const captchaCode = await solveCaptcha(suite.app, '5000009');
      return envelope(
        await post(suite.app, authenticate, { loginId: '5000009', password, captchaCode }),
      );
    };
    for (let i = 0; i < 3; i++) await attempt('x');
    const fourth = await attempt('x');
    expect(fourth.data.attemptCount).toBe(4);
    expect(fourth.displayMessage).toBe('');
    expect(fourth.errCode).toBe('UCC_BLOCK');
    const right = await attempt('Demo@1234');
    expect(right.isSuccess).toBe(false);
    expect(right.data.attemptCount).toBeGreaterThanOrEqual(4);
  });

  it('does not reveal whether an unknown login ID exists', async () => {
    const body = envelope(
      await post(suite.app, authenticate, {
        loginId: '9999999',
        password: 'Demo@1234',
        loginWith: 'NJACNO',
      }),
    );
    expect(body.isSuccess).toBe(false);
    expect(body.displayMessage).toBe(wrongPasswordMessage(1));
  });

  it('rejects an empty login ID with a clear message', async () => {
    const response = await post(suite.app, authenticate, { loginId: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe('Login ID cannot be empty.');
  });

  it('returns the header bean with the investor name for a live session', async () => {
    const { token, userData } = await login(suite.app);
    const response = await post(
      suite.app,
      header,
      { ucc: userData.ucc_dtl[0].ucc, calledFrom: 'WEB' },
      token,
    );
    expect(response.statusCode).toBe(200);
    const body = envelope(response);
    expect(body.data.headerBean).toMatchObject({
      name: 'Asha Verma',
      njAcNo: '5000001',
      ucc: 'NJ5000001',
    });
    expect(body.data.ModuleList.map((m: { id: string }) => m.id)).toEqual([
      'mutual-funds',
      'mars',
      'capital-market',
      'debt-market',
      'loan',
      'public-offer',
      'enps',
    ]);
  });

  it("refuses another investor's UCC", async () => {
    const { token } = await login(suite.app);
    const response = await post(suite.app, header, { ucc: 'NJ5000002', calledFrom: 'WEB' }, token);
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token, with a made-up token and after logout', async () => {
    expect((await post(suite.app, header, { ucc: 'NJ5000001' })).statusCode).toBe(401);
    expect((await post(suite.app, header, { ucc: 'NJ5000001' }, 'A'.repeat(43))).statusCode).toBe(
      401,
    );
    const { token } = await login(suite.app);
    const out = await suite.app.inject({
      method: 'POST',
      url: logout,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await post(suite.app, header, { ucc: 'NJ5000001' }, token);
    expect(after.statusCode).toBe(401);
    expect(envelope(after).displayMessage).toBe(
      'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
    );
  });

  it('expires a session idle for 15 minutes and one older than 12 hours', async () => {
    const { token } = await login(suite.app);
    clock.advance(14 * 60_000);
    expect((await post(suite.app, header, { ucc: 'NJ5000001' }, token)).statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    expect((await post(suite.app, header, { ucc: 'NJ5000001' }, token)).statusCode).toBe(401);

    const second = await login(suite.app);
    for (let i = 0; i < 12 * 5; i++) {
      clock.advance(12 * 60_000);
      await post(suite.app, header, { ucc: 'NJ5000001' }, second.token);
    }
    expect((await post(suite.app, header, { ucc: 'NJ5000001' }, second.token)).statusCode).toBe(
      401,
    );
  });
});
