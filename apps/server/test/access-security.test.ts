import { encodeMappingCredential, messages } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { envelope, FixedClock, outbox } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const gw = (call: string) => `/cdesk/gw/${call}`;
const password = 'Demo@1234';

/** Each test speaks from an address of its own, so that per-address counts stay its own. */
function client(app: () => FastifyInstance, address: string) {
  const call = (url: string, body: unknown, token?: string) =>
    app().inject({
      method: 'POST',
      url: gw(url),
      payload: body as object,
      remoteAddress: address,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const json = async (url: string, body: unknown, token?: string) =>
    envelope(await call(url, body, token));
  return {
    call,
    json,
    async captcha(loginId: string): Promise<string> {
      await app().inject({
        method: 'POST',
        url: gw('captcha/image'),
        payload: { loginId },
        remoteAddress: address,
      });
      const answer = await app().inject({
        method: 'GET',
        url: `/cdesk/sandbox/captcha?loginId=${encodeURIComponent(loginId)}`,
      });
      return (answer.json() as { text: string }).text;
    },
    /** A login attempt that answers the captcha whenever it is asked, as a person would. */
    async attempt(loginId: string, secret: string, loginWith = 'NJACNO') {
      const count = (await json('login/getcaptcha', { loginId, loginWith })).data.count as number;
      const captchaCode = count >= 2 ? await this.captcha(loginId) : '';
      return json('login/v2/authenticate', { loginId, password: secret, loginWith, captchaCode });
    },
    async login(loginId: string, secret = password) {
      const body = await this.attempt(loginId, secret);
      if (!body.isSuccess) throw new Error(`login failed: ${body.displayMessage}`);
      return body.data.token as string;
    },
    /** 200 while the session lives, 401 once it has ended. */
    async alive(token: string, njAcNo: string) {
      const response = await call('login/checkEwealthAccountActivation', { njAcNo }, token);
      return response.statusCode;
    },
  };
}

async function latestCode(app: FastifyInstance, njAcNo: string): Promise<string> {
  const [latest] = await outbox(app, njAcNo);
  return /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1] ?? '';
}

describe.each(testDatabases())('access security on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-21T10:00:00+05:30'));
  const suite = appPerSuite(open, { clock });
  const app = () => suite.app;

  describe('sessions end when the credentials change or the account is blocked', () => {
    it('a password change ends every other session and keeps the one that made it', async () => {
      const c = client(app, '10.1.0.1');
      const mine = await c.login('5000008');
      const other = await c.login('5000008');
      const changed = await c.json(
        'login/changePassword',
        { oldPassword: password, newPassword: 'Fresh@2026a', confirmPassword: 'Fresh@2026a' },
        mine,
      );
      expect(changed.isSuccess).toBe(true);
      expect(await c.alive(mine, '5000008')).toBe(200);
      expect(await c.alive(other, '5000008')).toBe(401);
    });

    it('a forgot-password reset ends every session of the account', async () => {
      const c = client(app, '10.1.0.2');
      const token = await c.login('5000013');
      const started = await c.json('login/forgot/start', {
        purpose: 'PASSWORD',
        loginId: '5000013',
        dob: '09-01-1998',
      });
      const otp = await latestCode(app(), '5000013');
      const verified = await c.json('login/forgot/verify', {
        requestId: started.data.requestId,
        otp,
      });
      expect(verified.isSuccess).toBe(true);
      expect(await c.alive(token, '5000013')).toBe(401);
    });

    it('the block on the fourth wrong password ends every session of the account', async () => {
      const c = client(app, '10.1.0.3');
      const token = await c.login('5000009');
      for (let i = 0; i < 4; i++) await c.attempt('5000009', 'Wrong@0000');
      expect(await c.alive(token, '5000009')).toBe(401);
    });

    it('a PIN change ends every other session, and a PIN reset ends them all', async () => {
      const c = client(app, '10.1.0.4');
      const mine = await c.login('5000001');
      const other = await c.login('5000001');
      const changed = await c.json(
        'login/changePin',
        { oldPin: '4826', newPin: '7391', confirmPin: '7391' },
        mine,
      );
      expect(changed.isSuccess).toBe(true);
      expect(await c.alive(mine, '5000001')).toBe(200);
      expect(await c.alive(other, '5000001')).toBe(401);

      const started = await c.json('login/forgot/start', {
        purpose: 'PIN',
        loginId: '5000001',
        dob: '12-04-1986',
      });
      const verified = await c.json('login/forgot/verify', {
        requestId: started.data.requestId,
        otp: await latestCode(app(), '5000001'),
      });
      const reset = await c.json('login/forgot/resetPin', {
        resetTicket: verified.data.resetTicket,
        pin: '5183',
        confirmPin: '5183',
      });
      expect(reset.isSuccess).toBe(true);
      expect(await c.alive(mine, '5000001')).toBe(401);
    });
  });

  describe('every secret check has an attempt limit, per account and per address', () => {
    it('stops forgot/start after four wrong dates of birth, even for the right one, until the window ends', async () => {
      const c = client(app, '10.2.0.1');
      const start = (dob: string) =>
        c.json('login/forgot/start', { purpose: 'PASSWORD', loginId: '5000004', dob });
      for (const dob of ['01-01-1990', '02-01-1990', '03-01-1990', '04-01-1990']) {
        expect((await start(dob)).displayMessage).toBe(messages.recoveryNoMatch);
      }
      // From another address too: the count belongs to the account.
      const elsewhere = client(app, '10.2.0.2');
      const refused = await elsewhere.json('login/forgot/start', {
        purpose: 'PASSWORD',
        loginId: '5000004',
        dob: '19-07-1993',
      });
      expect(refused).toMatchObject({
        isSuccess: false,
        errCode: 'TOO_MANY_ATTEMPTS',
        displayMessage:
          'You have entered a wrong date of birth too many times. Please try again after 30 minutes.',
      });
      clock.advance(30 * 60_000);
      expect((await start('19-07-1993')).isSuccess).toBe(true);
    });

    it('stops date-of-birth guesses from one address across accounts', async () => {
      const c = client(app, '10.2.0.3');
      const accounts = ['5000002', '5000003', '5000005', '5000006', '5000007', '5000008'];
      let replies = 0;
      for (const loginId of accounts) {
        for (const dob of ['01-01-1970', '02-01-1970']) {
          const reply = await c.json('login/forgot/start', { purpose: 'PASSWORD', loginId, dob });
          if (reply.errCode !== 'TOO_MANY_ATTEMPTS') replies++;
        }
      }
      expect(replies).toBe(10);
      const right = await c.json('login/forgot/start', {
        purpose: 'PASSWORD',
        loginId: '5000012',
        dob: '22-05-1987',
      });
      expect(right.displayMessage).toBe(
        'Too many wrong attempts from your network. Please try again after 30 minutes.',
      );
      const other = client(app, '10.2.0.4');
      const fine = await other.json('login/forgot/start', {
        purpose: 'PASSWORD',
        loginId: '5000012',
        dob: '22-05-1987',
      });
      expect(fine.isSuccess).toBe(true);
    });

    it('stops captcha answers for a login ID after ten wrong ones', async () => {
      const c = client(app, '10.2.0.5');
      for (let i = 0; i < 2; i++) await c.attempt('5000011', 'Wrong@0000');
      for (let i = 0; i < 10; i++) {
        await c.captcha('5000011');
        const wrong = await c.json('login/v2/authenticate', {
          loginId: '5000011',
          password,
          captchaCode: 'zzzzz',
        });
        expect(wrong.displayMessage).toBe(messages.captchaInvalid);
      }
      const right = await c.attempt('5000011', password);
      expect(right).toMatchObject({
        isSuccess: false,
        errCode: 'TOO_MANY_ATTEMPTS',
        displayMessage:
          'You have entered a wrong captcha too many times. Please try again after 15 minutes.',
      });
      clock.advance(15 * 60_000);
      expect((await c.attempt('5000011', password)).isSuccess).toBe(true);
    });

    it('stops wrong OTPs from one address across accounts', async () => {
      const c = client(app, '10.2.0.6');
      clock.advance(31 * 60_000);
      let wrong = 0;
      for (const loginId of [
        '5000002',
        '5000003',
        '5000004',
        '5000005',
        '5000006',
        '5000007',
        '5000008',
      ]) {
        await c.json('login/loginsendotp', { loginId });
        const code = await latestCode(app(), loginId);
        const miss = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 3 && wrong < 20; i++, wrong++)
          await c.json('login/loginotpValidate', { loginId, otp: miss });
      }
      await c.json('login/loginsendotp', { loginId: '5000012' });
      const right = await c.json('login/loginotpValidate', {
        loginId: '5000012',
        otp: await latestCode(app(), '5000012'),
      });
      expect(right).toMatchObject({
        isSuccess: false,
        displayMessage:
          'Too many wrong attempts from your network. Please try again after 30 minutes.',
      });
    });
  });

  describe('replies do not tell unknown accounts from known ones', () => {
    it('counts, asks for the captcha and blocks an unknown login ID exactly as a known one', async () => {
      const run = async (loginId: string, address: string) => {
        const c = client(app, address);
        const replies = [];
        for (let i = 0; i < 5; i++) {
          const { isSuccess, displayMessage, errCode, data } = await c.attempt(
            loginId,
            'Wrong@0000',
          );
          const count = (await c.json('login/getcaptcha', { loginId })).data.count;
          replies.push({ isSuccess, displayMessage, errCode, data, count });
        }
        return replies;
      };
      const known = await run('5000012', '10.3.0.1');
      const unknown = await run('5999999', '10.3.0.2');
      expect(unknown).toEqual(known);
      expect(known.map((r) => r.data.attemptCount)).toEqual([1, 2, 3, 4, 4]);
      expect(known.map((r) => r.count)).toEqual([0, 2, 2, 2, 2]);
      expect(known[3]!.errCode).toBe('UCC_BLOCK');
    });

    it('getcaptcha says only whether the captcha is asked, never the count', async () => {
      const c = client(app, '10.3.0.3');
      await c.attempt('5000010', 'Wrong@0000');
      expect((await c.json('login/getcaptcha', { loginId: '5000010' })).data.count).toBe(0);
      await c.attempt('5000010', 'Wrong@0000');
      await c.attempt('5000010', 'Wrong@0000');
      expect((await c.json('login/getcaptcha', { loginId: '5000010' })).data.count).toBe(2);
      await c.attempt('5000010', password);
    });

    it('answers the OTP login of an unknown login ID as it answers a known one', async () => {
      clock.advance(31 * 60_000);
      const run = async (loginId: string, address: string) => {
        const c = client(app, address);
        const shape = (body: ReturnType<typeof envelope>) => ({
          isSuccess: body.isSuccess,
          displayMessage: body.displayMessage,
          errCode: body.errCode,
          keys: Object.keys(body.data ?? {}).sort(),
          regenerate: body.data?.otp_regenrate,
          wrong: body.data?.otp_wrongcount,
        });
        const replies = [];
        const validate = () =>
          c.json('login/loginotpValidate', { loginId, loginWith: 'LOGINID', otp: '000001' });
        replies.push(shape(await validate()));
        for (let i = 0; i < 4; i++) {
          const sent = await c.json('login/loginsendotp', { loginId, loginWith: 'LOGINID' });
          replies.push(shape(sent));
          if (sent.isSuccess) {
            expect(sent.data.mobile).toMatch(/^\*{6}\d{4}$/);
            expect(sent.data.emailId).toMatch(/^[a-z]{2}\*{3,}@[a-z.]+$/);
            expect(sent.data.njAcNo).toBe('');
          }
        }
        for (let i = 0; i < 4; i++) replies.push(shape(await validate()));
        return replies;
      };
      const known = await run('new.investor', '10.3.0.4');
      const unknown = await run('no.such.investor', '10.3.0.5');
      expect(unknown).toEqual(known);
      expect(known[0]!.displayMessage).toBe(messages.otpNoActive);
      expect(known.slice(1, 5).map((r) => r.regenerate)).toEqual(['Y', 'Y', 'N', 'N']);
      // Nothing was sent anywhere for the unknown login ID.
      expect(await outbox(app(), 'no.such.investor')).toEqual([]);
    });

    it('answers a wrong PIN for an unknown account as for a known one', async () => {
      const c = client(app, '10.3.0.6');
      const wrongPin = (loginId: string) =>
        c.json('ewamftrxnsws/login/authenticateAuthorization', {
          loginId,
          password: encodeMappingCredential('0000'),
        });
      const known = await wrongPin('5000007');
      const unknown = await wrongPin('5999998');
      expect(unknown).toEqual(known);
      expect(known.displayMessage).toBe(
        'The PIN or date of birth does not match our records. 3 attempts left.',
      );
    });

    it('getInvestorName answers every number in the same shape, pending request or not', async () => {
      const c = client(app, '10.3.0.7');
      const ask = async (njAcNo: string) => {
        const response = await c.call('mergerdemerger/getInvestorName', { njAcNo });
        return { status: response.statusCode, body: envelope(response) };
      };
      const pending = await ask('5000013');
      expect(pending.body.data.APPNAME).toBe('R**** G****');
      const none = await ask('5000004');
      const unknown = await ask('5999997');
      const shape = (answer: typeof pending) => ({
        status: answer.status,
        keys: Object.keys(answer.body).sort(),
        isSuccess: answer.body.isSuccess,
        errCode: answer.body.errCode,
        displayMessage: answer.body.displayMessage,
        dataKeys: Object.keys(answer.body.data as object),
        name: /^[A-Z]\*{3,} [A-Z]\*{3,}$/.test(answer.body.data.APPNAME as string),
      });
      expect(shape(none)).toEqual(shape(pending));
      expect(shape(unknown)).toEqual(shape(pending));
      // The same number always gets the same name, so asking again tells nothing either.
      expect((await ask('5999997')).body).toEqual(unknown.body);
      expect((await ask('5000004')).body).toEqual(none.body);
    });
  });

  describe('a lockout nobody can force on someone else', () => {
    it('a password block leaves OTP login and recovery open', async () => {
      clock.advance(31 * 60_000);
      const c = client(app, '10.4.0.1');
      for (let i = 0; i < 4; i++) await c.attempt('5000006', 'Wrong@0000');
      expect((await c.attempt('5000006', password)).errCode).toBe('UCC_BLOCK');

      const sent = await c.json('login/loginsendotp', { loginId: '5000006' });
      expect(sent.isSuccess).toBe(true);
      const byOtp = await c.json('login/loginotpValidate', {
        loginId: '5000006',
        otp: await latestCode(app(), '5000006'),
      });
      expect(byOtp.isSuccess).toBe(true);
      // Password login stays blocked until a reset.
      expect((await c.attempt('5000006', password)).errCode).toBe('UCC_BLOCK');
      const recovery = await c.json('login/forgot/start', {
        purpose: 'PASSWORD',
        loginId: '5000006',
        dob: '14-02-1995',
      });
      expect(recovery.isSuccess).toBe(true);
    });

    it('wrong PINs on the mapping page never block password login', async () => {
      const c = client(app, '10.4.0.2');
      for (let i = 0; i < 4; i++)
        await c.json('ewamftrxnsws/login/authenticateAuthorization', {
          loginId: '5000005',
          password: encodeMappingCredential('0000'),
        });
      expect((await c.attempt('5000005', password)).isSuccess).toBe(true);
    });

    it('past the per-address limit asks for the captcha and never refuses a right password', async () => {
      const c = client(app, '10.4.0.3');
      for (let i = 0; i < 20; i++)
        await c.attempt(`59000${String(i).padStart(2, '0')}`, 'Wrong@0000');
      // A client behind the same address who never failed is asked for the captcha first.
      expect((await c.json('login/getcaptcha', { loginId: '5000001' })).data.count).toBe(2);
      const bare = await c.json('login/v2/authenticate', {
        loginId: '5000001',
        password,
        loginWith: 'NJACNO',
        captchaCode: '',
      });
      expect(bare).toMatchObject({
        isSuccess: false,
        displayMessage: messages.captchaRequired,
        data: { isCaptchaValidate: true },
      });
      // A wrong password there is counted as wrong, not refused for the address.
      const wrong = await c.attempt('5000004', 'Wrong@0000');
      expect(wrong).toMatchObject({ isSuccess: false, errCode: 'LOGIN_FAILED' });
      expect(wrong.data.isCaptchaValidate).toBe(true);
      for (let i = 0; i < 10; i++) await c.attempt(`59100${String(i).padStart(2, '0')}`, 'x');
      expect((await c.attempt('5000001', password)).isSuccess).toBe(true);
      expect((await client(app, '10.4.0.4').attempt('5000001', password)).isSuccess).toBe(true);
    });

    it('a right captcha is not refused for the wrong captchas of others at the address', async () => {
      const c = client(app, '10.4.0.5');
      for (let i = 0; i < 55; i++)
        await c.json('login/v2/authenticate', {
          loginId: `59200${String(i).padStart(2, '0')}`,
          password: 'Wrong@0000',
          loginWith: 'NJACNO',
          captchaCode: 'zzzzz',
        });
      expect((await c.attempt('5000004', password)).isSuccess).toBe(true);
    });
  });

  describe('an old password does not come back', () => {
    it('refuses the previous password as the new one on a change', async () => {
      const c = client(app, '10.5.0.1');
      const token = await c.login('5000002');
      const change = (from: string, to: string) =>
        c.json(
          'login/changePassword',
          { oldPassword: from, newPassword: to, confirmPassword: to },
          token,
        );
      expect((await change(password, 'Fresh@2026b')).isSuccess).toBe(true);
      const back = await change('Fresh@2026b', password);
      expect(back).toMatchObject({
        isSuccess: false,
        displayMessage: 'New password cannot be the same as your previous password.',
      });
      expect((await change('Fresh@2026b', 'Fresh@2026c')).isSuccess).toBe(true);
      expect((await change('Fresh@2026c', password)).isSuccess).toBe(true);
    });

    it('refuses the password from before a reset as the new one', async () => {
      const c = client(app, '10.5.0.2');
      const started = await c.json('login/forgot/start', {
        purpose: 'PASSWORD',
        loginId: '5000003',
        dob: '27-01-1979',
      });
      await c.json('login/forgot/verify', {
        requestId: started.data.requestId,
        otp: await latestCode(app(), '5000003'),
      });
      const [note] = await outbox(app(), '5000003');
      const temporary = /password is (\S+)\./.exec(note!.body)![1]!;
      const token = await c.login('5000003', temporary);
      const back = await c.json(
        'login/changePassword',
        { oldPassword: temporary, newPassword: password, confirmPassword: password },
        token,
      );
      expect(back.displayMessage).toBe(
        'New password cannot be the same as your previous password.',
      );
      const fresh = await c.json(
        'login/changePassword',
        { oldPassword: temporary, newPassword: 'Fresh@2026d', confirmPassword: 'Fresh@2026d' },
        token,
      );
      expect(fresh.isSuccess).toBe(true);
    });
  });
});
