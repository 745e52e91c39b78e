import { describe, expect, it } from 'vitest';
import {
  checkNomineeDocument,
  emailError,
  idProofErrors,
  mobileError,
  nameError,
  nominationError,
  nominationSharesError,
  nomineeFormErrors,
  nomineeMessages,
  onboardingNomineeMessages as m,
  nomineeShareError,
  type RegNomineeForm,
  witnessFormErrors,
} from '../src/index.js';

const today = '2026-11-23';

const form = (over: Partial<RegNomineeForm> = {}): RegNomineeForm => ({
  fName: 'PRIYA',
  mName: '',
  lName: 'ZAVERI',
  dob: '10-02-1992',
  relation: 'SPOUSE',
  relationOther: '',
  idType: '1',
  idNo: 'ABCPZ1234K',
  share: '50',
  mobile: '',
  email: '',
  sameAsHolder: 'Y',
  address: { line1: '', line2: '', city: '', state: '', pincode: '' },
  guardian: null,
  ...over,
});
const errors = (over: Partial<RegNomineeForm> = {}, otherIdNos: string[] = []) =>
  nomineeFormErrors(form(over), { today, otherIdNos });

describe('nomination choice (screen 35)', () => {
  it('needs a choice, the consent to opt out, and 1 to 3 nominees to opt in', () => {
    expect(nominationError({ optIn: '', count: 1, consent: 'N' })).toBe(m.nominationChoice);
    expect(nominationError({ optIn: 'N', count: 0, consent: 'N' })).toBe(m.consent);
    expect(nominationError({ optIn: 'N', count: 0, consent: 'Y' })).toBeNull();
    expect(nominationError({ optIn: 'Y', count: 0, consent: 'N' })).toBe(m.nomineeCount);
    expect(nominationError({ optIn: 'Y', count: 4, consent: 'N' })).toBe(m.nomineeCount);
    expect(nominationError({ optIn: 'Y', count: 3, consent: 'N' })).toBeNull();
  });
});

describe('a nominee at account opening (screens 36 to 38)', () => {
  it('words the shared rules as spec 2 section 5.4 does', () => {
    expect(errors({ fName: 'PR1YA' }).fName).toBe(m.invalidNomineeName);
    expect(errors({ mobile: '5555555555' }).mobile).toBe(m.invalidMobile);
    expect(errors({ email: 'noemail@x.com' }).email).toBe(m.invalidEmail);
    expect(errors({ idNo: 'ABCDE1234F' }).idNo).toBe(m.invalidIdProof);
    expect(errors({ dob: '22-11-1926' }).dob).toBe(m.dateTooOld);
    expect(errors({ dob: '23-11-1926' }).dob).toBeUndefined();
  });

  it('takes a demat account as NSDL IN + 14 characters or CDSL 16 digits', () => {
    expect(errors({ idType: '6', idNo: 'IN30021412345678' }).idNo).toBeUndefined();
    expect(errors({ idType: '6', idNo: '1208160012345678' }).idNo).toBeUndefined();
    expect(errors({ idType: '6', idNo: 'IN3002141234567' }).idNo).toBe(m.invalidDemat);
    expect(errors({ idType: '6', idNo: '120816001234567X' }).idNo).toBe(m.invalidDemat);
  });

  it('leaves the nominee wizard its own words', () => {
    expect(nameError('PR1YA', 'First Name', true)).toBe('First Name should be valid.');
    expect(mobileError('91', '5555555555')).toBe(nomineeMessages.invalidmobileno);
    expect(emailError('a@')).toBe(nomineeMessages.invalidemailid);
    expect(idProofErrors('6', 'IN1').number).toBe(nomineeMessages.invalidIdProof);
  });

  it('refuses an ID number another nominee gave', () => {
    expect(errors({}, ['abcpz1234k']).idNo).toBe(m.idNoDuplicate);
  });

  it('needs a guardian of full age with an ID of their own for a minor nominee', () => {
    // Born 24-11-2008, the nominee turns 18 tomorrow: still a minor today.
    const minor = { dob: '24-11-2008', relation: 'SON' };
    expect(errors({ dob: '23-11-2008' }).guardian).toBeUndefined();
    expect(errors(minor).guardian).toBe(m.guardianRequired);
    const guardian = {
      fName: 'RAJESH',
      mName: '',
      lName: 'ZAVERI',
      dob: '15-08-1990',
      relation: 'FATHER',
      relationOther: '',
      idType: '1',
      idNo: 'AAAPZ1111A',
    };
    expect(errors({ ...minor, guardian })).toEqual({});
    expect(errors({ ...minor, guardian: { ...guardian, lName: 'Z4VERI' } })['guardian.lName']).toBe(
      m.invalidGuardianName,
    );
    expect(errors({ ...minor, guardian: { ...guardian, dob: '24-11-2008' } })['guardian.dob']).toBe(
      m.guardianMinor,
    );
    expect(
      errors({ ...minor, guardian: { ...guardian, idNo: 'abcpz1234k' } })['guardian.idNo'],
    ).toBe(m.guardianIdSame);
  });

  it('needs an address of their own unless the first holder’s is copied', () => {
    expect(errors({ sameAsHolder: 'N' })['address.line1']).toBe('Address Line 1 cannot be empty.');
  });
});

describe('nominee shares', () => {
  it('gives a single nominee the whole 100', () => {
    expect(nomineeShareError(1, '100', 1, {})).toBeNull();
    expect(nomineeShareError(1, '60', 1, {})).toBe(m.sharesTotal);
  });

  it('keeps each share above 0 and below 100 when there are several', () => {
    expect(nomineeShareError(1, '0', 2, {})).toBe(m.shareZero);
    expect(nomineeShareError(1, '100', 2, {})).toBe(m.shareHundred);
    expect(nomineeShareError(1, '70', 3, {})).toBeNull();
  });

  it('makes the last nominee bring the total to exactly 100', () => {
    // 50 + 40 = 90: short of 100; 50 + 50 = 100.
    expect(nomineeShareError(2, '40', 2, { 1: 50 })).toBe(m.sharesTotal);
    expect(nomineeShareError(2, '50', 2, { 1: 50 })).toBeNull();
    // 30 + 30 + 40 = 100.
    expect(nomineeShareError(3, '40', 3, { 1: 30, 2: 30 })).toBeNull();
    expect(nominationSharesError([30, 30, 40])).toBeNull();
    expect(nominationSharesError([60, 30, 40])).toBe(m.sharesTotal);
  });
});

describe('the witness (screen 39)', () => {
  const witness = { name: 'Meena Iyer', dob: '01-01-1980', address: '7 Lake View, Chennai' };
  it('refuses a minor witness', () => {
    expect(witnessFormErrors({ ...witness, dob: '24-11-2008' }, today).dob).toBe(m.minorWitness);
    expect(witnessFormErrors({ ...witness, dob: '23-11-2008' }, today)).toEqual({});
  });
  it('needs a name and an address', () => {
    expect(witnessFormErrors({ ...witness, name: 'M3ena' }, today).name).toBe(m.witnessName);
    expect(witnessFormErrors({ ...witness, address: '' }, today).address).toBe(
      'Witness Address cannot be empty.',
    );
  });
});

describe('a nominee document', () => {
  const b64 = (bytes: number[] | string) => Buffer.from(bytes as never).toString('base64');
  it('judges JPG, PNG and PDF by their first bytes', () => {
    expect(checkNomineeDocument(b64('%PDF-1.4\n%%EOF'))).toMatchObject({
      ok: true,
      type: 'application/pdf',
    });
    expect(checkNomineeDocument(b64([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0]))).toMatchObject({
      ok: true,
      type: 'image/jpeg',
    });
    expect(checkNomineeDocument(b64('MZ\x90\x00 a program named pan.pdf'))).toEqual({
      ok: false,
      message: m.documentType,
    });
  });
  it('refuses a file above 2 MB', () => {
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(2 * 1024 * 1024)]);
    expect(checkNomineeDocument(big.toString('base64'))).toEqual({
      ok: false,
      message: m.documentTooLarge,
    });
  });
});
