import {
  authenticateCall,
  captchaImageResource,
  getCaptchaCall,
  messages,
  wrongPasswordMessage,
} from '@cdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockGateway, reply, type RecordedCall } from './gateway-mock';
import { renderApp } from './render-app';

const refusal = 'Invalid Login ID or Password.';
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>AB12</text></svg>';

function failure(attemptCount: number, isCaptchaValidate = false, message = refusal) {
  return { body: envelope({ attemptCount, isCaptchaValidate, message }, false, message) };
}

/** The server's count of failures per login ID, as login/getcaptcha reports it. */
function captchaCount(counts: Record<string, number>) {
  return (call: RecordedCall) => {
    const { loginId } = call.body as { loginId: string };
    return { body: envelope({ count: counts[loginId] ?? 0 }) };
  };
}

async function openLogin() {
  const app = await renderApp('/login');
  await screen.findByRole('heading', { name: 'Log in to your account' });
  return app;
}

beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:captcha'),
    revokeObjectURL: vi.fn(),
  });
});

describe('captcha', () => {
  it('asks for the captcha once the server counts two failures for the login ID', async () => {
    const calls = mockGateway([
      reply(getCaptchaCall, captchaCount({ '5000001': 2 })),
      reply(captchaImageResource, { body: svg, contentType: 'image/svg+xml' }),
      reply(authenticateCall, failure(3)),
    ]);
    const { user } = await openLogin();

    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000001');
    await user.tab();

    const image = await screen.findByRole('img', { name: 'Captcha' });
    expect(image.getAttribute('src')).toBe('blob:captcha');
    expect(calls.find((call) => call.to === captchaImageResource)?.body).toEqual({
      loginId: '5000001',
    });
    expect(calls.find((call) => call.to === getCaptchaCall)?.body).toEqual({
      loginId: '5000001',
      loginWith: 'NJACNO',
    });

    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText(messages.captchaRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.to === authenticateCall)).toBe(false);

    await user.type(screen.getByLabelText('Captcha'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText(refusal);
    expect(calls.find((call) => call.to === authenticateCall)?.body).toMatchObject({
      loginId: '5000001',
      captchaCode: 'AB12',
    });
  });

  it('does not ask for it after a single failure', async () => {
    mockGateway([
      reply(getCaptchaCall, captchaCount({ '5000001': 1 })),
      reply(authenticateCall, failure(1)),
    ]);
    const { user } = await openLogin();

    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000001');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByText(refusal);
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Captcha' })).toBeNull();
  });

  it('shows it when the last reply says the captcha is validated, and fetches a new image on refresh', async () => {
    const calls = mockGateway([
      reply(getCaptchaCall, captchaCount({})),
      reply(captchaImageResource, { body: svg, contentType: 'image/svg+xml' }),
      reply(authenticateCall, failure(1, true, messages.captchaRequired)),
    ]);
    const { user } = await openLogin();

    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000004');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('img', { name: 'Captcha' });
    expect(screen.getByRole('alert').textContent).toContain(messages.captchaRequired);
    const images = () => calls.filter((call) => call.to === captchaImageResource).length;
    const before = images();
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    await waitFor(() => expect(images()).toBe(before + 1));
  });
});

describe('tries left', () => {
  it('says after each wrong password how many tries are left, asks for the captcha from the second, then blocks', async () => {
    // The server's count: each wrong password is one more failure, and its message says so.
    const calls = mockGateway([
      reply(getCaptchaCall, captchaCount({})),
      reply(captchaImageResource, { body: svg, contentType: 'image/svg+xml' }),
      reply(authenticateCall, (_call, all) => {
        const failures = all.filter((c) => c.to === authenticateCall).length;
        return failures >= 4
          ? failure(4, true, '')
          : failure(failures, failures >= 2, wrongPasswordMessage(failures));
      }),
    ]);
    const { user, router } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000006');
    const password = screen.getByLabelText('Password');

    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid Login ID or Password. 3 attempts left before your account is blocked.',
    );
    expect(screen.queryByLabelText('Captcha')).toBeNull();

    for (const left of ['2 attempts left', '1 attempt left']) {
      await user.clear(password);
      await user.type(password, 'wrong');
      const captcha = screen.queryByLabelText('Captcha');
      if (captcha) await user.type(captcha, 'AB12');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toContain(
          `${left} before your account is blocked.`,
        ),
      );
      expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    }

    await user.clear(password);
    await user.type(password, 'wrong');
    await user.type(screen.getByLabelText('Captcha'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is blocked' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ucc-block');
    expect(calls.filter((c) => c.to === authenticateCall)).toHaveLength(4);
  });
});

describe('blocked account', () => {
  it('clears the fields and goes to /ucc-block on the fourth failure, with no message on the login page', async () => {
    mockGateway([
      reply(getCaptchaCall, captchaCount({ '5000013': 3 })),
      reply(captchaImageResource, { body: svg, contentType: 'image/svg+xml' }),
      reply(authenticateCall, failure(4, true, '')),
    ]);
    const { user, router } = await openLogin();

    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000013');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.type(await screen.findByLabelText('Captcha'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { name: 'Your account is blocked' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ucc-block');
    expect(screen.getByText(messages.accountBlocked)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Wealth Account No.' }).value,
    ).toBe('');
  });

  it('offers a password reset from the blocked page', async () => {
    const { user, router } = await renderApp('/ucc-block');

    await user.click(await screen.findByRole('link', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
