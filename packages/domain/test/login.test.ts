import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  captchaRequired,
  isBlockedAfter,
  loginPolicy,
  yesNo,
  ZAuthenticateRequest,
  ZGetHeaderByUccRequest,
} from '../src/index.js';

describe('login policy', () => {
  it('asks for the captcha from the second failure on', () => {
    expect([0, 1, 2, 3].map(captchaRequired)).toEqual([false, false, true, true]);
  });

  it('blocks the account at the fourth failure', () => {
    expect([3, 4, 5].map(isBlockedAfter)).toEqual([false, true, true]);
  });

  it('keeps a session 15 minutes idle and 12 hours at most', () => {
    expect(loginPolicy.sessionIdleMs).toBe(900_000);
    expect(loginPolicy.sessionAbsoluteMs).toBe(43_200_000);
  });

  it('writes flags as Y and N', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Y', 'N']);
  });
});

describe('the authenticate contract', () => {
  it('fills the defaults of a bare request and trims the login ID', () => {
    const parsed = ZAuthenticateRequest.parse({ loginId: ' 5000001 ', password: 'Demo@1234' });
    expect(parsed).toMatchObject({
      loginId: '5000001',
      loginMode: 'WEB',
      loginWith: 'NJACNO',
      captchaCode: '',
    });
  });

  it('drops fields it does not know', () => {
    const parsed = ZAuthenticateRequest.parse({ loginId: 'a', password: 'b', isAdmin: true });
    expect(parsed).not.toHaveProperty('isAdmin');
  });

  it('names the empty field in the words of the login screen', () => {
    const result = ZAuthenticateRequest.safeParse({ loginId: '   ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Login ID cannot be empty.',
      'Password cannot be empty.',
    ]);
  });

  it('never throws, whatever a client sends', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        ZAuthenticateRequest.safeParse(value);
        ZGetHeaderByUccRequest.safeParse(value);
      }),
    );
  });

  it('bounds the size of every text field', () => {
    expect(ZAuthenticateRequest.safeParse({ loginId: 'x'.repeat(65), password: 'y' }).success).toBe(
      false,
    );
    expect(
      ZAuthenticateRequest.safeParse({ loginId: 'x', password: 'y'.repeat(129) }).success,
    ).toBe(false);
  });
});
