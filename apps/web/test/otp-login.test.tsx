import {
  checkEwealthAccountActivationCall,
  loginOtpValidateCall,
  loginSendOtpCall,
  messages,
  otpPolicy,
} from '@cdesk/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ashaUserData,
  deskReplies,
  envelope,
  mockGateway,
  reply,
  type MockedReply,
} from './gateway-mock';
import { renderApp } from './render-app';

function sent(otpSeconds: number, regenerate: 'Y' | 'N') {
  return {
    body: envelope(
      {
        emailId: 'as****@example.in',
        mobile: '******5670',
        otpSeconds,
        njAcNo: '5000001',
        otp_regenrate: regenerate,
        message: messages.otpSent,
      },
      true,
      messages.otpSent,
    ),
  };
}

function wrongOtp(
  wrongCount: number,
  regenerate: 'Y' | 'N',
  message: string = messages.otpInvalid,
) {
  return {
    body: envelope(
      { message, otp_regenrate: regenerate, otp_wrongcount: wrongCount },
      false,
      message,
    ),
  };
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Opens the OTP form, types the login ID and asks for the OTP. */
async function sendOtp(replies: MockedReply[]) {
  const calls = mockGateway(replies);
  const app = await renderApp('/login', { fakeTimers: true });
  await screen.findByRole('heading', { name: 'Log in to your account' });
  await app.user.click(screen.getByRole('button', { name: 'Login with OTP' }));
  await app.user.type(
    await screen.findByRole('textbox', { name: 'Wealth Account No.' }),
    '5000001',
  );
  await app.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return { ...app, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('login with OTP', () => {
  it('sends the OTP, shows where it went, counts down, then offers Resend OTP', async () => {
    // Long enough that a slow machine, whose real time also moves the clock, cannot run it out
    // before the first look.
    const { user, calls } = await sendOtp([reply(loginSendOtpCall, sent(30, 'Y'))]);

    expect(await screen.findByText(messages.otpSent)).toBeInTheDocument();
    expect(screen.getByText(/Mobile \*{6}5670/).textContent).toContain('as****@example.in');
    expect(calls.find((call) => call.to === loginSendOtpCall)?.body).toEqual({
      loginId: '5000001',
      loginWith: 'NJACNO',
    });
    expect(screen.getByText(/Resend OTP in/).textContent).toMatch(/00:(30|29|28)/);
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    await tick(30_000);
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));

    expect(calls.filter((call) => call.to === loginSendOtpCall)).toHaveLength(2);
    expect(await screen.findByText(/Resend OTP in/)).toBeInTheDocument();
  });

  it('offers no resend when the server allows no more OTPs', async () => {
    await sendOtp([reply(loginSendOtpCall, sent(2, 'N'))]);
    await screen.findByText(messages.otpSent);

    await tick(2000);

    expect(await screen.findByText('No more OTPs can be sent for now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
  });

  it('resets the form 4 seconds after a send refused with no regeneration left', async () => {
    const refusal = messages.otpRegenerateLimit;
    await sendOtp([
      reply(loginSendOtpCall, {
        body: envelope({ otp_regenrate: 'N', message: refusal }, false, refusal),
      }),
    ]);

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Wealth Account No.' });
    expect(field.value).toBe('5000001');

    await tick(otpPolicy.failureResetMs - 100);
    expect(field.value).toBe('5000001');
    await tick(100);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Wealth Account No.' }).value,
    ).toBe('');
  });

  it('keeps the form after a wrong OTP while tries remain, and resets it 4 seconds after the third', async () => {
    let wrong = 0;
    const { user } = await sendOtp([
      reply(loginSendOtpCall, sent(180, 'Y')),
      reply(loginOtpValidateCall, () => {
        wrong += 1;
        return wrong < 3 ? wrongOtp(wrong, 'Y') : wrongOtp(3, 'Y', messages.otpWrongCountReached);
      }),
    ]);

    for (const attempt of [1, 2]) {
      await user.type(await screen.findByLabelText('OTP'), '111111');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect((await screen.findByRole('alert')).textContent).toContain(messages.otpInvalid);
      await tick(otpPolicy.failureResetMs);
      expect(screen.getByLabelText('OTP')).toBeInTheDocument();
      expect(wrong).toBe(attempt);
    }

    await user.type(screen.getByLabelText('OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.otpWrongCountReached);
    await tick(otpPolicy.failureResetMs);
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('resets the form 4 seconds after a wrong OTP when no regeneration is left', async () => {
    const { user } = await sendOtp([
      reply(loginSendOtpCall, sent(180, 'Y')),
      reply(loginOtpValidateCall, wrongOtp(1, 'N')),
    ]);

    await user.type(await screen.findByLabelText('OTP'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('alert');
    await tick(otpPolicy.failureResetMs);

    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('asks for six digits before calling the server', async () => {
    const { user, calls } = await sendOtp([reply(loginSendOtpCall, sent(180, 'Y'))]);

    await user.type(await screen.findByLabelText('OTP'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(screen.getByText(messages.otpInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('OTP').value).toBe('123');
    expect(calls.some((call) => call.to === loginOtpValidateCall)).toBe(false);
  });

  it('logs in with the right OTP and goes along the post-login chain', async () => {
    const { user, calls, router, store } = await sendOtp([
      ...deskReplies(),
      reply(loginSendOtpCall, sent(180, 'Y')),
      reply(loginOtpValidateCall, {
        body: envelope({
          userData: [ashaUserData],
          token: 'tok-otp',
          message: messages.otpMatched,
          otp_regenrate: 'Y',
          otp_wrongcount: 0,
        }),
      }),
    ]);

    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().access).toMatchObject({ is_login: true, token: 'tok-otp' });
    expect(calls.find((call) => call.to === loginOtpValidateCall)?.body).toMatchObject({
      loginId: '5000001',
      loginWith: 'NJACNO',
      otp: '123456',
      loginMode: 'WEB',
    });
    expect(calls.find((call) => call.to === checkEwealthAccountActivationCall)?.authorization).toBe(
      'Bearer tok-otp',
    );
  });

  it('says something went wrong and keeps no session when the OTP call fails outright', async () => {
    const { user, store } = await sendOtp([
      reply(loginSendOtpCall, sent(180, 'Y')),
      reply(loginOtpValidateCall, new TypeError('Failed to fetch')),
    ]);

    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.somethingWrong);
    expect(store.getState().access.is_login).toBe(false);
    expect(localStorage.getItem('x-token')).toBeNull();
  });

  it('goes back to the password form', async () => {
    mockGateway([]);
    const { user } = await renderApp('/login', { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Login with OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Login with password' }));

    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
