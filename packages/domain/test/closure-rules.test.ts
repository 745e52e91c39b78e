import { describe, expect, it } from 'vitest';
import {
  closableDemat,
  closureDematProblem,
  closureMessages as m,
  distributorDepositoryOf,
  ZSaveClosureDetailRequest,
} from '../src/index.js';

const form = {
  reasonCode: 'SERVICE',
  dpId: 'IN304262',
  boId: '10000013',
  transferHoldings: 'N',
  consent: 'Y',
  language: 'EN',
};
const firstMessage = (body: object) => {
  const parsed = ZSaveClosureDetailRequest.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the demat account of a closure request', () => {
  it("knows the distributor's participant ids of both depositories", () => {
    expect(distributorDepositoryOf('in304262')).toBe('NSDL');
    expect(distributorDepositoryOf('12064200')).toBe('CDSL');
    expect(distributorDepositoryOf('IN300214')).toBeNull();
  });

  it("closes online only a demat account with the distributor's participant", () => {
    expect(closableDemat('IN30426210000013')).toEqual({ dpId: 'IN304262', boId: '10000013' });
    expect(closableDemat('1206420012345678')).toEqual({ dpId: '12064200', boId: '12345678' });
    expect(closableDemat('IN30021412345678')).toBeNull();
    expect(closableDemat('')).toBeNull();
  });

  it("accepts the account's own DP ID and BO ID and names what is wrong otherwise", () => {
    expect(closureDematProblem('IN304262', '10000013', 'IN30426210000013')).toBeNull();
    expect(closureDematProblem('IN300214', '10000013', 'IN30426210000013')).toBe(m.dpId);
    expect(closureDematProblem('IN304262', '1000001', 'IN30426210000013')).toBe(m.boId);
    expect(closureDematProblem('IN304262', '10000014', 'IN30426210000013')).toBe(m.notOwnDemat);
    expect(closureDematProblem('12064200', '10000013', 'IN30426210000013')).toBe(m.notOwnDemat);
    expect(closureDematProblem('IN304262', '12345678', 'IN30021412345678')).toBe(m.noDematAccount);
  });
});

describe('the closure form', () => {
  it('takes a complete form, with the DP ids in capitals', () => {
    expect(firstMessage(form)).toBeNull();
    const parsed = ZSaveClosureDetailRequest.parse({
      ...form,
      dpId: 'in304262',
      transferHoldings: 'Y',
      targetDpId: 'in300214',
      targetClientId: '87654321',
    });
    expect(parsed).toMatchObject({ dpId: 'IN304262', targetDpId: 'IN300214', closureReqId: '' });
  });

  it('refuses each field in the words of the catalogue', () => {
    expect(firstMessage({ ...form, reasonCode: 'X' })).toBe(m.reason);
    expect(firstMessage({ ...form, reasonCode: 'OTHERS' })).toBe(m.remarks);
    expect(firstMessage({ ...form, consent: 'N' })).toBe(m.consent);
    expect(firstMessage({ ...form, language: 'XX' })).toBe(m.language);
    expect(firstMessage({ ...form, transferHoldings: 'Y', targetDpId: '1234' })).toBe(m.targetDpId);
    expect(
      firstMessage({ ...form, transferHoldings: 'Y', targetDpId: '12064200', targetClientId: 'A' }),
    ).toBe(m.targetClientId);
    expect(
      firstMessage({
        ...form,
        transferHoldings: 'Y',
        targetDpId: 'IN304262',
        targetClientId: '10000013',
      }),
    ).toBe(m.sameTarget);
  });

  it('says when the account is closed, as an India date', () => {
    // 23:30 on 22 November in UTC is 05:00 on 23 November in India.
    expect(m.accountClosed(new Date('2026-11-22T23:30:00Z'))).toBe(
      'Your account has been closed at your request on 23-11-2026. Please contact your wealth partner.',
    );
  });
});
