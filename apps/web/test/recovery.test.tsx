import { forgotResetPinCall, forgotStartCall, forgotVerifyCall, messages } from '@cdesk/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockGateway, reply } from './gateway-mock';
import { renderApp } from './render-app';

const started = {
  body: envelope(
    { requestId: 'req-1', mobile: '******5670', emailId: 'as****@example.in', otpSeconds: 180 },
    true,
    messages.otpSent,
  ),
};

describe('recovery', () => {
  it('resets a password: details, OTP, then the temporary password message', async () => {
    const calls = mockGateway([
      reply(forgotStartCall, started),
      reply(forgotVerifyCall, {
        body: envelope({ resetTicket: '', message: messages.temporaryPasswordSent }),
      }),
    ]);
    const { user } = await renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(screen.getByText('Step 1 of 3: Your details')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000013');
    await user.type(screen.getByLabelText('Date of birth'), '05031992');
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').value).toBe('05-03-1992');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('Step 2 of 3: Verify OTP')).toBeInTheDocument();
    expect(screen.getByText(/Mobile \*{6}5670/)).toBeInTheDocument();
    expect(calls.find((call) => call.to === forgotStartCall)?.body).toEqual({
      purpose: 'PASSWORD',
      loginId: '5000013',
      loginWith: 'NJACNO',
      pan: '',
      dob: '05-03-1992',
    });
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText(messages.temporaryPasswordSent)).toBeInTheDocument();
    expect(calls.find((call) => call.to === forgotVerifyCall)?.body).toEqual({
      requestId: 'req-1',
      otp: '654321',
    });
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeInTheDocument();
  });

  it('checks the details before sending anything', async () => {
    const calls = mockGateway([]);
    const { user } = await renderApp('/forgot-loginid');
    await screen.findByRole('heading', { name: 'Forgot your login ID?' });

    await user.type(screen.getByLabelText('PAN'), 'abc');
    await user.type(screen.getByLabelText('Date of birth'), '31022000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(screen.getByText('PAN should be valid.')).toBeInTheDocument();
    expect(screen.getByText('Date of birth should be valid.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when nothing matches", async () => {
    mockGateway([
      reply(forgotStartCall, {
        status: 400,
        body: envelope(null, false, messages.recoveryNoMatch),
      }),
    ]);
    const { user } = await renderApp('/forgot-loginid');

    await user.type(await screen.findByLabelText('PAN'), 'akvpv4821k');
    await user.type(screen.getByLabelText('Date of birth'), '12041986');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.recoveryNoMatch);
  });

  it('resets a PIN with the ticket the OTP gives', async () => {
    const calls = mockGateway([
      reply(forgotStartCall, started),
      reply(forgotVerifyCall, {
        body: envelope({ resetTicket: 'ticket-9', message: 'Please set your new PIN.' }),
      }),
      reply(forgotResetPinCall, { body: envelope(null, true, messages.pinChanged) }),
    ]);
    const { user } = await renderApp('/forgot-pin');

    await user.type(await screen.findByRole('textbox', { name: 'Wealth Account No.' }), '5000001');
    await user.type(screen.getByLabelText('Date of birth'), '12041986');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '111222');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await user.type(await screen.findByLabelText('New PIN'), '1357');
    await user.type(screen.getByLabelText('Confirm new PIN'), '1357');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));

    expect(await screen.findByText(messages.pinChanged)).toBeInTheDocument();
    expect(calls.find((call) => call.to === forgotResetPinCall)?.body).toEqual({
      resetTicket: 'ticket-9',
      pin: '1357',
      confirmPin: '1357',
    });
  });
});
