import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptChecks,
  attemptLimitMessage,
  attemptLimits,
  attemptsLeft,
  attemptsLeftText,
  loginPolicy,
  maskName,
  messages,
  publicFailureCount,
  wrongPasswordMessage,
} from '../src/index.js';

describe('attempt limits of the secret checks', () => {
  it('blocks the password at the spec four failures, for good until a reset', () => {
    expect(attemptLimits.PASSWORD.perAccount).toEqual({
      max: loginPolicy.blockAtFailures,
      windowMinutes: null,
    });
  });

  it('lets every other limit lapse, so nobody can lock an owner out for good', () => {
    for (const check of attemptChecks) {
      expect(attemptLimits[check].perAddress.windowMinutes).toBeGreaterThan(0);
      if (check !== 'PASSWORD')
        expect(attemptLimits[check].perAccount.windowMinutes).toBeGreaterThan(0);
      // An address serves several people: it may fail more often than one account.
      expect(attemptLimits[check].perAddress.max).toBeGreaterThan(
        attemptLimits[check].perAccount.max,
      );
    }
  });

  it('counts the attempts left down to zero, never below', () => {
    expect(attemptsLeft('PIN', 1)).toBe(3);
    expect(attemptsLeft('PIN', 4)).toBe(0);
    expect(attemptsLeft('PIN', 9)).toBe(0);
    expect(attemptsLeftText(3)).toBe('3 attempts left.');
    expect(attemptsLeftText(1)).toBe('1 attempt left.');
  });

  it('tells after each wrong password how many tries are left before the block', () => {
    expect([1, 2, 3].map(wrongPasswordMessage)).toEqual([
      'Invalid Login ID or Password. 3 attempts left before your account is blocked.',
      'Invalid Login ID or Password. 2 attempts left before your account is blocked.',
      'Invalid Login ID or Password. 1 attempt left before your account is blocked.',
    ]);
  });

  it('words the refusal for the account and for the address', () => {
    expect(attemptLimitMessage('DOB', 'ACCOUNT', 30)).toBe(
      'You have entered a wrong date of birth too many times. Please try again after 30 minutes.',
    );
    expect(attemptLimitMessage('OTP', 'ADDRESS', 1)).toBe(
      'Too many wrong attempts from your network. Please try again after 1 minute.',
    );
    expect(attemptLimitMessage('PASSWORD', 'ACCOUNT', 0)).toBe(messages.accountBlocked);
  });

  it('tells getcaptcha only whether the captcha is asked', () => {
    expect([0, 1, 2, 3, 4, 9].map(publicFailureCount)).toEqual([0, 0, 2, 2, 2, 2]);
  });
});

describe('maskName', () => {
  it('keeps the first letter of each word', () => {
    expect(maskName('Asha Verma')).toBe('A*** V****');
    expect(maskName('  Jo  Li ')).toBe('J*** L***');
  });

  it('never shows more than one letter of a word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,12}( [A-Za-z]{1,12}){0,3}$/), (name) => {
        const masked = maskName(name).split(' ');
        const words = name.split(' ');
        expect(masked).toHaveLength(words.length);
        masked.forEach((word, i) => {
          expect(word[0]).toBe(words[i]![0]);
          expect(word.slice(1)).toMatch(/^\*{3,}$/);
        });
      }),
    );
  });
});
