import {
  authenticateAuthorizationCall,
  decideMappingCall,
  getInvestorNameCall,
  getMappingRequestCall,
  messages,
} from '@cdesk/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockGateway, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const link = '/mapping-unmapping?ac=5000001&af=NB101&rid=MR26110001&mid=7&did=9&by=P&ar=Y';
const request = {
  rid: 'MR26110001',
  njAcNo: '5000001',
  investorName: 'Asha Verma',
  action: 'MAP',
  fromPartner: 'Kulkarni Wealth Advisors LLP (NB101)',
  toPartner: 'Anita Desai (NB202)',
  status: 'PENDING',
  requestedOn: '2026-11-18',
};

function server(overrides: Parameters<typeof mockGateway>[0] = []) {
  return mockGateway([
    // The gateway masks the name before the PIN login.
    reply(getInvestorNameCall, { body: envelope({ APPNAME: 'A*** V****' }) }),
    reply(authenticateAuthorizationCall, {
      body: envelope({ token: 'tok-map', name: 'Asha Verma' }),
    }),
    reply(getMappingRequestCall, { body: envelope(request) }),
    reply(decideMappingCall, {
      body: envelope(
        { ...request, status: 'AUTHORISED' },
        true,
        'The request has been authorised.',
      ),
    }),
    ...overrides,
  ]);
}

async function open() {
  const app = await renderApp(link);
  await screen.findByText('A*** V****');
  return app;
}

describe('mapping authorisation', () => {
  it('shows the account with the investor name and asks for the PIN or date of birth', async () => {
    const calls = server();
    await open();

    expect(screen.getByText('5000001')).toBeInTheDocument();
    const field = screen.getByLabelText('PIN / Date of Birth');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('minlength')).toBe('4');
    expect(field.getAttribute('maxlength')).toBe('8');
    expect(calls[0]).toMatchObject({ to: getInvestorNameCall, body: { njAcNo: '5000001' } });
  });

  it.each([
    ['', messages.mappingEmpty],
    ['123', messages.mappingInvalid],
    ['12345', messages.mappingInvalid],
    ['1234567', messages.mappingInvalid],
  ])('refuses %j with the spec message, without calling the server', async (typed, message) => {
    const calls = server();
    const { user } = await open();

    if (typed) await user.type(screen.getByLabelText('PIN / Date of Birth'), typed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls.some((call) => call.to === authenticateAuthorizationCall)).toBe(false);
  });

  it('takes digits only', async () => {
    server();
    const { user } = await open();
    const field = screen.getByLabelText<HTMLInputElement>('PIN / Date of Birth');

    await user.type(field, '12-04/1986x9');

    expect(field.value).toBe('12041986');
  });

  it('sends the PIN encoded, then shows the request with its own token and authorises it', async () => {
    seedLoggedIn('tok-desk');
    const calls = server();
    const { user } = await open();

    await user.type(screen.getByLabelText('PIN / Date of Birth'), '4826');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { name: 'Map your account to a new partner' }),
    ).toBeInTheDocument();
    expect(screen.getByText('18-11-2026')).toBeInTheDocument();
    expect(screen.getByText('Anita Desai (NB202)')).toBeInTheDocument();
    const login = calls.find((call) => call.to === authenticateAuthorizationCall);
    expect(login?.body).toMatchObject({
      loginId: '5000001',
      password: btoa('4826'),
      authType: 'online',
      reqFrom: 'WEB',
    });
    expect(calls.find((call) => call.to === getMappingRequestCall)).toMatchObject({
      body: { rid: 'MR26110001' },
      authorization: 'Bearer tok-map',
    });

    await user.click(screen.getByRole('button', { name: 'Authorise' }));

    expect(await screen.findByText('The request has been authorised.')).toBeInTheDocument();
    expect(screen.getByText('Authorised')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Authorise' })).toBeNull();
    expect(calls.find((call) => call.to === decideMappingCall)).toMatchObject({
      body: { rid: 'MR26110001', decision: 'AUTHORISE' },
      authorization: 'Bearer tok-map',
    });
    // The desk's own session is untouched.
    expect(localStorage.getItem('x-token')).toBe('tok-desk');
  });

  it("shows the server's message when the PIN does not match", async () => {
    const refusal = 'The PIN or date of birth does not match our records. 3 attempts left.';
    server([
      reply(authenticateAuthorizationCall, { status: 400, body: envelope(null, false, refusal) }),
    ]);
    const { user } = await open();

    await user.type(screen.getByLabelText('PIN / Date of Birth'), '12041986');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });

  it("shows the server's message when no request is waiting", async () => {
    const none = 'There is no pending request for this account.';
    server([reply(getInvestorNameCall, { status: 400, body: envelope(null, false, none) })]);
    await renderApp(link);

    expect((await screen.findByRole('alert')).textContent).toContain(none);
    expect(screen.queryByLabelText('PIN / Date of Birth')).toBeNull();
  });
});
