import {
  fetchHelpNoCall,
  loadEsignDetailCall,
  onboardingFormMessages,
  processEsignResponseCall,
} from '@cdesk/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockGateway, reply } from './gateway-mock';
import { renderApp } from './render-app';

const refNo = 'EW261123000001';
const detail = {
  refNo,
  signerName: 'RAJESH ZAVERI',
  esignStatus: 'E-Sign Pending',
  txnId: '',
  signedOn: '',
  screenId: '50',
  applicationStatus: 'IN_PROCESS',
  review: null,
};

function loggedInRegistration() {
  localStorage.setItem(
    'cdesk:registration',
    JSON.stringify({
      origin: 'CLIENT',
      accountType: 'EW',
      sessionRefToken: 'sess-token-0123456789abcdef',
      refNo,
      refToken: 'ref-token-0123456789abcdef',
    }),
  );
}

const helpNo = reply(fetchHelpNoCall, { body: envelope({ helpNo: '1800-309-4646' }) });

describe('the form e-sign screens', () => {
  beforeEach(() => localStorage.clear());

  it('shows the e-sign as pending with the way to sign, and no Back', async () => {
    loggedInRegistration();
    mockGateway([helpNo, reply(loadEsignDetailCall, { body: envelope(detail) })]);
    await renderApp('/tradereg/createaccount/esign');
    await screen.findByText('E-Sign Pending', undefined, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'E-sign with Aadhaar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('says why a forged e-sign return is refused and offers to sign again', async () => {
    loggedInRegistration();
    mockGateway([
      helpNo,
      reply(processEsignResponseCall, {
        status: 400,
        body: envelope(null, false, onboardingFormMessages.esignNotAuthentic, 'ESIGN_FORGED'),
      }),
    ]);
    await renderApp('/tradereg/createaccount/esigncapture?txnId=x&status=SUCCESS&signature=y');
    await screen.findByText(onboardingFormMessages.esignNotAuthentic, undefined, {
      timeout: 10_000,
    });
    expect(screen.getByRole('link', { name: 'E-sign again' }).getAttribute('href')).toBe(
      '/tradereg/createaccount/esign',
    );
  });

  it("tells an applicant staff's rejection and its reason", async () => {
    loggedInRegistration();
    mockGateway([
      helpNo,
      reply(loadEsignDetailCall, {
        body: envelope({
          ...detail,
          esignStatus: 'E-Sign Done',
          screenId: '-1',
          applicationStatus: 'REJECTED',
          review: {
            status: 'REJECTED',
            reasonCode: '148',
            reason: 'Client does not wish to open an account',
            decidedAt: '2026-11-24T05:00:00.000Z',
          },
        }),
      }),
    ]);
    await renderApp('/tradereg/process-complete');
    await screen.findByRole(
      'heading',
      { name: 'Your application was not approved' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('Client does not wish to open an account')).toBeInTheDocument();
    expect(screen.getByText('24-11-2026')).toBeInTheDocument();
  });
});
