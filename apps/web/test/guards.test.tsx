import {
  checkEwealthAccountActivationCall,
  checkFatcaDeclarationCall,
  fetchHelpNoCall,
  getHeaderByUccCall,
  getInvestorNameCall,
  reportTrustedCall,
  reportTrustedCmCall,
  messages,
} from '@cdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ashaHeader,
  deskReplies,
  envelope,
  facts,
  mockDesk,
  mockGateway,
  reply,
  seedLoggedIn,
} from './gateway-mock';
import { renderApp, where } from './render-app';

describe('guards for a logged-in investor with steps pending', () => {
  it.each(['/', '/settings', '/help-and-support/send-query', '/no/such/page', '/verifyemail'])(
    'sends a typed %s to the pending FATCA declaration',
    async (path) => {
      seedLoggedIn();
      mockGateway([
        ...deskReplies(facts({ fatcaDeclarationPending: 'Y' })),
        reply(checkFatcaDeclarationCall, { body: envelope({ fatcaHtml: '<p>Declaration</p>' }) }),
      ]);
      const { router } = await renderApp(path);

      await screen.findByRole('heading', { name: 'FATCA / CRS self-declaration' });
      expect(router.state.location.pathname).toBe('/fatcadeclaration');
    },
  );

  it('lets the step screen and what it links to open (e-mail check: help and support)', async () => {
    seedLoggedIn();
    mockGateway(deskReplies(facts({ emailVerified: 'N' })));
    const { router } = await renderApp('/help-and-support/send-query');

    await screen.findByRole('heading', { name: 'Send a query' });
    expect(router.state.location.pathname).toBe('/help-and-support/send-query');
  });

  it('keeps a deep link typed while a step is pending, for after it', async () => {
    seedLoggedIn();
    mockGateway(deskReplies(facts({ isAskPersonalizedLogin: 'Y' })));
    const { router } = await renderApp('/profile/banks-Mandate');

    await screen.findByRole('heading', { name: 'Choose your personalised login ID' });
    expect(router.state.location.pathname).toBe('/ask-peronalised');
    expect(sessionStorage.getItem('cdesk:deep-link')).toBe('/profile/banks-Mandate');
  });

  it('refreshes the saved facts on load: a step done elsewhere no longer holds the investor', async () => {
    // Saved while FATCA was pending; the server now says it is done.
    seedLoggedIn('tok-asha', { activation: facts({ fatcaDeclarationPending: 'Y' }) });
    mockDesk();
    const { router } = await renderApp('/fatcadeclaration');

    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks again when a call is refused with STEPS_PENDING, and goes to the step', async () => {
    seedLoggedIn();
    let checks = 0;
    mockGateway([
      reply(checkEwealthAccountActivationCall, () => {
        checks += 1;
        return { body: envelope(checks === 1 ? facts() : facts({ emailVerified: 'N' })) };
      }),
      reply(getHeaderByUccCall, {
        status: 403,
        body: envelope(null, false, messages.stepsPending, 'STEPS_PENDING'),
      }),
    ]);
    const { router } = await renderApp('/');

    await screen.findByRole('heading', { name: 'We cannot reach your e-mail address' });
    expect(router.state.location.pathname).toBe('/verifyemail');
  });
});

describe('links to work the online desk does not offer', () => {
  const notOffered = /The online desk does not offer this\. Please contact your wealth partner/;

  it('tells a visitor so and leads back to login', async () => {
    const { router } = await renderApp('/mfcentral-auth');

    expect(await screen.findByText(notOffered)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(/being set up/)).toBeNull();
    expect(where(router)).toBe('/mfcentral-auth');
  });

  it('offers an investor the way to their partner and home', async () => {
    seedLoggedIn();
    mockGateway(deskReplies(facts()));
    await renderApp('/prodlogin?prodType=enps');

    expect(await screen.findByText(notOffered)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact your partner' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });
});

describe('guards for a visitor', () => {
  it.each([
    ['/mapping-unmapping?ac=5000001&rid=MR1', 'Partner mapping request'],
    ['/acc-map-unmap?ac=5000001&rid=MR1', 'Partner mapping request'],
    ['/report-trusted?id=R7', 'Mutual Fund Holding Statement'],
    ['/report-trusted-CM?id=R7', 'Demat Holding Statement'],
    ['/mandate-auth-details', 'Authorise your bank mandate'],
    ['/forgot-password', 'Reset your password'],
    ['/forgot-pin', 'Reset your PIN'],
    ['/forgot-loginid', 'Forgot your login ID?'],
    ['/ucc-block', 'Your account is blocked'],
  ])('lets %s open without a login', async (path, heading) => {
    const refused = { status: 400, body: envelope(null, false, 'This report link is not valid.') };
    mockGateway([
      reply(getInvestorNameCall, { body: envelope({ APPNAME: 'Asha Verma' }) }),
      reply(reportTrustedCall, refused),
      reply(reportTrustedCmCall, refused),
    ]);
    const { router } = await renderApp(path);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(where(router)).toBe(path);
  });

  // /banks-mandate-auth opens the banks-Mandate tab: kept through the login (spec 1 section 4.1).
  it.each(['/settings', '/fatcadeclaration', '/banks-mandate-auth?d=abc'])(
    'sends %s to the login page',
    async (path) => {
      const { router } = await renderApp(path);

      await screen.findByRole('heading', { name: 'Log in to your account' });
      expect(router.state.location.pathname).toBe('/login');
    },
  );
});

describe('registration links for a visitor', () => {
  it.each([
    ['/createlogin/generate-otp', '/tradereg/createlogin/generate-otp'],
    ['/dclogin/generate-otp?refNo=PLNK112233', '/tradereg/dclogin/generate-otp'],
    ['/register', '/tradereg/createlogin/generate-otp'],
    ['/tradereg/unauthorised-access', '/tradereg/unauthorised-access'],
  ])('opens %s as the registration page %s', async (path, target) => {
    mockGateway([reply(fetchHelpNoCall, { body: envelope({ helpNo: '1800-309-4646' }) })]);
    const { router } = await renderApp(path);

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});

describe('account-type guard', () => {
  it.each([
    ['EMF', '/tradereg/open-account', '/tradereg/unauthorised-access'],
    ['EW', '/emftradereg/open-account', '/emftradereg/unauthorised-access'],
    ['TAC', '/tradereg/open-account', '/tradereg/unauthorised-access'],
  ])('sends an %s account from %s to %s', async (accType, path, target) => {
    seedLoggedIn('tok', { accType });
    mockDesk();
    const { router } = await renderApp(path);

    expect(await screen.findByRole('heading', { name: 'UNAUTHORIZED ACCESS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
  });

  it('lets an EMF account into /emftradereg, to the registration login', async () => {
    seedLoggedIn('tok', { accType: 'EMF' });
    mockDesk();
    const { router } = await renderApp('/emftradereg/open-account');

    await screen.findByRole('heading', { name: 'Login to start or resume your application' });
    expect(router.state.location.pathname).toBe('/emftradereg/createlogin/generate-otp');
  });

  it('tells an EMF client that a product is not available to them', async () => {
    seedLoggedIn('tok', { accType: 'EMF' });
    mockDesk([reply(getHeaderByUccCall, { body: envelope(ashaHeader) })]);
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });

    expect(screen.queryByRole('button', { name: /Mutual Funds/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Stocks & ETFs/ }));

    await waitFor(() => expect(screen.getByText(messages.emfNotAvailable)).toBeInTheDocument());
  });
});
