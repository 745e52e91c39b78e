import { describe, expect, it } from 'vitest';
import {
  nomineeServicePath,
  ZGetGeoListRequest,
  ZGetPincodeDetailRequest,
  ZLoadNomineeDetailsProfileRequest,
  ZSaveNomineePercShareProfileRequest,
  ZVerifyNomiOtpRequest,
} from '../src/index.js';

describe('nominee contracts', () => {
  it('default isMobile to N and accessFrom to the profile', () => {
    expect(ZLoadNomineeDetailsProfileRequest.parse({ nomiReqId: '12', nomineeNo: '2' })).toEqual({
      isMobile: 'N',
      accessFrom: 'PROFILE_WEB',
      nomiReqId: '12',
      nomineeNo: 2,
    });
  });
  it('refuse a fourth nominee and a request id that is not a number', () => {
    expect(
      ZLoadNomineeDetailsProfileRequest.safeParse({ nomiReqId: '12', nomineeNo: 4 }).success,
    ).toBe(false);
    expect(
      ZLoadNomineeDetailsProfileRequest.safeParse({ nomiReqId: 'x', nomineeNo: 1 }).success,
    ).toBe(false);
  });
  it('accept shares as numbers or strings', () => {
    expect(
      ZSaveNomineePercShareProfileRequest.parse({
        nomiReqId: '1',
        totalNomi: 2,
        nomiPercShares: [60, '40'],
      }).nomiPercShares,
    ).toEqual(['60', '40']);
  });
  it('take the OTP signing fields', () => {
    expect(
      ZVerifyNomiOtpRequest.parse({
        nomiReqId: '1',
        otpGenRefId: 'r1',
        otp: '1234',
        consentId: 'C1',
      }).docType,
    ).toBe('NOMINEE');
  });
  it('take geography and pin code lookups', () => {
    expect(ZGetGeoListRequest.parse({ fetchFor: 'State', geoCode: 'IN' })).toEqual({
      fetchFor: 'State',
      geoCode: 'IN',
      isMobile: 'N',
    });
    expect(ZGetPincodeDetailRequest.safeParse({ pincode: '4000' }).error?.issues[0]?.message).toBe(
      'Enter valid Pin / Zip code.',
    );
  });
  it('place every call under nominee/', () => {
    expect(nomineeServicePath('saveNomineeDetailsProfile')).toBe(
      'nominee/saveNomineeDetailsProfile',
    );
  });
});
