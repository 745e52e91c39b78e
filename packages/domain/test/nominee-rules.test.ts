import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  canResendOtp,
  consentsError,
  displayIdNo,
  dobError,
  emailError,
  guardianAddressSchema,
  guardianDetailsErrorCode,
  guardianDetailsSchema,
  guardianIdSameError,
  idProofErrors,
  idProofMaxLength,
  isMinorOn,
  mobileError,
  mobileMaxLength,
  nameError,
  nomineeAddressSchema,
  nomineeConsentsSchema,
  nomineeDetailsErrorCode,
  nomineeDetailsSchema,
  nomineeEsignSchema,
  nomineeMessages,
  nomineeOptSchema,
  nomineeOtpSignSchema,
  nomineeSharesSchema,
  normalizeName,
  optPreferenceHolding,
  parseDob,
  pinError,
  relationErrors,
  relationOtherAfterChange,
  resetShareRow,
  shareRowErrors,
  shareSubmitError,
  shareTotal,
  accessFromOf,
} from '../src/index.js';

// The fixed clock of these scenarios: 23-11-2026 in India.
const today = '2026-11-23';

describe('nominee names', () => {
  it('accepts letters, apostrophes and single spaces up to 15 characters', () => {
    expect(nameError("D'SOUZA", 'First Name', true)).toBeNull();
    expect(nameError('Anna Maria', 'First Name', true)).toBeNull();
    expect(nameError('ABCDEFGHIJKLMNO', 'Last Name', true)).toBeNull();
  });
  it('rejects digits, symbols and names longer than 15', () => {
    expect(nameError('Asha1', 'First Name', true)).toBe('First Name should be valid.');
    expect(nameError('Asha-Rani', 'First Name', true)).toBe('First Name should be valid.');
    expect(nameError('ABCDEFGHIJKLMNOP', 'Last Name', true)).toBe('Last Name should be valid.');
  });
  it('requires first and last names', () => {
    expect(nameError('', 'First Name', true)).toBe('First Name cannot be empty.');
    expect(nameError('  ', 'Last Name', true)).toBe('Last Name cannot be empty.');
  });
  it('lets the middle name be empty but not only spaces', () => {
    expect(nameError('', 'Middle Name', false)).toBeNull();
    expect(nameError('   ', 'Middle Name', false)).toBe('Middle Name should be valid.');
  });
  it('collapses, trims and uppercases on submit', () => {
    expect(normalizeName('  anna   maria ')).toBe('ANNA MARIA');
  });
});

describe('dates of birth', () => {
  it('reads DDMMYYYY and DD-MM-YYYY', () => {
    expect(parseDob('05062010')).toBe('2010-06-05');
    expect(parseDob('05-06-2010')).toBe('2010-06-05');
    expect(parseDob('2010-06-05')).toBeNull();
    expect(parseDob('31-02-2010')).toBeNull();
    expect(parseDob('29-02-2024')).toBe('2024-02-29');
  });
  it('is required', () => {
    expect(dobError('', today)).toBe('Date of Birth cannot be empty.');
  });
  it('rejects a date in the future', () => {
    expect(dobError('24-11-2026', today)).toBe(nomineeMessages.dateInFuture);
    expect(dobError('23-11-2026', today)).toBeNull();
  });
  it('accepts exactly 100 years and rejects a day more', () => {
    // 100 years before 23-11-2026 is 23-11-1926.
    expect(dobError('23-11-1926', today)).toBeNull();
    expect(dobError('22-11-1926', today)).toBe(
      'Entered date should be less than or equal to 100 years.',
    );
  });
  it('needs the guardian to be 18 or older', () => {
    // 18 years before 23-11-2026 is 23-11-2008: that day is the 18th birthday.
    expect(dobError('23-11-2008', today, { guardian: true })).toBeNull();
    expect(dobError('24-11-2008', today, { guardian: true })).toBe(
      'Nominee Guardian Age Must Be Greater Than 18.',
    );
  });
  it('detects a minor nominee', () => {
    expect(ageInYears('2008-11-24', today)).toBe(17);
    expect(isMinorOn('2008-11-24', today)).toBe(true);
    expect(isMinorOn('2008-11-23', today)).toBe(false);
  });
});

describe('relationship', () => {
  it('is required', () => {
    expect(relationErrors('', '').relation).toBe('Relationship cannot be empty.');
  });
  it('needs the specify field for Others, up to 20 for a nominee and 50 for a guardian', () => {
    expect(relationErrors('OTHERS', '').other).toBe('Other Relationship cannot be empty.');
    expect(relationErrors('OTHERS', 'x'.repeat(20)).other).toBeNull();
    expect(relationErrors('OTHERS', 'x'.repeat(21)).other).toBe(
      'Other Relationship should be valid.',
    );
    expect(relationErrors('OTHERS', 'x'.repeat(50), { guardian: true }).other).toBeNull();
    expect(relationErrors('OTHERS', 'x'.repeat(51), { guardian: true }).other).not.toBeNull();
  });
  it('clears the specify field when the relationship changes', () => {
    expect(relationOtherAfterChange('OTHERS', 'SON', 'Cousin')).toBe('');
    expect(relationOtherAfterChange('OTHERS', 'OTHERS', 'Cousin')).toBe('Cousin');
  });
});

describe('identity proof', () => {
  it('checks PAN: 3 letters, P, a letter, 4 digits, a letter', () => {
    expect(idProofErrors('1', 'abcpd1234e').number).toBeNull();
    expect(idProofErrors('1', 'ABCCD1234E').number).toBe(nomineeMessages.invalidIdProof);
  });
  it('checks licence, passport, OCI, PIO and Aadhaar', () => {
    expect(idProofErrors('3', 'MH-12/2011-0062821').number).toBeNull();
    expect(idProofErrors('3', 'x'.repeat(21)).number).toBe(nomineeMessages.invalidIdProof);
    expect(idProofErrors('4', 'K1234567').number).toBeNull();
    expect(idProofErrors('8', 'K1234').number).toBe(nomineeMessages.invalidIdProof);
    expect(idProofErrors('9', 'K12345678X').number).toBe(nomineeMessages.invalidIdProof);
    expect(idProofErrors('5', '1234').number).toBeNull();
    expect(idProofErrors('5', '123456789012').number).toBe(nomineeMessages.invalidIdProof);
  });
  it('requires the type and the number', () => {
    expect(idProofErrors('', 'X').type).toBe('ID Type cannot be empty.');
    expect(idProofErrors('1', '').number).toBe('ID Proof No cannot be empty.');
    expect(idProofErrors('12', 'X').type).toBe('ID Type should be valid.');
  });
  it('limits the length by type', () => {
    expect([1, 3, 5, 4, 8, 9].map((t) => idProofMaxLength(String(t)))).toEqual([
      10, 20, 4, 9, 9, 9,
    ]);
  });
  it('shows the Aadhaar with the first 8 digits masked', () => {
    expect(displayIdNo('5', '1234')).toBe('xxxx xxxx 1234');
    expect(displayIdNo('1', 'ABCPD1234E')).toBe('ABCPD1234E');
  });
  it("refuses a guardian id equal to the nominee's", () => {
    expect(guardianIdSameError('abcpd1234e', 'ABCPD1234E')).toBe(
      'Nominee Guardian Identity Proof No cannot be same as that of Nominee.',
    );
    expect(guardianIdSameError('ABCPD1234F', 'ABCPD1234E')).toBeNull();
  });
});

describe('mobile', () => {
  it('takes 10 digits starting 6 to 9 with ISD 91', () => {
    expect(mobileError('91', '9876543210')).toBeNull();
    expect(mobileError('91', '5876543210')).toBe(nomineeMessages.invalidmobileno);
    expect(mobileError('91', '987654321')).toBe(nomineeMessages.invalidmobileno);
    expect(mobileMaxLength('91')).toBe(10);
  });
  it('rejects the known-invalid numbers', () => {
    expect(mobileError('91', '9999999999')).toBe(nomineeMessages.invalidmobileno);
    expect(mobileError('91', '1234567890')).toBe(nomineeMessages.invalidmobileno);
  });
  it('takes 6 to 15 digits, not one digit repeated, with other ISD codes', () => {
    expect(mobileError('1', '4155550123')).toBeNull();
    expect(mobileError('1', '12345')).toBe(nomineeMessages.invalidmobileno);
    expect(mobileError('1', '0000000')).toBe(nomineeMessages.invalidmobileno);
    expect(mobileMaxLength('44')).toBe(15);
  });
  it('is required', () => {
    expect(mobileError('91', '')).toBe('Mobile No cannot be empty.');
  });
});

describe('e-mail', () => {
  it('accepts an ordinary address', () => {
    expect(emailError('asha.verma@example.co.in')).toBeNull();
  });
  it.each([
    ['noemail@example.com'],
    ['a@notprovided.com'],
    ['xyz@example.com'],
    ['a@b@example.com'],
    ['a@1example.com'],
    ['a@.example.com'],
    ['a@example'],
    ['a@example.'],
    ['a@example.c'],
    ['a@example.abcdefgh'],
    [`${'a'.repeat(70)}@ex.com`],
  ])('rejects %s', (email) => {
    expect(emailError(email)).toBe(nomineeMessages.invalidemailid);
  });
  it('is required', () => {
    expect(emailError(' ')).toBe('Email ID cannot be empty.');
  });
});

describe('address', () => {
  it('takes 1 to 10 letters or digits in India and up to 20 elsewhere', () => {
    expect(pinError('IN', '400001')).toBeNull();
    expect(pinError('IN', '40000100001')).toBe('Enter valid Pin / Zip code.');
    expect(pinError('GB', 'SW1A1AA')).toBeNull();
    expect(pinError('GB', 'SW1A 1AA')).toBe('Enter valid Pin / Zip code.');
    expect(pinError('US', '1'.repeat(21))).toBe('Enter valid Pin / Zip code.');
  });
  it('requires line 1, country, state and city unless same as the applicant', () => {
    const r = nomineeAddressSchema.safeParse({
      isAddSameAsApp: 'N',
      add1: '',
      pincode: '400001',
      countryId: 'IN',
    });
    expect(r.success).toBe(false);
    const fields = r.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(['add1', 'stateId', 'cityId']);
    expect(nomineeAddressSchema.safeParse({ isAddSameAsApp: 'Y' }).success).toBe(true);
  });
  it('limits each line to 30', () => {
    const r = nomineeAddressSchema.safeParse({
      isAddSameAsApp: 'N',
      add1: 'x'.repeat(31),
      countryId: 'IN',
      stateId: 'MH',
      cityId: 'Mumbai',
      pincode: '400001',
    });
    expect(r.error?.issues[0]?.message).toBe('Address Line 1 should be valid.');
  });
  it('requires the same-as switch', () => {
    expect(guardianAddressSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Address same as Nominee cannot be empty.',
    );
  });
});

describe('shares', () => {
  it('requires 1 to 3 digits above 0', () => {
    expect(shareRowErrors(['', '1a', '0'])).toEqual([
      'Nominee Share cannot be empty.',
      'Nominee Share should be valid.',
      'Nominee Share cannot be 0',
    ]);
  });
  it('lets a single nominee hold 100 but not several', () => {
    expect(shareRowErrors(['100'])).toEqual([null]);
    expect(shareRowErrors(['100', '0'])[0]).toBe('Nominee Share cannot be 100 or more than 100');
  });
  it('stops the running sum above 100', () => {
    // 60 + 30 = 90, then + 20 = 110 > 100 on the third row.
    expect(shareRowErrors(['60', '30', '20'])).toEqual([
      null,
      null,
      'Total percentage equal to 100',
    ]);
  });
  it('needs a total of 100 on submit', () => {
    expect(shareTotal(['60', '30'])).toBe(90);
    expect(shareSubmitError(['60', '30'])).toBe('Total % Share should be equal to 100');
    expect(shareSubmitError(['60', '40'])).toBeNull();
  });
  it('resets one row to 0', () => {
    expect(resetShareRow(['60', '40'], 1)).toEqual(['60', '0']);
  });
  it('requires the residual-security choice only when shown', () => {
    const shown = nomineeSharesSchema({ showResiSecFlag: 'Y' });
    expect(shown.safeParse({ nomiPercShares: ['100'] }).error?.issues[0]?.path).toEqual([
      'resiSecFlag',
    ]);
    const hidden = nomineeSharesSchema({ showResiSecFlag: 'N' });
    expect(hidden.parse({ nomiPercShares: ['50', '50'], resiSecFlag: '1' })).toEqual({
      nomiPercShares: [50, 50],
      resiSecFlag: '',
    });
  });
});

describe('opt preference, consents and OTP', () => {
  it('requires the preference', () => {
    expect(nomineeOptSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please provide "Preference of Nomination details to be displayed."',
    );
    expect(nomineeOptSchema.parse({ nomiPreference: '2' })).toEqual({ nomiPreference: '2' });
  });
  it('labels the holding DP for EW accounts, else Mutual Fund', () => {
    expect(optPreferenceHolding('EW')).toBe('DP');
    expect(optPreferenceHolding('EMF')).toBe('Mutual Fund');
  });
  it('needs every consent ticked', () => {
    expect(consentsError([true, false])).toBe(nomineeMessages.checkConsent);
    expect(nomineeConsentsSchema.safeParse({ consents: [true, true] }).success).toBe(true);
  });
  it('needs the OTP consent and a 4-digit OTP', () => {
    const r = nomineeOtpSignSchema.safeParse({ otpConsent: false, otp: '123' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Please provide your consent for OTP - Authorization.',
      'Please enter valid OTP.',
    ]);
    expect(nomineeOtpSignSchema.safeParse({ otpConsent: true, otp: '1234' }).success).toBe(true);
  });
  it('needs the T & C language for e-sign', () => {
    expect(
      nomineeEsignSchema.safeParse({ tncLang: '', consent: true }).error?.issues[0]?.message,
    ).toBe('Preferred T & C Language cannot be empty.');
  });
  it('allows a resend 30 seconds after the last send', () => {
    expect(canResendOtp(0, 29_999)).toBe(false);
    expect(canResendOtp(0, 30_000)).toBe(true);
  });
  it('names the access origin', () => {
    expect(accessFromOf(true)).toBe('TRANSACTION_WEB');
    expect(accessFromOf(false, true)).toBe('PROFILE_MOBILE');
  });
});

const validNominee = {
  nomiFName: ' rahul ',
  nomiMName: '',
  nomiLName: 'verma',
  nomiDob: '05062010',
  relationWithYou: 'SON',
  relationWithYouOther: 'stale',
  nomiIdntType: '1',
  nomiIdntNo: 'abcpv1234k',
  nomiISD: '91',
  nomiMobile: '9876543210',
  nomiEmail: 'rahul@example.com',
};

describe('screen schemas', () => {
  it('normalises nominee details', () => {
    expect(nomineeDetailsSchema({ today }).parse(validNominee)).toEqual({
      ...validNominee,
      nomiFName: 'RAHUL',
      nomiLName: 'VERMA',
      nomiDob: '05-06-2010',
      relationWithYouOther: '',
      nomiIdntNo: 'ABCPV1234K',
    });
  });
  it('accepts its own output again', () => {
    const once = nomineeDetailsSchema({ today }).parse(validNominee);
    expect(nomineeDetailsSchema({ today }).parse(once)).toEqual(once);
  });
  it('reports each field under its own name', () => {
    const r = nomineeDetailsSchema({ today }).safeParse({
      ...validNominee,
      nomiFName: '1',
      nomiMobile: '12',
    });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['nomiFName', 'First Name should be valid.'],
      ['nomiMobile', nomineeMessages.invalidmobileno],
    ]);
  });
  it("rejects a guardian whose id is the nominee's", () => {
    const guardian = {
      grdnNomiFName: 'Asha',
      grdnNomiLName: 'Verma',
      grdnNomiDob: '01-01-1980',
      relationWithNomi: 'MOTHER',
      grdnNomiIdntType: '1',
      grdnNomiIdntNo: 'ABCPV1234K',
      grdnNomiMobile: '9876501234',
      grdnNomiEmail: 'a@b.in',
    };
    const r = guardianDetailsSchema({ today, nomineeIdNo: 'ABCPV1234K' }).safeParse(guardian);
    expect(r.error?.issues[0]?.message).toBe(nomineeMessages.guardianIdSameAsNominee);
    expect(
      guardianDetailsSchema({ today, nomineeIdNo: 'ABCPV1234L' }).safeParse(guardian).success,
    ).toBe(true);
  });
  it('maps failed fields to the error codes', () => {
    expect(nomineeDetailsErrorCode('nomiLName')).toBe('SNDP-004');
    expect(nomineeDetailsErrorCode('nomiDob', '31-13-2000', today)).toBe('SNDP-005');
    expect(nomineeDetailsErrorCode('nomiDob', '01-01-1900', today)).toBe('SNDP-006');
    expect(nomineeDetailsErrorCode('nomiIdntType')).toBe('SNDP-008');
    expect(nomineeDetailsErrorCode('nomiIdntNo')).toBe('SNDP-009');
    expect(guardianDetailsErrorCode('grdnNomiFName', '')).toBe('SNGDP-005');
    expect(guardianDetailsErrorCode('grdnNomiDob', '', '01-01-2015', today)).toBe('SNGD-007');
    expect(guardianDetailsErrorCode('grdnNomiDob', '', '', today)).toBe('SNGDP-006');
    expect(
      guardianDetailsErrorCode('grdnNomiIdntNo', nomineeMessages.guardianIdSameAsNominee),
    ).toBe('SNGDP-010');
    expect(guardianDetailsErrorCode('grdnNomiIdntNo', nomineeMessages.invalidIdProof)).toBe(
      'SNGDP-009',
    );
  });
});
