import { getHeaderByUccCall, logoutCall, messages, type GatewayCall } from '@cdesk/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelope, mockDesk, mockGateway, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

/** Calls of no particular area, for what the API base does with any call. */
const someCall = {
  path: 'some/call',
  request: z.object({}),
  response: z.null(),
} as const satisfies GatewayCall;
const downCall = {
  path: 'down/call',
  request: z.unknown(),
  response: z.null(),
} as const satisfies GatewayCall;
const oddCall = {
  path: 'odd/call',
  request: z.unknown(),
  response: z.null(),
} as const satisfies GatewayCall;

describe('API base', () => {
  it('ends the session on HTTP 401: clears x-token and tells the user on the login page', async () => {
    seedLoggedIn('tok-old');
    const calls = mockDesk([
      reply(getHeaderByUccCall, {
        status: 401,
        body: envelope(null, false, messages.sessionExpired),
      }),
    ]);
    const { store, router } = await renderApp('/');

    expect(await screen.findByText(messages.sessionExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('x-token')).toBeNull();
    expect(store.getState().access).toMatchObject({ is_login: false, token: '' });
    expect(calls.find((call) => call.to === getHeaderByUccCall)?.authorization).toBe(
      'Bearer tok-old',
    );
  });

  it('keeps the branch code when a session expires', async () => {
    seedLoggedIn();
    sessionStorage.setItem('cdesk:nb', 'NB101');
    mockDesk([reply(getHeaderByUccCall, { status: 401, body: envelope(null, false, 'expired') })]);
    const { router } = await renderApp('/');

    await screen.findByText(messages.sessionExpired);
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?nb=NB101');
  });

  it('shows the message of an HTTP 417 reply on the transact error page', async () => {
    seedLoggedIn();
    const message = 'This scheme is closed for purchase today.';
    mockDesk([reply(getHeaderByUccCall, { status: 417, body: envelope(null, false, message) })]);
    const { router } = await renderApp('/');

    await screen.findByRole('heading', { name: 'We could not complete this request' });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/transact/errorPage');
    expect(localStorage.getItem('x-token')).not.toBeNull();
  });

  it('turns a refused call into an error carrying the server message', async () => {
    vi.resetModules();
    mockGateway([reply(someCall, { body: envelope(null, false, 'PAN is not valid.') })]);
    const { gatewayCall } = await import('../src/lib/api');

    await expect(gatewayCall(someCall, {})).rejects.toMatchObject({
      message: 'PAN is not valid.',
      status: 200,
    });
  });

  it('turns a bad request into an error carrying its displayMessage', async () => {
    vi.resetModules();
    mockGateway([
      reply(someCall, { status: 400, body: envelope(null, false, 'Amount is required.') }),
    ]);
    const { gatewayCall } = await import('../src/lib/api');

    await expect(gatewayCall(someCall, {})).rejects.toMatchObject({
      message: 'Amount is required.',
      status: 400,
    });
  });

  it('says something went wrong when the network fails or the reply is not an envelope', async () => {
    vi.resetModules();
    mockGateway([
      reply(downCall, new TypeError('Failed to fetch')),
      reply(oddCall, { body: '<html>' }),
    ]);
    const { gatewayCall } = await import('../src/lib/api');

    await expect(gatewayCall(downCall, undefined)).rejects.toMatchObject({
      message: messages.somethingWrong,
    });
    await expect(gatewayCall(oddCall, undefined)).rejects.toMatchObject({
      message: messages.somethingWrong,
    });
  });

  it('sends no body and no JSON content type when there is nothing to send', async () => {
    vi.resetModules();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(envelope(null))));
    vi.stubGlobal('fetch', fetchMock);
    const { gatewayPost } = await import('../src/lib/api');

    await gatewayPost(logoutCall);

    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });
});
