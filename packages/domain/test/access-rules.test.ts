import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeMappingCredential,
  encodeMappingCredential,
  mappingCredentialKind,
  mappingCredentialProblem,
  maskEmail,
  maskMobile,
  passwordChangeProblem,
  passwordRules,
  personalisedLoginIdProblem,
} from '../src/index.js';

describe('mapping authorisation credential', () => {
  it('asks for a value when empty, with the spec message', () => {
    expect(mappingCredentialProblem('')).toBe('Please Enter your Date of Birth/PIN');
  });

  it.each(['1', '123', '12345', '1234567', '123456789', '12a4', '12-04-1986'])(
    'refuses %s',
    (value) => {
      expect(mappingCredentialProblem(value)).toBe('Please enter valid PIN / Date of Birth');
    },
  );

  it('accepts a 4-digit PIN and an 8-digit date of birth', () => {
    expect(mappingCredentialProblem('4826')).toBeNull();
    expect(mappingCredentialProblem('12041986')).toBeNull();
    expect(mappingCredentialKind('4826')).toBe('PIN');
    expect(mappingCredentialKind('12041986')).toBe('DOB');
  });

  it('never sends the PIN in the clear, and decodes only what it encoded', () => {
    expect(encodeMappingCredential('4826')).not.toContain('4826');
    fc.assert(
      fc.property(fc.stringMatching(/^(\d{4}|\d{8})$/), (value) => {
        expect(decodeMappingCredential(encodeMappingCredential(value))).toBe(value);
      }),
    );
    expect(decodeMappingCredential('%%%')).toBeNull();
    expect(decodeMappingCredential(encodeMappingCredential('12345'))).toBeNull();
  });
});

describe('password change', () => {
  const ok = {
    oldPassword: 'Demo@1234',
    newPassword: 'Better#2026',
    confirmPassword: 'Better#2026',
  };

  it('accepts a password that meets every rule', () => {
    expect(passwordChangeProblem(ok)).toBeNull();
    expect(passwordRules.every((rule) => rule.test(ok.newPassword))).toBe(true);
  });

  it.each([
    ['short1!A', null],
    ['alllowercase1!', 'New password must have at least one capital letter.'],
    ['ALLUPPERCASE1!', 'New password must have at least one small letter.'],
    ['NoDigitsHere!', 'New password must have at least one number.'],
    ['NoSpecial123', 'New password must have at least one special character such as @ # $ % & *.'],
    ['Has Space1!', 'New password must have no spaces.'],
    ['Way#TooLong123456', 'New password must have 8 to 16 characters.'],
  ])('checks %s', (password, problem) => {
    expect(passwordChangeProblem({ ...ok, newPassword: password, confirmPassword: password })).toBe(
      problem,
    );
  });

  it('refuses the old password, a login ID inside it, and a mismatched confirmation', () => {
    expect(
      passwordChangeProblem({ ...ok, newPassword: 'Demo@1234', confirmPassword: 'Demo@1234' }),
    ).toBe('New password cannot be the same as the current password.');
    expect(
      passwordChangeProblem(
        { ...ok, newPassword: 'Asha.verma#1', confirmPassword: 'Asha.verma#1' },
        ['asha.verma'],
      ),
    ).toBe('New password cannot contain your login ID.');
    expect(passwordChangeProblem({ ...ok, confirmPassword: 'Other#2026' })).toBe(
      'New password and confirm password do not match.',
    );
    expect(passwordChangeProblem({ ...ok, oldPassword: '' })).toBe(
      'Current password cannot be empty.',
    );
  });
});

describe('personalised login ID', () => {
  it.each([
    ['', 'Login ID cannot be empty.'],
    ['abc', 'Login ID must be 6 to 30 characters long.'],
    ['a'.repeat(31), 'Login ID must be 6 to 30 characters long.'],
    ['1asha.v', 'Login ID must start with a letter.'],
    [
      'asha verma',
      'Login ID may contain only letters, numbers, dot (.), underscore (_) and hyphen (-).',
    ],
    ['asha..verma', 'Login ID cannot have two special characters together.'],
    ['asha.verma', null],
    ['A_b-c.1234', null],
  ])('judges %s', (id, problem) => {
    expect(personalisedLoginIdProblem(id)).toBe(problem);
  });
});

describe('masking contacts', () => {
  it('shows only the last four digits of a mobile and the start of an e-mail', () => {
    expect(maskMobile('9812345670')).toBe('******5670');
    expect(maskEmail('asha.verma@example.in')).toBe('as********@example.in');
    expect(maskEmail('a@b.in')).toBe('***@b.in');
  });
});
