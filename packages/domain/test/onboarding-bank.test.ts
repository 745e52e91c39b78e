import { describe, expect, it } from 'vitest';
import {
  bankFormErrors,
  bankFormProblem,
  bankNameMatches,
  bankOffersEMandate,
  isIfscFormat,
  isMicr,
  mandateFormProblem,
  mandateMessages,
  onboardingBankMessages as m,
  parseRegistrationMandateRef,
  registrationMandateRef,
} from '../src/index.js';

const form = {
  ifsc: 'HDFC0000001',
  micr: '400240002',
  branch: 'Fort',
  accountNo: '12345678',
  accountNoAgain: '12345678',
  accountType: 'Saving',
};

describe('bank details (spec 2 section 5.3)', () => {
  it('knows an IFSC and a MICR by their shape', () => {
    expect(isIfscFormat('hdfc0000001')).toBe(true);
    expect(isIfscFormat('HDFC1000001')).toBe(false);
    expect(isIfscFormat('HDFC000001')).toBe(false);
    expect(isMicr('400240002')).toBe(true);
    expect(isMicr('000000000')).toBe(false);
    expect(isMicr('40024000A')).toBe(false);
  });

  it('takes an account number of 8 to 18 digits typed twice alike', () => {
    expect(bankFormProblem(form)).toBeNull();
    expect(
      bankFormProblem({ ...form, accountNo: '1'.repeat(18), accountNoAgain: '1'.repeat(18) }),
    ).toBeNull();
    expect(bankFormProblem({ ...form, accountNo: '1234567', accountNoAgain: '1234567' })).toBe(
      m.accountNoInvalid,
    );
    expect(
      bankFormProblem({ ...form, accountNo: '1'.repeat(19), accountNoAgain: '1'.repeat(19) }),
    ).toBe(m.accountNoInvalid);
    expect(bankFormProblem({ ...form, accountNoAgain: '12345679' })).toBe(m.accountNoMismatch);
    expect(bankFormProblem({ ...form, accountType: 'NRE' })).toBe(m.accountTypeEmpty);
    // The IFSC names the branch: MICR and branch name may be left blank, a MICR given is checked.
    expect(bankFormProblem({ ...form, branch: ' ', micr: '' })).toBeNull();
    expect(bankFormProblem({ ...form, micr: '40024000' })).toBe(m.micrInvalid);
    expect(bankFormErrors({ ...form, ifsc: 'HDFC', accountNoAgain: '1', accountType: '' })).toEqual(
      {
        ifsc: m.ifscInvalid,
        accountNoAgain: m.accountNoMismatch,
        accountType: m.accountTypeEmpty,
      },
    );
  });

  it('compares the name at the bank with the holder name word for word, in any order', () => {
    expect(bankNameMatches('Rajesh Zaveri', 'RAJESH  ZAVERI')).toBe(true);
    expect(bankNameMatches('Rajesh K. Zaveri', 'ZAVERI RAJESH K')).toBe(true);
    expect(bankNameMatches('Rajesh Zaveri', 'SUNITA RAO')).toBe(false);
    expect(bankNameMatches('', '')).toBe(false);
  });

  it('finds the banks without an e-mandate facility in the code table', () => {
    expect(bankOffersEMandate('HDFC')).toBe(true);
    expect(bankOffersEMandate('AIRP0000001')).toBe(false);
  });
});

describe('mandate limits and dates (spec 2 section 5.3)', () => {
  const today = '2026-11-23';
  const mandate = { upperLimit: '25,000', startDate: '23-11-2026', endDate: '' };
  it('takes an upper limit above Rs 1,000 up to the maximum, and an end after the start', () => {
    expect(mandateFormProblem(mandate, today)).toEqual({
      problem: null,
      upperLimitPaise: 2_500_000n,
      startDate: '2026-11-23',
      endDate: '',
    });
    expect(mandateFormProblem({ ...mandate, upperLimit: '1000' }, today).problem).toBe(
      mandateMessages.lowerLimit,
    );
    expect(mandateFormProblem({ ...mandate, upperLimit: '1000.01' }, today).problem).toBeNull();
    expect(mandateFormProblem({ ...mandate, upperLimit: '1000000' }, today).problem).toBeNull();
    expect(mandateFormProblem({ ...mandate, upperLimit: '1000000.01' }, today).problem).toBe(
      mandateMessages.maxLimit,
    );
    expect(mandateFormProblem({ ...mandate, endDate: '23-11-2026' }, today).problem).toBe(
      mandateMessages.endBeforeStart,
    );
    expect(mandateFormProblem({ ...mandate, startDate: '22-11-2026' }, today).problem).toBe(
      mandateMessages.startPast,
    );
    expect(mandateFormProblem({ ...mandate, endDate: '30-02-2027' }, today).problem).toBe(
      m.endDateInvalid,
    );
  });

  it('carries the application and the mandate number in the bank reference', () => {
    const ref = registrationMandateRef('EW261123123456', 'NJEM000000000042');
    expect(parseRegistrationMandateRef(ref)).toEqual({
      refNo: 'EW261123123456',
      mandateNo: 'NJEM000000000042',
    });
    expect(parseRegistrationMandateRef('NJEM000000000042')).toBeNull();
  });
});
