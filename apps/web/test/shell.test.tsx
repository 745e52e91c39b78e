import { enabled } from './frame-fixtures';
import { getHeaderByUccCall, logoutCall, messages } from '@cdesk/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ashaHeader,
  deskReplies,
  envelope,
  mockGateway,
  reply,
  seedLoggedIn,
} from './gateway-mock';
import { renderApp, where } from './render-app';

async function logOutFromAvatarMenu(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await enabled('button', 'Account menu for Asha Verma'));
  await user.click(await screen.findByRole('menuitem', { name: 'logout' }));
}

describe('logged-in shell', () => {
  it('keeps a session across a reload and greets the investor with the product tiles', async () => {
    seedLoggedIn();
    mockGateway(deskReplies());
    await renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Products' });
    const tiles = within(products)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent);
    expect(tiles[0]).toMatch(/^Mutual Funds/);
    expect(tiles).toHaveLength(7);
  });

  it("never writes its token back over one replaced meanwhile (another tab's login)", async () => {
    seedLoggedIn();
    mockGateway(deskReplies());
    const { store } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });

    localStorage.setItem('x-token', 'tok-other-tab');
    // Changes of the saved session that are not changes of the token: the activation facts
    // dropped as stale, then fetched again.
    const { activationStale } = await import('../src/features/access/access-slice');
    store.dispatch(activationStale());
    await waitFor(() => expect(store.getState().access.activationStale).toBe(false));
    expect(localStorage.getItem('x-token')).toBe('tok-other-tab');
  });

  it('offers to try again when the header call fails, and greets once it works', async () => {
    seedLoggedIn();
    const replies: Parameters<typeof mockGateway>[0] = [
      ...deskReplies(),
      reply(getHeaderByUccCall, { status: 400, body: envelope(null, false, 'UCC not found.') }),
    ];
    mockGateway(replies);
    const { user } = await renderApp('/');

    expect((await screen.findByRole('alert')).textContent).toContain('UCC not found.');
    replies.push(reply(getHeaderByUccCall, { body: envelope(ashaHeader) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
  });

  it('logs out to /ewa/login with the branch code kept, after revoking the session', async () => {
    seedLoggedIn('tok-asha');
    sessionStorage.setItem('cdesk:nb', 'NB101');
    const calls = mockGateway([...deskReplies(), reply(logoutCall, { body: envelope(null) })]);
    const { user, router, store, loads } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });

    await logOutFromAvatarMenu(user);

    expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
    expect(where(router)).toBe('/ewa/login?nb=NB101');
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(calls.find((call) => call.to === logoutCall)?.authorization).toBe('Bearer tok-asha');
    expect(localStorage.getItem('x-token')).toBeNull();
    expect(sessionStorage.getItem('cdesk:nb')).toBe('NB101');
    expect(store.getState().access.is_login).toBe(false);
    expect(loads).toEqual([]);
  });

  it('logs out without a branch code by loading the login page afresh, the notice kept for it', async () => {
    seedLoggedIn();
    mockGateway([...deskReplies(), reply(logoutCall, { body: envelope(null) })]);
    const { user, loads } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });

    await logOutFromAvatarMenu(user);

    await waitFor(() => expect(loads).toEqual(['/login']));
    expect(localStorage.getItem('x-token')).toBeNull();
    cleanup();
    // The page load that follows shows the notice once.
    await renderApp('/login');
    expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
  });

  it('still logs out when the session had already expired on the server', async () => {
    seedLoggedIn();
    sessionStorage.setItem('cdesk:nb', 'NB101');
    mockGateway([
      ...deskReplies(),
      reply(logoutCall, { status: 401, body: envelope(null, false, messages.sessionExpired) }),
    ]);
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });

    await logOutFromAvatarMenu(user);

    expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
    expect(screen.queryByText(messages.sessionExpired)).toBeNull();
    expect(localStorage.getItem('x-token')).toBeNull();
  });
});

describe('routing', () => {
  it('shows a visitor the landing variant at / and sends unknown paths to login', async () => {
    const home = await renderApp('/');
    await screen.findByRole('link', { name: 'Log in to your desk' });
    expect(home.router.state.location.pathname).toBe('/');
    home.router.dispose();
    cleanup();

    const unknown = await renderApp('/no/such/page');
    await screen.findAllByRole('heading', { name: 'Log in to your account' });
    expect(unknown.router.state.location.pathname).toBe('/login');
  });

  it('sends a logged-in investor from unknown paths and from /login to /', async () => {
    seedLoggedIn();
    mockGateway(deskReplies());
    const { router } = await renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(router.state.location.pathname).toBe('/');

    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Log in to your account' })).toBeNull();
  });
});
