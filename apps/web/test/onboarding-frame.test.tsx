import {
  fetchBackNextScreenCall,
  fetchCenterCall,
  fetchClientAccountsCall,
  fetchHelpNoCall,
  loadCenterPartnerCall,
  onboardingMessages,
  saveCenterPartnerCall,
  searchLoginCall,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockGateway, reply } from './gateway-mock';
import { renderApp } from './render-app';

const partner = {
  partnerCode: 'NJ-PUN-0042',
  arn: 'ARN-112233',
  partnerName: 'Sanjay Kulkarni',
  companyName: 'Kulkarni Wealth Advisors LLP',
  centreCode: 'NB101',
  city: 'Pune',
};
const centre = { centreCode: 'NB101', centreName: 'Pune Camp Centre', city: 'Pune' };

const application = {
  refNo: 'EW261123000001',
  accountType: 'EW',
  formType: '2',
  origin: 'CLIENT',
  holders: [{ role: 'F', name: 'Kiran Shah', pan: 'AAAPZ1111A' }],
  screenId: '16',
  stepName: 'bankdetails',
  status: 'IN_PROCESS',
  createdAt: '2026-11-23T06:00:00.000Z',
  updatedAt: '2026-11-23T06:00:00.000Z',
};

function loggedInRegistration(accountType = 'EW') {
  localStorage.setItem(
    'cdesk:registration',
    JSON.stringify({
      origin: 'CLIENT',
      accountType,
      sessionRefToken: 'sess-token-0123456789abcdef',
      refNo: application.refNo,
      refToken: 'ref-token-0123456789abcdef',
    }),
  );
}

const common = [
  reply(fetchHelpNoCall, { body: envelope({ helpNo: '1800-309-4646' }) }),
  reply(loadCenterPartnerCall, {
    body: envelope({ centre, partner, partnerFixed: 'N' }),
  }),
  reply(fetchCenterCall, { body: envelope({ centres: [centre] }) }),
  reply(searchLoginCall, { body: envelope({ applications: [application] }) }),
  reply(fetchClientAccountsCall, { body: envelope({ accounts: [] }) }),
];

describe('the account-opening step frame', () => {
  beforeEach(() => localStorage.clear());

  it('shows the indicator and Back on centre and partner, but no holder popup', async () => {
    loggedInRegistration();
    const calls = mockGateway(common);
    await renderApp('/tradereg/createaccount/centrepartner');

    await screen.findByRole('heading', { name: 'Centre and partner' }, { timeout: 10_000 });
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByText('Partner').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Holder details' })).toBeNull();
    await waitFor(() =>
      expect(calls.find((c) => c.path === loadCenterPartnerCall.path)?.authorization).toBe(
        'Bearer sess-token-0123456789abcdef',
      ),
    );
  });

  it('saves on Next and goes to the screen the server answered', async () => {
    loggedInRegistration();
    const calls = mockGateway([
      ...common,
      reply(saveCenterPartnerCall, { body: envelope({ nextScreenId: '16' }) }),
    ]);
    const { router, user } = await renderApp('/tradereg/createaccount/centrepartner');
    await screen.findByText('Sanjay Kulkarni', {}, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Bank details' });
    expect(router.state.location.pathname).toBe('/tradereg/createaccount/bankdetails');
    expect(calls.find((c) => c.path === saveCenterPartnerCall.path)?.body).toEqual({
      centreCode: 'NB101',
      partnerCode: 'NJ-PUN-0042',
    });
  });

  it('goes Back where fetchBackNextScreen says', async () => {
    loggedInRegistration();
    mockGateway([
      ...common,
      reply(fetchBackNextScreenCall, {
        body: envelope({ screenId: '4', savedScreenId: '4', backScreenId: '3', nextScreenId: '5' }),
      }),
    ]);
    const { router, user } = await renderApp('/tradereg/createaccount/centrepartner');
    await screen.findByText('Sanjay Kulkarni', {}, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Your applications' });
    expect(router.state.location.pathname).toBe('/tradereg/createlogin/search-login');
  });

  it('offers the holder popup from bank details on, with the holders of the application', async () => {
    loggedInRegistration();
    mockGateway(common);
    const { user } = await renderApp('/tradereg/createaccount/bankdetails');
    await screen.findByRole('heading', { name: 'Bank details' }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Holder details' }));
    expect(await screen.findByText('Kiran Shah')).toBeInTheDocument();
  });

  it('sends a 401 to the auth-error page and forgets the tokens', async () => {
    loggedInRegistration();
    mockGateway([
      ...common.filter((r) => r !== common[1]),
      reply(loadCenterPartnerCall, {
        status: 401,
        body: envelope(null, false, onboardingMessages.sessionExpired, 'SESSION_EXPIRED'),
      }),
    ]);
    const { router } = await renderApp('/tradereg/createaccount/centrepartner');

    await waitFor(() => expect(router.state.location.pathname).toBe('/tradereg/auth-error'), {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cdesk:registration') ?? '{}').sessionRefToken).toBe(
        '',
      ),
    );
  });

  it('keeps an E-Wealth application out of /emftradereg', async () => {
    loggedInRegistration('EW');
    mockGateway(common);
    const { router } = await renderApp('/emftradereg/createaccount/centrepartner');

    await screen.findByRole(
      'heading',
      { name: onboardingMessages.unauthorised },
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname).toBe('/emftradereg/unauthorised-access');
  });
});
