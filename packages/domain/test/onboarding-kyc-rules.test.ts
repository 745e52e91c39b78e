import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountBrokerageHundredths,
  addressLine,
  bornWhereOnlineOpens,
  differences,
  fatcaProblem,
  gstinCheckCharacter,
  isValidGstin,
  isValidTin,
  netWorthAmountProblem,
  onboardingKycMessages as m,
  personalDetailsErrors,
  personalDetailsProblem,
  preferencesProblem,
  type FatcaDetails,
  type PersonalDetails,
  type TradingPreferences,
} from '../src/index.js';

describe('account brokerage', () => {
  it('takes 0 to 2.50 in steps of 0.05, numeric or decimal only', () => {
    expect(accountBrokerageHundredths('0')).toBe(0);
    expect(accountBrokerageHundredths('0.05')).toBe(5);
    expect(accountBrokerageHundredths('0.5')).toBe(50);
    expect(accountBrokerageHundredths('2.50')).toBe(250);
    expect(accountBrokerageHundredths('2.55')).toBeNull();
    expect(accountBrokerageHundredths('1.23')).toBeNull();
    expect(accountBrokerageHundredths('-0.5')).toBeNull();
    expect(accountBrokerageHundredths('1,5')).toBeNull();
    expect(accountBrokerageHundredths('abc')).toBeNull();
    expect(accountBrokerageHundredths('.5')).toBeNull();
  });

  it('accepts exactly the multiples of 0.05 up to 2.50', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (hundredths) => {
        const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        const valid = hundredths <= 250 && hundredths % 5 === 0;
        expect(accountBrokerageHundredths(text)).toBe(valid ? hundredths : null);
      }),
    );
  });
});

describe('GST number', () => {
  it('checks a real GSTIN and its check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('accepts a GSTIN only with its own check character', () => {
    const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const first14 = fc
      .tuple(
        fc.integer({ min: 1, max: 38 }),
        fc.array(upper, { minLength: 5, maxLength: 5 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        upper,
        fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      )
      .map(([s, a, d, l, e]) => `${String(s).padStart(2, '0')}${a.join('')}${d.join('')}${l}${e}Z`);
    fc.assert(
      fc.property(first14, alnum, (head, check) => {
        expect(isValidGstin(head + check)).toBe(check === gstinCheckCharacter(head));
      }),
    );
  });
});

const personal: PersonalDetails = {
  gender: 'F',
  maritalStatus: 'Unmarried',
  relativeKind: 'F',
  relativeName: 'Thomas Zachariah',
  occupation: '01',
  annualIncome: '03',
  netWorth: '01',
  netWorthAmount: '',
  pep: '1',
};

describe('personal details', () => {
  it('passes a complete form', () => {
    expect(personalDetailsProblem(personal)).toBeNull();
  });

  it('names the first missing or invalid field', () => {
    expect(personalDetailsProblem({ ...personal, gender: 'X' })).toBe(m.gender);
    expect(personalDetailsProblem({ ...personal, maritalStatus: 'Single' })).toBe(m.maritalStatus);
    expect(personalDetailsProblem({ ...personal, relativeName: 'R2D2' })).toBe(m.relativeName);
    expect(personalDetailsProblem({ ...personal, relativeKind: 'S' })).toBe(m.relativeName);
    expect(personalDetailsProblem({ ...personal, occupation: '' })).toBe(m.occupation);
    expect(personalDetailsProblem({ ...personal, annualIncome: '07' })).toBe(m.annualIncome);
    expect(personalDetailsProblem({ ...personal, netWorth: '' })).toBe(m.netWorth);
    expect(personalDetailsProblem({ ...personal, pep: '4' })).toBe(m.pep);
  });

  it('names every missing or invalid field at once', () => {
    const blank = {
      ...personal,
      gender: '',
      maritalStatus: '',
      occupation: '',
      annualIncome: '',
      netWorth: '02',
      netWorthAmount: '',
    };
    expect(personalDetailsErrors(blank)).toEqual({
      gender: m.gender,
      maritalStatus: m.maritalStatus,
      occupation: m.occupation,
      annualIncome: m.annualIncome,
      netWorthAmount: m.netWorthAmount,
    });
    expect(personalDetailsErrors(personal)).toEqual({});
  });

  it('asks no amount in the lowest band, and an amount above Rs. 5,00,000 within the band above it', () => {
    expect(netWorthAmountProblem('01', '')).toBeNull();
    expect(netWorthAmountProblem('02', '')).toBe(m.netWorthAmount);
    // 50000000 paise is Rs. 5,00,000: the spec's floor, not itself enough.
    expect(netWorthAmountProblem('02', '500000')).toBe(m.netWorthMinimum);
    expect(netWorthAmountProblem('02', '500000.01')).toBeNull();
    expect(netWorthAmountProblem('02', '10,00,000')).toBeNull();
    expect(netWorthAmountProblem('02', '1000001')).toBe(m.netWorthOutsideBand);
    expect(netWorthAmountProblem('06', '10000000')).toBe(m.netWorthOutsideBand);
    expect(netWorthAmountProblem('06', '25000000')).toBeNull();
    expect(netWorthAmountProblem('03', 'ten lakh')).toBe(m.netWorthAmount);
  });
});

const fatca: FatcaDetails = {
  nationality: 'IN',
  placeOfBirth: 'Kochi',
  countryOfBirth: 'IN',
  taxResidencies: [{ country: 'IN', tin: 'AAAPZ4444D', tinType: '03' }],
  declaration: 'Y',
};

describe('FATCA', () => {
  it('passes an Indian resident with the PAN as TIN', () => {
    expect(fatcaProblem(fatca, 'AAAPZ4444D')).toBeNull();
  });

  it('requires nationality, place of birth and a valid TIN', () => {
    expect(fatcaProblem({ ...fatca, nationality: '' }, 'AAAPZ4444D')).toBe(m.fatcaRequired);
    expect(fatcaProblem({ ...fatca, placeOfBirth: ' ' }, 'AAAPZ4444D')).toBe(m.fatcaRequired);
    expect(fatcaProblem({ ...fatca, taxResidencies: [] }, 'AAAPZ4444D')).toBe(m.fatcaRequired);
    expect(
      fatcaProblem(
        { ...fatca, taxResidencies: [{ country: 'IN', tin: 'AAAPZ', tinType: '03' }] },
        'AAAPZ4444D',
      ),
    ).toBe(m.tin);
    expect(fatcaProblem(fatca, 'AAAPZ1111A')).toBe(m.indianTaxPan);
    expect(fatcaProblem({ ...fatca, declaration: 'N' }, 'AAAPZ4444D')).toBe(m.fatcaDeclaration);
  });

  it('refuses the online path to a person born outside India', () => {
    expect(bornWhereOnlineOpens('in')).toBe(true);
    expect(fatcaProblem({ ...fatca, countryOfBirth: 'AE' }, 'AAAPZ4444D')).toBe(m.bornOutsideIndia);
  });

  it('takes a second tax residency with its own TIN, once per country', () => {
    const us = { country: 'US', tin: '123-45-6789', tinType: '10' };
    expect(
      fatcaProblem({ ...fatca, taxResidencies: [...fatca.taxResidencies, us] }, 'AAAPZ4444D'),
    ).toBeNull();
    expect(
      fatcaProblem({ ...fatca, taxResidencies: [...fatca.taxResidencies, us, us] }, 'AAAPZ4444D'),
    ).toBe(m.taxCountryRepeated);
  });

  it('checks a TIN by its type', () => {
    expect(isValidTin('ABCPV1234K', '03')).toBe(true);
    expect(isValidTin('234567890123', '06')).toBe(true);
    expect(isValidTin('123456789012', '06')).toBe(false);
    expect(isValidTin('ABC1234567', '02')).toBe(true);
    expect(isValidTin('98Q99P.99999.SL.840', '12')).toBe(true);
    expect(isValidTin('X', '08')).toBe(false);
    expect(isValidTin('ABCPV1234K', '99')).toBe(false);
  });
});

describe('comparison with a KYC source', () => {
  const entered = {
    fname: 'Rajesh',
    mname: '',
    lname: 'Zaveri',
    dob: '15-08-1990',
    pan: 'AAAPZ1111A',
  };

  it('shows the fields that differ, ignoring case and spacing', () => {
    const found = { ...entered, fname: 'RAJESH ', mname: 'KUMAR' };
    expect(differences(entered, found)).toEqual([{ field: 'mname', entered: '', found: 'KUMAR' }]);
  });

  it('finds nothing to show when a record is the entry itself', () => {
    const part = fc.stringMatching(/^[A-Za-z]{0,12}$/);
    fc.assert(
      fc.property(part, part, part, (fname, mname, lname) => {
        const person = { ...entered, fname, mname, lname };
        expect(differences(person, { ...person, fname: fname.toUpperCase() })).toEqual([]);
      }),
    );
  });

  it('writes an address on one line without empty parts or repeats', () => {
    expect(
      addressLine({
        line1: '5, Shivaji Nagar',
        line2: '',
        line3: '',
        city: 'Pune',
        district: 'Pune',
        state: 'Maharashtra',
        pincode: '411005',
        country: 'India',
      }),
    ).toBe('5, Shivaji Nagar, Pune, Maharashtra, 411005');
  });
});

const preferences: TradingPreferences = {
  segments: ['MF', 'CM'],
  exchanges: ['1', '4'],
  mfBrokerage: '0.50',
  cmBrokeragePlan: '2',
  gstNo: '',
};

describe('trading preferences', () => {
  it('passes a complete choice', () => {
    expect(preferencesProblem(preferences, 'EW')).toBeNull();
  });

  it('needs a segment, an exchange per segment, the brokerage and a valid GST number', () => {
    expect(preferencesProblem({ ...preferences, segments: [] }, 'EW')).toBe(m.segments);
    expect(preferencesProblem({ ...preferences, exchanges: ['1'] }, 'EW')).toBe(m.exchanges);
    expect(preferencesProblem({ ...preferences, exchanges: ['1', '4', '9'] }, 'EW')).toBe(
      m.exchangeSegment,
    );
    expect(preferencesProblem({ ...preferences, mfBrokerage: '2.6' }, 'EW')).toBe(m.brokerage);
    expect(preferencesProblem({ ...preferences, cmBrokeragePlan: '' }, 'EW')).toBe(m.brokeragePlan);
    expect(preferencesProblem({ ...preferences, gstNo: '27AAPFU0939F1ZW' }, 'EW')).toBe(
      m.gstNumber,
    );
    expect(preferencesProblem({ ...preferences, gstNo: '27AAPFU0939F1ZV' }, 'EW')).toBeNull();
  });

  it('keeps an E-Wealth MF account to mutual funds', () => {
    expect(preferencesProblem(preferences, 'EMF')).toBe(m.emfSegments);
    expect(
      preferencesProblem({ ...preferences, segments: ['MF'], exchanges: ['2'] }, 'EMF'),
    ).toBeNull();
  });
});
