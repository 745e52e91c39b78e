import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostLabelPattern, isLoanHost, loanHomePaths } from '../src/index.js';

describe('the loan variant host (spec 1 section 1)', () => {
  it.each([
    ['cdesk.loans.example.in', true],
    ['CDESK.LOANS.EXAMPLE.IN', true],
    ['cdesk.loans.example.in:8443', true],
    ['cdesk.loans.example.in.', true],
    ['www.loans.in', true],
    ['cdesk.example.in', false],
    ['loans.example.in', false],
    ['cdesk.loansx.example.in', false],
    ['cdesk.my-loans.example.in', false],
    ['localhost', false],
    ['localhost:8080', false],
    ['127.0.0.1', false],
    ['[::1]:8080', false],
    ['', false],
  ])('%s is the loan variant: %s', (host, expected) => {
    expect(isLoanHost(host, 'loans')).toBe(expected);
  });

  it('follows the configured label', () => {
    expect(isLoanHost('app.credit.example.in', 'credit')).toBe(true);
    expect(isLoanHost('app.loans.example.in', 'credit')).toBe(false);
    expect(isLoanHost('app.credit.example.in', 'CREDIT')).toBe(true);
  });

  it('never matches with a label that is not a DNS label', () => {
    expect(isLoanHost('a..b', '')).toBe(false);
    expect(isLoanHost('a.lo.ans.b', 'lo.ans')).toBe(false);
    expect(hostLabelPattern.test('loans')).toBe(true);
    expect(hostLabelPattern.test('-loans')).toBe(false);
  });

  it('matches exactly when the second label is the loan label', () => {
    // Labels start with a letter, so no generated host is an IP address.
    const label = fc.stringMatching(/^[a-z]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(
        label,
        label,
        label,
        fc.array(label, { maxLength: 3 }),
        (first, second, loan, rest) => {
          const host = [first, second, ...rest].join('.');
          expect(isLoanHost(host, loan)).toBe(second === loan);
          expect(isLoanHost(host, second)).toBe(true);
        },
      ),
    );
  });

  it('sends Home to the loan home pages', () => {
    expect(loanHomePaths).toEqual(['/transact/loan/', '/transact/loan/njfspl/loans']);
  });
});
