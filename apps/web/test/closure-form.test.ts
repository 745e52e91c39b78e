import { closureMessages as m, ZSaveClosureDetailRequest } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  type ClosureDraft,
  draftErrors,
  draftOf,
} from '../src/features/services/closure/closure-form-state';

const demat = { dpId: 'IN304262', boId: '10000013' };
const filled: ClosureDraft = { ...draftOf(null, demat), reasonCode: 'SERVICE', consent: true };

/** The closure page checks without zod (page weight); the gateway checks with the schema. */
describe('the closure form check', () => {
  it('starts from the demat account on record, the consent not yet given', () => {
    expect(draftOf(null, demat)).toMatchObject({ ...demat, transferHoldings: 'N', consent: false });
    expect(draftErrors(draftOf(null, demat))).toEqual({ reasonCode: m.reason, consent: m.consent });
  });

  it('passes what the gateway passes', () => {
    expect(draftErrors(filled)).toEqual({});
    const body = { ...filled, consent: 'Y', cmrFileName: '', cmrContent: '' };
    expect(ZSaveClosureDetailRequest.safeParse(body).success).toBe(true);
  });

  it('asks for the target account and the client master report when holdings move', () => {
    const moving: ClosureDraft = { ...filled, transferHoldings: 'Y' };
    expect(draftErrors(moving)).toEqual({
      targetDpId: m.targetDpId,
      targetClientId: m.targetClientId,
      cmrFileName: m.cmrRequired,
    });
    expect(
      draftErrors({
        ...moving,
        targetDpId: 'in304262',
        targetClientId: '10000013',
        cmrFileName: 'cmr.pdf',
      }),
    ).toEqual({ targetClientId: m.sameTarget });
  });

  it('refuses a DP ID not of the distributor and a BO ID not of 8 digits', () => {
    expect(draftErrors({ ...filled, dpId: 'IN300214', boId: '123' })).toEqual({
      dpId: m.dpId,
      boId: m.boId,
    });
  });
});
