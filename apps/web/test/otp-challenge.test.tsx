import {
  closureMessages,
  messages,
  nomineeErrorCodes,
  nomineeMessages,
  sellMessages,
} from '@cdesk/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api';
import { useOtpChallenge, type OtpChallengeOptions } from '../src/lib/use-otp-challenge';
import { OtpChallenge } from '../src/ui/otp-challenge';

interface Sent {
  otpGenRefId: string;
  mobile: string;
}

function Challenge(options: OtpChallengeOptions<Sent>) {
  const otp = useOtpChallenge(options);
  return (
    <OtpChallenge
      sentTo={otp.sent && <p role="status">OTP has been sent to {otp.sent.mobile}.</p>}
      label="Enter OTP"
      otp={otp.otp}
      onOtpChange={otp.setOtp}
      fieldError={otp.fieldError}
      fieldDisabled={!otp.sent}
      error={otp.error}
      onSubmit={otp.submit}
      submitLabel="Confirm"
      submitting={otp.pending === 'verify'}
      submitDisabled={!otp.sent}
      resend={{
        style: 'button',
        ...otp.countdown,
        onResend: otp.resend,
        sending: otp.pending === 'send',
      }}
    />
  );
}

const sent = (ref: string): Sent => ({ otpGenRefId: ref, mobile: '98XXXXXX10' });

function setup(options: Partial<OtpChallengeOptions<Sent>> = {}, fakeTimers = false) {
  const send = vi.fn(async (mode: 'S' | 'R') => sent(mode === 'S' ? 'G1' : 'G2'));
  const verify = vi.fn(async (_otp: string, _sent: Sent) => {});
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(
    <Challenge
      send={send}
      verify={verify}
      firstSendKey="first"
      check={(otp) => (/^\d{6}$/.test(otp) ? undefined : messages.otpInvalid)}
      {...options}
    />,
  );
  return { send, verify, user };
}

describe('the OTP challenge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the OTP once when it opens and says where it went', async () => {
    const { send } = setup();
    expect(await screen.findByText('OTP has been sent to 98XXXXXX10.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('S');
    const field = screen.getByLabelText<HTMLInputElement>('Enter OTP');
    expect(field.maxLength).toBe(6);
    expect(field.autocomplete).toBe('one-time-code');
  });

  it('offers the resend only after 30 seconds, counting down, and resends with R', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: false,
      toFake: ['setInterval', 'clearInterval', 'Date'],
    });
    const { send, user } = setup({}, true);
    const waiting = await screen.findByRole('button', { name: 'Resend OTP in 00:30' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(29_000));
    const last = screen.getByRole('button', { name: 'Resend OTP in 00:01' });
    expect((last as HTMLButtonElement).disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(1_000));
    const ready = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' });
    expect(ready.disabled).toBe(false);
    await user.click(ready);
    await waitFor(() => expect(send).toHaveBeenLastCalledWith('R'));
    // A new send waits its 30 seconds again.
    expect(await screen.findByRole('button', { name: 'Resend OTP in 00:30' })).toBeInTheDocument();
  });

  it('checks the OTP before any call, at the field', async () => {
    const { verify, user } = setup();
    await screen.findByRole('status');
    await user.type(screen.getByLabelText('Enter OTP'), '12a3');
    expect(screen.getByLabelText<HTMLInputElement>('Enter OTP').value).toBe('123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.otpInvalid)).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.type(screen.getByLabelText('Enter OTP'), '4');
    expect(screen.queryByText(messages.otpInvalid)).toBeNull();
  });

  it('tells a wrong OTP at the field by the gateway code, and clears what was typed', async () => {
    const { user } = setup({
      verify: async () => {
        throw new ApiError(nomineeMessages.otpWrong, 200, nomineeErrorCodes.otpWrong);
      },
      atField: { codes: [nomineeErrorCodes.otpWrong, nomineeErrorCodes.otpExpired] },
    });
    await screen.findByRole('status');
    await user.type(screen.getByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(nomineeMessages.otpWrong)).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Enter OTP').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a wrong OTP at the field by the gateway message', async () => {
    const { user } = setup({
      verify: async () => {
        throw new ApiError(sellMessages.otpInvalid, 200);
      },
      atField: { messages: [sellMessages.otpInvalid] },
    });
    await screen.findByRole('status');
    await user.type(screen.getByLabelText('Enter OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(sellMessages.otpInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells any other refusal over the form, keeping the OTP unless told to clear it', async () => {
    const { user } = setup({
      verify: async () => {
        throw new ApiError(closureMessages.otpInvalid, 200);
      },
      clearOnRefusal: true,
    });
    await screen.findByRole('status');
    await user.type(screen.getByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(closureMessages.otpInvalid);
    expect(screen.getByLabelText<HTMLInputElement>('Enter OTP').value).toBe('');
  });

  it('tells a refusal the verify returns at the field', async () => {
    const { user } = setup({ verify: async () => nomineeMessages.otpExpired });
    await screen.findByRole('status');
    await user.type(screen.getByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(nomineeMessages.otpExpired)).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Enter OTP').value).toBe('');
  });

  it('verifies the OTP typed against the OTP sent', async () => {
    const { verify, user } = setup();
    await screen.findByRole('status');
    await user.type(screen.getByLabelText('Enter OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('654321', sent('G1')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a failed send over the form', async () => {
    setup({
      send: async () => {
        throw new ApiError(nomineeMessages.otpSendLimit, 200);
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(nomineeMessages.otpSendLimit);
    expect(screen.getByLabelText<HTMLInputElement>('Enter OTP').disabled).toBe(true);
  });
});
