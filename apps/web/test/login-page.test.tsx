import { authenticateCall, getCaptchaCall, getHeaderByUccCall, messages } from '@cdesk/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appFiles, deskReplies, envelope, loginSuccess, mockGateway, reply } from './gateway-mock';
import { renderApp } from './render-app';

const noCaptcha = [reply(getCaptchaCall, { body: envelope({ count: 0 }) })];

async function openLogin(path = '/login') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { name: 'Log in to your account' });
  return app;
}

const themeXml = `<?xml version="1.0"?>
<themes>
  <theme><BRCODE>NB101</BRCODE><THEME>nb101</THEME></theme>
  <theme><BRCODE>NB202</BRCODE><THEME>nb202</THEME></theme>
</themes>`;

describe('login page', () => {
  it('asks for the login ID and the password when both are empty, without calling the server', async () => {
    const calls = mockGateway([]);
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    const loginId = screen.getByRole('textbox', { name: 'Wealth Account No.' });
    expect(screen.getByText('Login ID cannot be empty.')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty.')).toBeInTheDocument();
    expect(loginId.getAttribute('aria-invalid')).toBe('true');
    const described = loginId.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Login ID cannot be empty.');
    expect(document.activeElement).toBe(loginId);
    expect(calls).toHaveLength(0);
  });

  it('asks only for the password once a login ID is typed', async () => {
    mockGateway([]);
    const { user } = await openLogin();

    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000001');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.queryByText('Login ID cannot be empty.')).toBeNull();
    expect(screen.getByText('Password cannot be empty.')).toBeInTheDocument();
  });

  it('labels the login ID field after the chosen login method', async () => {
    const { user } = await openLogin();

    const byAccount = screen.getByRole('textbox', { name: 'Wealth Account No.' });
    expect(byAccount.getAttribute('placeholder')).toBe('Enter your wealth account number');

    await user.click(screen.getByRole('radio', { name: 'Login ID' }));

    const byLoginId = screen.getByRole('textbox', { name: 'Personalised Login ID' });
    expect(byLoginId.getAttribute('placeholder')).toBe('Enter your personalised login ID');
    expect(screen.queryByRole('textbox', { name: 'Wealth Account No.' })).toBeNull();
  });

  it('shows the password on request and hides it again', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it("shows the server's message when the login is refused", async () => {
    const refusal = 'Invalid Login ID or Password.';
    const calls = mockGateway([
      ...noCaptcha,
      reply(authenticateCall, {
        body: envelope(
          { attemptCount: 1, isCaptchaValidate: false, message: refusal },
          false,
          refusal,
        ),
      }),
    ]);
    const { user, store } = await openLogin();

    await user.click(screen.getByRole('radio', { name: 'Login ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Personalised Login ID' }), 'asha.verma');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(calls.find((call) => call.to === authenticateCall)?.body).toMatchObject({
      loginId: 'asha.verma',
      password: 'wrong',
      loginMode: 'WEB',
      loginWith: 'LOGINID',
    });
    expect(store.getState().access.is_login).toBe(false);
    expect(localStorage.getItem('x-token')).toBeNull();
  });

  it('says something went wrong when the server cannot be reached', async () => {
    mockGateway([...noCaptcha, reply(authenticateCall, new TypeError('Failed to fetch'))]);
    const { user } = await openLogin();

    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000001');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.somethingWrong);
  });

  it('stores the token under x-token and greets the investor by the name the header call gives', async () => {
    const calls = mockGateway([
      ...noCaptcha,
      ...deskReplies(),
      reply(authenticateCall, loginSuccess()),
    ]);
    const { user, router } = await openLogin();

    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000001');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('x-token')).toBe('tok-123');
    const headerCall = calls.find((call) => call.to === getHeaderByUccCall);
    expect(headerCall?.authorization).toBe('Bearer tok-123');
    expect(headerCall?.body).toEqual({ ucc: 'UCC5000001', calledFrom: 'WEB' });
  });

  it('fills in the login ID and method next time when Remember me was ticked', async () => {
    mockGateway([...noCaptcha, ...deskReplies(), reply(authenticateCall, loginSuccess())]);
    const first = await openLogin();
    await first.user.click(screen.getByRole('radio', { name: 'Login ID' }));
    await first.user.type(
      screen.getByRole('textbox', { name: 'Personalised Login ID' }),
      'asha.verma',
    );
    await first.user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await first.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await first.user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    localStorage.removeItem('x-token');
    first.router.dispose();

    cleanup();
    await openLogin();

    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Personalised Login ID' });
    expect(field.value).toBe('asha.verma');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' }).checked).toBe(
      true,
    );
  });

  it('takes the branch theme from nb and keeps the branch code for the session', async () => {
    mockGateway([reply(appFiles.themeConfig, { body: themeXml, contentType: 'application/xml' })]);
    await openLogin('/login?nb=nb202');

    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('nb202'));
    expect(sessionStorage.getItem('cdesk:nb')).toBe('NB202');
  });
});
