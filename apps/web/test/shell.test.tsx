import { messages } from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ashaHeader, envelope, mockGateway, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const headerPath = 'ewatraderegws/api/profileoperations/getHeaderByUCC';
const logoutPath = 'ewaportfoliows/logout';

describe('logged-in shell', () => {
  it('keeps a session across a reload and greets the investor with the product tiles', async () => {
    seedLoggedIn();
    mockGateway({ [headerPath]: { body: envelope(ashaHeader) } });
    await renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Products' });
    const tiles = within(products)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent);
    expect(tiles[0]).toBe('Mutual Funds');
    expect(tiles).toHaveLength(7);
  });

  it('offers to try again when the header call fails, and greets once it works', async () => {
    seedLoggedIn();
    const replies: Parameters<typeof mockGateway>[0] = {
      [headerPath]: { status: 400, body: envelope(null, false, 'UCC not found.') },
    };
    mockGateway(replies);
    const { user } = await renderApp('/');

    expect((await screen.findByRole('alert')).textContent).toContain('UCC not found.');
    replies[headerPath] = { body: envelope(ashaHeader) };
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeTruthy();
  });

  it('logs out: revokes the session on the server, clears it here and returns to login', async () => {
    seedLoggedIn('tok-asha');
    sessionStorage.setItem('cdesk:nb', '101');
    const calls = mockGateway({
      [headerPath]: { body: envelope(ashaHeader) },
      [logoutPath]: { body: envelope(null) },
    });
    const { user, router, store } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(messages.loggedOut)).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?nb=101');
    expect(calls.find((call) => call.path === logoutPath)?.authorization).toBe('Bearer tok-asha');
    expect(localStorage.getItem('x-token')).toBeNull();
    expect(store.getState().access.is_login).toBe(false);
  });

  it('still logs out when the session had already expired on the server', async () => {
    seedLoggedIn();
    mockGateway({
      [headerPath]: { body: envelope(ashaHeader) },
      [logoutPath]: { status: 401, body: envelope(null, false, messages.sessionExpired) },
    });
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(messages.loggedOut)).toBeTruthy();
    expect(screen.queryByText(messages.sessionExpired)).toBeNull();
    expect(localStorage.getItem('x-token')).toBeNull();
  });
});

describe('routing', () => {
  it('sends a visitor to the login page from / and from unknown paths', async () => {
    const home = await renderApp('/');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(home.router.state.location.pathname).toBe('/login');
    home.router.dispose();

    const unknown = await renderApp('/no/such/page');
    await screen.findAllByRole('heading', { name: 'Log in to your account' });
    expect(unknown.router.state.location.pathname).toBe('/login');
  });

  it('sends a logged-in investor from unknown paths and from /login to /', async () => {
    seedLoggedIn();
    mockGateway({ [headerPath]: { body: envelope(ashaHeader) } });
    const { router } = await renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(router.state.location.pathname).toBe('/');

    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Log in to your account' })).toBeNull();
  });
});
