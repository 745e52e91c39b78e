import { describe, expect, it } from 'vitest';
import {
  deepLinkOf,
  guardPostLoginPath,
  hasPendingSteps,
  isDeferrable,
  nextPostLoginStep,
  type PostLoginFacts,
} from '../src/index.js';

const clean: PostLoginFacts = {
  chnagePassWord: 'N',
  isPasswordExpired: 'N',
  isPanWithAadharSeeding: 'N',
  isPanWithAadharDeactive: 'N',
  fatcaDeclarationPending: 'N',
  dpChargesPending: 'N',
  optionalDpChargesPending: 'N',
  isRekycMandatory: 'N',
  reKycLink: '',
  isAskPersonalizedLogin: 'N',
  emailVerified: 'Y',
  deferredSteps: [],
};
const everything: PostLoginFacts = {
  chnagePassWord: 'Y',
  isPasswordExpired: 'Y',
  isPanWithAadharSeeding: 'Y',
  isPanWithAadharDeactive: 'N',
  fatcaDeclarationPending: 'Y',
  dpChargesPending: 'Y',
  optionalDpChargesPending: 'N',
  isRekycMandatory: 'Y',
  reKycLink: 'https://kra.example/rekyc?r=1',
  isAskPersonalizedLogin: 'Y',
  emailVerified: 'N',
  deferredSteps: [],
};

describe('the post-login chain', () => {
  it('goes home when nothing is pending', () => {
    expect(nextPostLoginStep(clean, null)).toEqual({ step: 'HOME', path: '/' });
  });

  it('resolves the steps in strict priority order, one after another', () => {
    const order: string[] = [];
    let facts = { ...everything };
    const resolve: Record<string, Partial<PostLoginFacts>> = {
      CHANGE_PASSWORD: { chnagePassWord: 'N', isPasswordExpired: 'N' },
      PAN_AADHAAR: { isPanWithAadharSeeding: 'N' },
      FATCA: { fatcaDeclarationPending: 'N' },
      DP_CHARGES: { dpChargesPending: 'N' },
      REKYC: { isRekycMandatory: 'N' },
      PERSONALISED_LOGIN: { isAskPersonalizedLogin: 'N' },
      VERIFY_EMAIL: { emailVerified: 'Y' },
    };
    for (
      let target = nextPostLoginStep(facts, null);
      target.step !== 'HOME';
      target = nextPostLoginStep(facts, null)
    ) {
      order.push(target.step);
      facts = { ...facts, ...resolve[target.step] };
    }
    expect(order).toEqual([
      'CHANGE_PASSWORD',
      'PAN_AADHAAR',
      'FATCA',
      'DP_CHARGES',
      'REKYC',
      'PERSONALISED_LOGIN',
      'VERIFY_EMAIL',
    ]);
  });

  it.each([
    [{ chnagePassWord: 'Y' }, '/settings?tab=change-password'],
    [{ isPasswordExpired: 'Y' }, '/settings?tab=change-password'],
    [{ isPanWithAadharSeeding: 'Y' }, '/panAadhaarSeeding'],
    [{ fatcaDeclarationPending: 'Y' }, '/fatcadeclaration'],
    [{ dpChargesPending: 'Y' }, '/deactivateducc'],
    [{ dpChargesPending: 'Y', optionalDpChargesPending: 'Y' }, '/deactivateducc'],
    [{ isRekycMandatory: 'Y' }, '/rekyc'],
    [{ isAskPersonalizedLogin: 'Y' }, '/ask-peronalised'],
    [{ emailVerified: 'N' }, '/verifyemail'],
  ] as const)('sends %o to %s', (flags, path) => {
    expect(nextPostLoginStep({ ...clean, ...flags }, null).path).toBe(path);
  });

  it('explains re-KYC on a page of the desk before the KRA link is followed', () => {
    const target = nextPostLoginStep(
      { ...clean, isRekycMandatory: 'Y', reKycLink: 'https://kra/x' },
      null,
    );
    expect(target).toEqual({ step: 'REKYC', path: '/rekyc' });
    expect(guardPostLoginPath(target, '/portfolio')).toBe('/rekyc');
    expect(guardPostLoginPath(target, '/rekyc')).toBeNull();
  });

  it('skips a deferrable step put off for the session, but never a mandatory one', () => {
    const deferred = ['PAN_AADHAAR', 'DP_CHARGES', 'VERIFY_EMAIL', 'FATCA'];
    expect(
      nextPostLoginStep({ ...clean, isPanWithAadharSeeding: 'Y', deferredSteps: deferred }, null)
        .step,
    ).toBe('HOME');
    expect(
      nextPostLoginStep(
        {
          ...clean,
          isPanWithAadharSeeding: 'Y',
          isPanWithAadharDeactive: 'Y',
          deferredSteps: deferred,
        },
        null,
      ).step,
    ).toBe('PAN_AADHAAR');
    expect(
      nextPostLoginStep({ ...clean, dpChargesPending: 'Y', deferredSteps: deferred }, null).step,
    ).toBe('DP_CHARGES');
    expect(
      nextPostLoginStep(
        { ...clean, dpChargesPending: 'Y', optionalDpChargesPending: 'Y', deferredSteps: deferred },
        null,
      ).step,
    ).toBe('HOME');
    expect(
      nextPostLoginStep({ ...clean, fatcaDeclarationPending: 'Y', deferredSteps: deferred }, null)
        .step,
    ).toBe('FATCA');
    expect(
      nextPostLoginStep({ ...clean, emailVerified: 'N', deferredSteps: deferred }, null).step,
    ).toBe('HOME');
  });

  it('says which steps may be put off', () => {
    expect(isDeferrable('PAN_AADHAAR', clean)).toBe(true);
    expect(isDeferrable('PAN_AADHAAR', { ...clean, isPanWithAadharDeactive: 'Y' })).toBe(false);
    expect(
      isDeferrable('DP_CHARGES', {
        ...clean,
        dpChargesPending: 'Y',
        optionalDpChargesPending: 'Y',
      }),
    ).toBe(true);
    expect(isDeferrable('DP_CHARGES', { ...clean, dpChargesPending: 'Y' })).toBe(false);
    expect(isDeferrable('VERIFY_EMAIL', clean)).toBe(true);
    for (const step of ['CHANGE_PASSWORD', 'FATCA', 'REKYC', 'PERSONALISED_LOGIN'] as const) {
      expect(isDeferrable(step, everything)).toBe(false);
    }
  });

  it('resumes a stored deep link after the forced steps, before home', () => {
    const link = { kind: 'AUTHORISE' as const, path: '/transact/authorize/detail?d=abc&rf=al' };
    expect(nextPostLoginStep({ ...clean, fatcaDeclarationPending: 'Y' }, link).step).toBe('FATCA');
    expect(nextPostLoginStep(clean, link)).toEqual({
      step: 'DEEP_LINK',
      path: link.path,
    });
  });

  it('holds a typed URL on the pending step, except the pages that step allows', () => {
    const fatca = nextPostLoginStep({ ...clean, fatcaDeclarationPending: 'Y' }, null);
    expect(guardPostLoginPath(fatca, '/portfolio')).toBe('/fatcadeclaration');
    expect(guardPostLoginPath(fatca, '/fatcadeclaration')).toBeNull();
    const email = nextPostLoginStep({ ...clean, emailVerified: 'N' }, null);
    expect(guardPostLoginPath(email, '/help-and-support/send-query')).toBeNull();
    const rekyc = nextPostLoginStep(
      { ...clean, isRekycMandatory: 'Y', reKycLink: 'https://kra/x' },
      null,
    );
    expect(guardPostLoginPath(rekyc, '/')).toBe('/rekyc');
    expect(guardPostLoginPath(nextPostLoginStep(clean, null), '/anything')).toBeNull();
    expect(hasPendingSteps(clean)).toBe(false);
    expect(hasPendingSteps(everything)).toBe(true);
  });
});

describe('deep links', () => {
  it.each([
    ['/transact/authorize/detail', '?d=xyz&rf=al', 'AUTHORISE'],
    ['/mapping-unmapping', '?ac=1&rid=9', 'MAPPING'],
    ['/acc-map-unmap', '?rid=9', 'MAPPING'],
    ['/transact/banner/banner', '?BI=4&t=x&rf=al', 'BANNER'],
    ['/transact/banner/prodlogin', '', 'BANNER'],
    ['/profile/banks-Mandate', '', 'BANK_MANDATE'],
    ['/profile', '?key=banks-Mandate', 'BANK_MANDATE'],
    ['/emandateReq', '', 'BANK_MANDATE'],
    ['/mandate-response', '?mandateId=7', 'BANK_MANDATE'],
    ['/transact/loan/processloan', '?type=tld', 'LOAN_PROCESS'],
    ['/transact/loan/processloan', '?prodType=CLD', 'LOAN_PROCESS'],
    ['/prodlogin', '?prodType=MF&subType=P&rf=al', 'PRODUCT_LOGIN'],
    ['/transact/authorize/pip', '?d=abcdefghijklmnop', 'AUTHORISE'],
    ['/transact/authorize/marsswi', '?d=abcdefghijklmnop', 'AUTHORISE'],
  ])('recognises %s%s as %s', (path, search, kind) => {
    expect(deepLinkOf(path, search)).toEqual({ kind, path: `${path}${search}` });
  });

  it.each([
    ['/transact/authorize/detail', ''],
    ['/transact/authorize/pip', ''],
    ['/transact/authorize/pip/achknowledge', '?d=abcdefghijklmnop'],
    ['/transact/loan/processloan', '?type=personal'],
    ['/portfolio', ''],
    ['/prodlogin', ''],
  ])('ignores %s%s', (path, search) => {
    expect(deepLinkOf(path, search)).toBeNull();
  });
});
