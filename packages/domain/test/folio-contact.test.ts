import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailInvestorConsentCall,
  folioContactError,
  folioUpdateMessages as m,
  initChangeRequestCall,
  isValidFolioContact,
  messages,
} from '../src/index.js';

describe('a new folio mobile or e-mail', () => {
  it('must be valid', () => {
    expect(folioContactError('MOBILE', '9812345670', '5812345670')).toBe(
      'Please enter a valid mobile number.',
    );
    expect(folioContactError('MOBILE', '9812345670', '9999999999')).toBe(
      'Please enter a valid mobile number.',
    );
    expect(folioContactError('EMAIL', 'a@example.in', 'noemail@example.in')).toBe(
      'Please enter a valid Email ID.',
    );
    expect(folioContactError('EMAIL', 'a@example.in', '')).toBe(messages.emptyField('Email ID'));
  });

  it('must differ from the registered one, an e-mail whatever its case and spaces', () => {
    expect(folioContactError('MOBILE', '9812345670', ' 9812345670 ')).toBe(m.sameMobile);
    expect(folioContactError('EMAIL', 'asha@example.in', ' ASHA@Example.in')).toBe(m.sameEmail);
    expect(folioContactError('EMAIL', 'asha@example.in', 'asha.v@example.in')).toBeNull();
  });

  it('accepts any other Indian mobile number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6_000_000_000, max: 9_999_999_998 }), (n) => {
        const mobile = String(n);
        fc.pre(!/^(\d)\1{9}$/.test(mobile));
        expect(folioContactError('MOBILE', '9999999999', mobile)).toBeNull();
      }),
    );
  });
});

describe('the contacts a registrar holds', () => {
  it('are valid or send the investor to a branch or the partner', () => {
    expect(isValidFolioContact('MOBILE', '9999999999')).toBe(false);
    expect(isValidFolioContact('MOBILE', '9812345670')).toBe(true);
    expect(isValidFolioContact('EMAIL', 'xyz@xyz.com')).toBe(false);
    expect(m.invalidAtRegistrar('mobile number', 'F1', 'Sanjay Kulkarni')).toBe(
      'The mobile number registered with the registrar for folio F1 is not valid, so it cannot be changed online. Please submit a physical request at your nearest branch, or contact your wealth partner, Sanjay Kulkarni, to have it updated.',
    );
  });
});

describe('the folio update contracts', () => {
  it('ask for a change type, the consent ticked and a relation of the list', () => {
    expect(
      initChangeRequestCall.request.safeParse({ folioNo: 'F1', changeType: 'PAN', newValue: 'x' })
        .success,
    ).toBe(false);
    const consent = (body: object) =>
      emailInvestorConsentCall.request.safeParse({
        reqId: 1,
        otp: '123456',
        relation: 'SE',
        consent: true,
        ...body,
      });
    expect(consent({}).success).toBe(true);
    expect(consent({ consent: false }).error?.issues[0]?.message).toBe(m.consentUnchecked);
    expect(consent({ relation: 'FR' }).error?.issues[0]?.message).toBe(m.relationInvalid);
    expect(consent({ otp: '12a456' }).error?.issues[0]?.message).toBe(messages.otpInvalid);
  });
});
