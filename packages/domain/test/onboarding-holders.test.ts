import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactFormErrors,
  duplicatePanRoles,
  formTypesFor,
  holderDobError,
  holderEmailError,
  holderMobileError,
  holderRolesOf,
  holdingPatternKey,
  invalidIndianMobiles,
  isMinorTaxStatus,
  nameLength,
  nameLengthError,
  onboardingHolderMessages as m,
  panError,
  taxStatuses,
  ZSaveDataMobEmailRequest,
  ZSavePanDobRequest,
  type ContactForm,
} from '../src/index.js';

const today = '2026-11-26';
const client = { minorApplicant: false, entrant: 'client' as const, helpNo: '1800' };
const partner = { ...client, entrant: 'partner' as const };

describe('codes of account opening', () => {
  it('has the tax statuses of section 9 with their codes', () => {
    expect(taxStatuses.map((t) => t.code)).toEqual(['1', '2', '11', '24', '20']);
    expect(['2', '20'].every(isMinorTaxStatus)).toBe(true);
    expect(['1', '11', '24'].some(isMinorTaxStatus)).toBe(false);
  });
  it('offers E-wealth and PMS in an EW area and E-Wealth MF in an EMF area', () => {
    expect(formTypesFor('EW').map((f) => [f.label, f.formType])).toEqual([
      ['E-wealth', '2'],
      ['PMS', '1'],
    ]);
    expect(formTypesFor('EMF').map((f) => [f.label, f.formType])).toEqual([['E-Wealth MF', '2']]);
  });
});

describe('PAN', () => {
  it('refuses a malformed PAN and an empty one', () => {
    expect(panError('ABCDE1234F')).toBeNull();
    expect(panError(' abcde1234f ')).toBeNull();
    expect(panError('ABCDE12345')).toBe(m.invalidPan);
    expect(panError('')).toBe('PAN cannot be empty.');
  });
  it('finds every repeated PAN among the holders', () => {
    expect(
      duplicatePanRoles([
        { role: 'F', pan: 'AAAPZ1111A' },
        { role: 'S', pan: 'aaapz1111a' },
        { role: 'T', pan: 'AAAPZ3333C' },
      ]),
    ).toEqual(['S']);
  });
  it('a list of distinct PANs has no repeat, and a repeated one always does (property)', () => {
    const pan = fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/);
    fc.assert(
      fc.property(fc.uniqueArray(pan, { minLength: 1, maxLength: 3 }), (pans) => {
        const roles = ['F', 'S', 'T'] as const;
        const holders = pans.map((p, i) => ({ role: roles[i] ?? 'F', pan: p }));
        expect(duplicatePanRoles(holders)).toEqual([]);
        const first = pans[0] ?? '';
        expect(duplicatePanRoles([...holders.slice(0, 2), { role: 'T', pan: first }])).toContain(
          'T',
        );
      }),
    );
  });
});

describe('date of birth of a holder', () => {
  it('wants 18 years with the wording of who entered it', () => {
    expect(holderDobError('26-11-2008', today, client)).toBeNull();
    expect(holderDobError('27-11-2008', today, client)).toBe(m.clientAdult);
    expect(holderDobError('27-11-2008', today, partner)).toBe(m.partnerAdult);
  });
  it('wants the minor of a minor application to be under 18', () => {
    const minor = { ...client, minorApplicant: true };
    expect(holderDobError('27-11-2008', today, minor)).toBeNull();
    expect(holderDobError('26-11-2008', today, minor)).toBe(m.minorUnder18);
  });
  it('refuses more than 100 years, a future date and a malformed one', () => {
    expect(holderDobError('26-11-1926', today, client)).toBeNull();
    expect(holderDobError('25-11-1926', today, client)).toBe(m.tooOld);
    expect(holderDobError('27-11-2026', today, client)).toBe(m.futureDate);
    expect(holderDobError('31-02-1990', today, client)).toBe('Date of Birth should be valid.');
    expect(holderDobError('', today, client)).toBe('Date of Birth cannot be empty.');
  });
  it('accepts every adult date up to 100 years for an adult holder (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18 * 366, max: 99 * 365 }), (days) => {
        const d = new Date(Date.UTC(2026, 10, 26) - days * 86_400_000);
        const text = `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
        expect(holderDobError(text, today, client)).toBeNull();
        expect(holderDobError(text, today, { ...client, minorApplicant: true })).toBe(
          m.minorUnder18,
        );
      }),
    );
  });
});

describe('names and holders', () => {
  it('limits the sum of the name lengths to 85', () => {
    expect(nameLengthError('A'.repeat(40), 'B'.repeat(5), 'C'.repeat(40))).toBeNull();
    expect(nameLengthError('A'.repeat(40), 'B'.repeat(6), 'C'.repeat(40))).toBe(m.nameTooLong);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(nameLengthError(a, b, c) === null).toBe(nameLength(a, b, c) <= 85);
      }),
    );
  });
  it('derives the holders from the tax status and holding', () => {
    expect(holderRolesOf('2', 'SI', 1)).toEqual(['F', 'G']);
    expect(holderRolesOf('1', 'SI', 3)).toEqual(['F']);
    expect(holderRolesOf('11', 'JO', 2)).toEqual(['F', 'S']);
    expect(holderRolesOf('24', 'AS', 3)).toEqual(['F', 'S', 'T']);
  });
  it('keys a holding pattern by mode and PANs in order', () => {
    expect(holdingPatternKey('SI', ['aaapz1111a'])).toBe('SI|AAAPZ1111A');
    expect(holdingPatternKey('JO', ['A', 'B'])).not.toBe(holdingPatternKey('JO', ['B', 'A']));
  });
});

describe('contacts', () => {
  it('refuses the known-invalid mobiles', () => {
    expect(invalidIndianMobiles).toHaveLength(10);
    for (const mobile of invalidIndianMobiles)
      expect(holderMobileError(mobile)).toBe(m.invalidMobile);
    expect(holderMobileError('9876543210')).toBeNull();
    expect(holderMobileError('5876543210')).toBe(m.invalidMobile);
    expect(holderMobileError('')).toBe('Mobile No cannot be empty.');
  });
  it('any ten digits starting 6 to 9 that are not one digit repeated pass (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[6-9]\d{9}$/), (mobile) => {
        expect(holderMobileError(mobile) === null).toBe(!invalidIndianMobiles.includes(mobile));
      }),
    );
  });
  it('checks the e-mail', () => {
    expect(holderEmailError('asha@example.com')).toBeNull();
    expect(holderEmailError('asha@')).toBe(m.invalidEmail);
    expect(holderEmailError('')).toBe('Email ID cannot be empty.');
  });
  const form: ContactForm = {
    mobile: '9876543210',
    email: 'asha@example.com',
    mobileBelongsTo: 'Self',
    emailBelongsTo: 'Self',
    aadhaarMobileConsent: true,
    mobileFamilyConsent: false,
    emailFamilyConsent: false,
  };
  it('asks for the Aadhaar consent and the family declarations', () => {
    expect(contactFormErrors(form)).toEqual({});
    expect(contactFormErrors({ ...form, aadhaarMobileConsent: false })).toEqual({
      aadhaarMobileConsent: 'Aadhaar linked mobile consent should be checked.',
    });
    expect(
      contactFormErrors({ ...form, mobileBelongsTo: 'Spouse', emailBelongsTo: 'Parents' }),
    ).toEqual({
      mobileFamilyConsent: 'Family declaration for mobile should be checked.',
      emailFamilyConsent: 'Family declaration for email should be checked.',
    });
  });
  it('lets another holder share a contact only as a family member', () => {
    const others = [{ mobile: '9876543210', email: 'ASHA@example.com' }];
    expect(contactFormErrors(form, others)).toEqual({
      mobile: m.sameMobileOnHolders,
      email: m.sameEmailOnHolders,
    });
    const family = {
      ...form,
      mobileBelongsTo: 'Spouse' as const,
      emailBelongsTo: 'Spouse' as const,
      mobileFamilyConsent: true,
      emailFamilyConsent: true,
    };
    expect(contactFormErrors(family, others)).toEqual({});
  });
});

describe('contracts', () => {
  it('bounds the inputs', () => {
    expect(ZSavePanDobRequest.safeParse({ holders: [] }).success).toBe(false);
    expect(
      ZSavePanDobRequest.safeParse({ holders: [{ role: 'F', pan: 'X', dob: '', firstName: 'A' }] })
        .success,
    ).toBe(true);
    expect(
      ZSaveDataMobEmailRequest.safeParse({ mobile: '98765432101', email: 'a@b.in' }).success,
    ).toBe(false);
    expect(ZSaveDataMobEmailRequest.parse({ mobile: '9876543210', email: 'a@b.in' }).holder).toBe(
      'F',
    );
  });
});
