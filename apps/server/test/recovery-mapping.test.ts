import { encodeMappingCredential } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { envelope, latestOtp, login, outbox, post, solveCaptcha, startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

const gw = (call: string) => `/cdesk/gw/${call}`;

describe.each(testDatabases())(
  'credential recovery and mapping authorisation on $name',
  ({ open }) => {
    let database: Database;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await open();
      app = await startApp(database);
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    async function block(njAcNo: string): Promise<void> {
      for (let i = 0; i < 4; i++) {
        const captchaCode = await solveCaptcha(app, njAcNo);
        await post(app, gw('login/v2/authenticate'), {
          loginId: njAcNo,
          password: 'wrong',
          captchaCode,
        });
      }
    }

    it('unblocks a blocked account with a temporary password and forces a change on login', async () => {
      await block('5000011');
      const start = envelope(
        await post(app, gw('login/forgot/start'), {
          purpose: 'PASSWORD',
          loginId: 'emf.client',
          loginWith: 'LOGINID',
          dob: '10-10-1992',
        }),
      );
      expect(start.isSuccess).toBe(true);
      expect(start.data.mobile).toBe('******7890');
      const otp = await latestOtp(app, '5000011');
      const verified = envelope(
        await post(app, gw('login/forgot/verify'), { requestId: start.data.requestId, otp }),
      );
      expect(verified.displayMessage).toContain('temporary password');
      const [message] = await outbox(app, '5000011');
      const temporary = /password is (\S+)\./.exec(message!.body)?.[1];
      expect(temporary).toBeDefined();
      const { userData } = await login(app, '5000011', temporary);
      expect(userData).toMatchObject({ chnagePassWord: 'Y', isFromForgotPassword: 'Y' });
    });

    it('refuses recovery when the date of birth does not match', async () => {
      const response = await post(app, gw('login/forgot/start'), {
        purpose: 'PASSWORD',
        loginId: '5000013',
        dob: '01-01-2000',
      });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).displayMessage).toBe(
        'We could not find an account with these details.',
      );
      const malformed = await post(app, gw('login/forgot/start'), {
        purpose: 'PASSWORD',
        loginId: '5000013',
        dob: '2000-01-01',
      });
      expect(envelope(malformed).displayMessage).toBe('Date of birth should be valid.');
    });

    it('sends the login IDs of an account found by PAN and date of birth', async () => {
      const start = envelope(
        await post(app, gw('login/forgot/start'), {
          purpose: 'LOGINID',
          pan: 'akvpv4821k',
          dob: '12-04-1986',
        }),
      );
      const otp = await latestOtp(app, '5000001');
      const verified = envelope(
        await post(app, gw('login/forgot/verify'), { requestId: start.data.requestId, otp }),
      );
      expect(verified.displayMessage).toBe(
        'Your login details have been sent to your registered mobile number and e-mail.',
      );
      const [message] = await outbox(app, '5000001');
      expect(message!.body).toContain('asha.verma');
    });

    it('sets a new PIN after a verified PIN recovery, once', async () => {
      const start = envelope(
        await post(app, gw('login/forgot/start'), {
          purpose: 'PIN',
          loginId: '5000013',
          dob: '09-01-1998',
        }),
      );
      const otp = await latestOtp(app, '5000013');
      const wrong = await post(app, gw('login/forgot/verify'), {
        requestId: start.data.requestId,
        otp: otp === '123456' ? '654321' : '123456',
      });
      expect(envelope(wrong).displayMessage).toBe('Please enter valid OTP.');
      const { data } = envelope(
        await post(app, gw('login/forgot/verify'), { requestId: start.data.requestId, otp }),
      );
      expect(data.resetTicket.length).toBeGreaterThan(20);
      const mismatch = await post(app, gw('login/forgot/resetPin'), {
        resetTicket: data.resetTicket,
        pin: '1357',
        confirmPin: '1358',
      });
      expect(envelope(mismatch).displayMessage).toBe('PIN and confirm PIN do not match.');
      const done = await post(app, gw('login/forgot/resetPin'), {
        resetTicket: data.resetTicket,
        pin: '1357',
        confirmPin: '1357',
      });
      expect(envelope(done).displayMessage).toBe('Your PIN has been changed successfully.');
      const again = await post(app, gw('login/forgot/resetPin'), {
        resetTicket: data.resetTicket,
        pin: '2468',
        confirmPin: '2468',
      });
      expect(again.statusCode).toBe(400);
      const auth = await post(app, gw('ewamftrxnsws/login/authenticateAuthorization'), {
        loginId: '5000013',
        password: encodeMappingCredential('1357'),
      });
      expect(envelope(auth).isSuccess).toBe(true);
    });

    it('authorises a partner mapping after a PIN login, and only once', async () => {
      const name = envelope(
        await post(app, gw('mergerdemerger/getInvestorName'), { njAcNo: '5000001' }),
      );
      // Masked before the PIN login; the full name comes with the authorisation.
      expect(name.data.APPNAME).toBe('A*** V****');
      const auth = envelope(
        await post(app, gw('ewamftrxnsws/login/authenticateAuthorization'), {
          loginId: '5000001',
          password: encodeMappingCredential('4826'),
          authType: 'online',
          reqFrom: 'WEB',
        }),
      );
      expect(auth.data.name).toBe('Asha Verma');
      const token = auth.data.token as string;
      const request = envelope(
        await post(app, gw('ewamftrxnsws/mapping/getMappingRequest'), { rid: 'MR26110001' }, token),
      );
      expect(request.data).toMatchObject({
        action: 'MAP',
        status: 'PENDING',
        toPartner: 'Anita Desai (ARN-445566)',
      });
      const decided = envelope(
        await post(
          app,
          gw('ewamftrxnsws/mapping/decideMapping'),
          { rid: 'MR26110001', decision: 'AUTHORISE' },
          token,
        ),
      );
      expect(decided.data.status).toBe('AUTHORISED');
      const twice = await post(
        app,
        gw('ewamftrxnsws/mapping/decideMapping'),
        { rid: 'MR26110001', decision: 'REJECT' },
        token,
      );
      expect(envelope(twice).displayMessage).toBe('This request has already been authorised.');
    });

    it('accepts the date of birth as DDMMYYYY, and keeps the authorisation session out of the desk', async () => {
      const auth = envelope(
        await post(app, gw('ewamftrxnsws/login/authenticateAuthorization'), {
          loginId: '5000013',
          password: encodeMappingCredential('09011998'),
        }),
      );
      expect(auth.isSuccess).toBe(true);
      const header = await post(
        app,
        gw('ewatraderegws/api/profileoperations/getHeaderByUCC'),
        { ucc: 'NJ5000013' },
        auth.data.token,
      );
      expect(header.statusCode).toBe(401);
      const { token } = await login(app, '5000013');
      const mapping = await post(
        app,
        gw('ewamftrxnsws/mapping/getMappingRequest'),
        { rid: 'MR26110002' },
        token,
      );
      expect(mapping.statusCode).toBe(401);
    });

    it('answers a wrong PIN with the attempts left and a malformed one with the spec message', async () => {
      const wrong = await post(app, gw('ewamftrxnsws/login/authenticateAuthorization'), {
        loginId: '5000002',
        password: encodeMappingCredential('0000'),
      });
      expect(envelope(wrong).displayMessage).toBe(
        'The PIN or date of birth does not match our records. 3 attempts left.',
      );
      const malformed = await post(app, gw('ewamftrxnsws/login/authenticateAuthorization'), {
        loginId: '5000002',
        password: encodeMappingCredential('12345'),
      });
      expect(envelope(malformed).displayMessage).toBe('Please enter valid PIN / Date of Birth');
      const empty = await post(app, gw('ewamftrxnsws/login/authenticateAuthorization'), {
        loginId: '5000002',
        password: '',
      });
      expect(envelope(empty).displayMessage).toBe('Please Enter your Date of Birth/PIN');
    });

    it('does not reveal names of accounts without a pending request', async () => {
      const response = await post(app, gw('mergerdemerger/getInvestorName'), { njAcNo: '5000004' });
      expect(response.statusCode).toBe(200);
      // Priya Nair would be P**** N***: the answer is a masked name drawn from the number.
      expect(envelope(response).data.APPNAME).not.toBe('P**** N***');
      expect(JSON.stringify(envelope(response))).not.toContain('Priya');
    });
  },
);
