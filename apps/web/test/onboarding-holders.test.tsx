import {
  loadMobEmailCall,
  loadPanDobCall,
  savePanDobCall,
  vrfyMobEmailCall,
  vrfyMobEmailLinkCall,
} from '@cdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockGateway, reply, type MockedReply } from './gateway-mock';
import { renderApp, where } from './render-app';

const registration = {
  origin: 'CLIENT',
  accountType: 'EW',
  linkRefNo: '',
  loginType: 'Mobile',
  loginValue: '9812400001',
  sentTo: '',
  otpSeconds: 0,
  sessionRefToken: 'session-token-0123456789',
  partnerCode: 'ARN-112233',
  refNo: 'EW261126000001',
  refToken: 'reference-token-0123456789',
};

const holders = {
  taxStatus: '1',
  holdingMode: 'JO',
  minor: false,
  entrant: 'client',
  helpNo: '1800-309-4646',
  holders: [
    {
      role: 'F',
      label: 'Applicant',
      pan: '',
      dob: '',
      firstName: '',
      middleName: '',
      lastName: '',
      relation: '',
    },
    {
      role: 'S',
      label: 'Second Holder',
      pan: '',
      dob: '',
      firstName: '',
      middleName: '',
      lastName: '',
      relation: '',
    },
  ],
};

const contacts = {
  holder: 'F',
  holderLabel: 'Applicant',
  holderName: 'ASHA KUMAR',
  mobile: '9811122233',
  email: 'asha@example.com',
  mobileBelongsTo: 'Self',
  emailBelongsTo: 'Self',
  aadhaarMobileConsent: true,
  mobileFamilyConsent: false,
  emailFamilyConsent: false,
  mobileVerified: false,
  emailVerified: false,
  familyDeclarations: ['Spouse', 'Parents', 'Child', 'Self'],
};

function open(path: string, replies: MockedReply[]) {
  const calls = mockGateway(replies);
  return { calls, app: renderApp(path) };
}

describe('the holder steps of account opening', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.setItem('cdesk:registration', JSON.stringify(registration)));
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('checks PAN and date of birth before saving, and shows the server’s field errors', async () => {
    const { calls, app } = open('/tradereg/createlogin/holdersPanDob', [
      reply(loadPanDobCall, { body: envelope(holders) }),
      reply(savePanDobCall, {
        body: envelope(
          {
            nextScreenId: '7',
            fieldErrors: { 'S.pan': 'Same PAN cannot be allowed on multiple holders' },
          },
          false,
          'Same PAN cannot be allowed on multiple holders',
        ),
      }),
    ]);
    const { user } = await app;
    const pans = await screen.findAllByLabelText('PAN', {}, { timeout: 15_000 });
    await user.type(pans[0]!, 'abcde1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter valid PAN')).toBeInTheDocument();
    expect(calls.some((c) => c.path === savePanDobCall.path)).toBe(false);

    const fill = async (index: number, pan: string, dob: string, name: string) => {
      await user.clear(screen.getAllByLabelText('PAN')[index]!);
      await user.type(screen.getAllByLabelText('PAN')[index]!, pan);
      await user.type(screen.getAllByLabelText('Date of Birth')[index]!, dob);
      await user.type(screen.getAllByLabelText('First Name')[index]!, name);
    };
    await fill(0, 'ABCDE1234F', '15081990', 'Asha');
    await fill(1, 'ABCDE1234G', '15081988', 'Ravi');
    expect((screen.getAllByLabelText('Date of Birth')[0] as HTMLInputElement).value).toBe(
      '15-08-1990',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.some((c) => c.path === savePanDobCall.path)).toBe(true));
    expect(
      await screen.findAllByText('Same PAN cannot be allowed on multiple holders'),
    ).toHaveLength(2);
  });

  it('tells a client that a minor holder is opened through the helpline', async () => {
    const { app } = open('/tradereg/createlogin/holdersPanDob', [
      reply(loadPanDobCall, {
        body: envelope({ ...holders, holders: holders.holders.slice(0, 1) }),
      }),
    ]);
    const { user } = await app;
    await user.type(await screen.findByLabelText('PAN', {}, { timeout: 15_000 }), 'ABCDE1234F');
    await user.type(screen.getByLabelText('Date of Birth'), '01012015');
    await user.type(screen.getByLabelText('First Name'), 'Isha');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Date of birth should be greater than 18 years.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toContain('1800-309-4646');
  });

  it('verifies both OTPs and goes on to the KRA screen', async () => {
    const { calls, app } = open('/tradereg/createaccount/vrfymobemail', [
      reply(loadMobEmailCall, { body: envelope(contacts) }),
      reply(vrfyMobEmailCall, {
        body: envelope(
          {
            mobileVerified: true,
            emailVerified: true,
            nextScreenId: '53',
            fieldErrors: {},
            maskedMobile: '******2233',
            maskedEmail: 'as**@example.com',
          },
          true,
          'Your verification is successfull',
        ),
      }),
    ]);
    const { user, router } = await app;
    await user.type(await screen.findByLabelText('Mobile OTP', {}, { timeout: 15_000 }), '123456');
    await user.type(screen.getByLabelText('Email OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(where(router)).toBe('/tradereg/createaccount/kradownload'));
    expect(calls.find((c) => c.path === vrfyMobEmailCall.path)?.body).toMatchObject({
      holder: 'F',
      mobileOtp: '123456',
      emailOtp: '654321',
    });
  });

  it('confirms an e-mail from its link without a registration session', async () => {
    localStorage.clear();
    const { calls, app } = open('/tradereg/verify-email?t=EW261126000001.F.secret', [
      reply(vrfyMobEmailLinkCall, {
        body: envelope({ emailVerified: true, maskedEmail: 'as**@example.com' }),
      }),
    ]);
    await app;
    expect(await screen.findByText('E-mail verified', {}, { timeout: 15_000 })).toBeInTheDocument();
    const call = calls.find((c) => c.path === vrfyMobEmailLinkCall.path);
    expect(call?.body).toEqual({ action: 'confirm', token: 'EW261126000001.F.secret' });
    expect(call?.authorization).toBeNull();
  });
});
