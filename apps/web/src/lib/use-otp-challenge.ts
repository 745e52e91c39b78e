import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api';
import { errorMessage } from './error-message';

/** Which of the gateway's refusals of an OTP are told at the field, the OTP cleared. */
export interface OtpAtField {
  /** By error code, e.g. the nominee's VONSP-004 (wrong) and VONSP-005 (expired). */
  codes?: readonly string[];
  /** By message, e.g. the transactions' wrong, expired and attempts-exhausted OTP. */
  messages?: readonly string[];
}

/**
 * How a refused verify is told: its message (the gateway's words, else `fallback`) and whether it
 * belongs at the field; null when the session ended, which the login page tells.
 */
export function otpRefusal(
  caught: unknown,
  atField: OtpAtField = {},
  fallback?: string,
): { message: string; atField: boolean } | null {
  if (caught instanceof ApiError && caught.status === 401) return null;
  const message = errorMessage(caught, fallback);
  const byCode = caught instanceof ApiError && (atField.codes ?? []).includes(caught.errCode);
  return { message, atField: byCode || (atField.messages ?? []).includes(message) };
}

/** The gateway's btnSendResend: the first send, or a resend. */
export type OtpSendMode = 'S' | 'R';

/** Resend is offered this long after a send, unless a flow says otherwise. */
export const otpResendAfterSeconds = 30;

export interface OtpChallengeOptions<Sent> {
  /** Sends the OTP; null when there was nothing to send. */
  send: (mode: OtpSendMode) => Promise<Sent | null>;
  /**
   * Checks the OTP with the gateway and goes on. A returned message is a refusal told at the
   * field, the OTP cleared; a thrown failure is told over the form (see `atField`). Without it
   * the screen verifies the OTP itself (with other inputs of its form), telling refusals as
   * `otpRefusal` sorts them.
   */
  verify?: (otp: string, sent: Sent) => Promise<string | void>;
  /** Sends once when the screen opens, and again when the key changes (null: the user sends). */
  firstSendKey?: string | null;
  /** Seconds until a resend may be asked; 30 unless told. */
  resendAfterSeconds?: number | ((sent: Sent) => number);
  /** The OTP's own check before any call: its message is told at the field. */
  check?: (otp: string) => string | undefined;
  /** A submit first clears the error over the form, even when the OTP's own check refuses it. */
  checkClearsError?: boolean;
  /** The gateway's refusals told at the field, the OTP cleared: by error code or by message. */
  atField?: OtpAtField;
  /** Any refused verify clears the OTP typed. */
  clearOnRefusal?: boolean;
  /** What typing clears: the field's message (default) or the error over the form. */
  typingClears?: 'fieldError' | 'error' | 'nothing';
  /** A failed send keeps its own message (`sendError`) apart from the verify's. */
  separateSendError?: boolean;
  /** The message of a refused verify the gateway did not word. */
  fallbackMessage?: string;
}

/** The challenge's state: what was sent, the OTP typed, the messages and what is pending. */
function useOtpState<Sent>() {
  const [sent, setSent] = useState<Sent | null>(null);
  const [round, setRound] = useState(0);
  const [otp, setOtpValue] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [sendError, setSendError] = useState('');
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  return {
    sent,
    setSent,
    round,
    setRound,
    otp,
    setOtpValue,
    fieldError,
    setFieldError,
    error,
    setError,
    sendError,
    setSendError,
    pending,
    setPending,
  };
}

type OtpState<Sent> = ReturnType<typeof useOtpState<Sent>>;
type Latest<Sent> = { current: OtpChallengeOptions<Sent> };

/** Sends (or resends) the OTP; a new send starts the wait again and clears the OTP typed. */
function useOtpSend<Sent>(latest: Latest<Sent>, state: OtpState<Sent>) {
  const { setPending, setSendError, setError, setSent, setRound, setOtpValue, setFieldError } =
    state;
  return useCallback(
    async (mode: OtpSendMode) => {
      const separate = latest.current.separateSendError;
      setPending('send');
      if (separate) setSendError('');
      else setError('');
      try {
        const reply = await latest.current.send(mode);
        if (reply === null) return;
        setSent(reply);
        setRound((n) => n + 1);
        setOtpValue('');
        setFieldError('');
      } catch (caught) {
        const refusal = otpRefusal(caught);
        if (!refusal) return;
        const { message } = refusal;
        if (separate) setSendError(message);
        else setError(message);
      } finally {
        setPending(null);
      }
    },
    [latest, setPending, setSendError, setError, setSent, setRound, setOtpValue, setFieldError],
  );
}

/** Checks the OTP typed, then verifies it, telling a refusal at the field or over the form. */
async function submitOtp<Sent>(options: OtpChallengeOptions<Sent>, state: OtpState<Sent>) {
  const { check, verify, atField, clearOnRefusal, checkClearsError } = options;
  const { otp, sent, setOtpValue, setFieldError, setError, setPending } = state;
  if (checkClearsError) setError('');
  const problem = check?.(otp);
  if (problem) {
    setFieldError(problem);
    return;
  }
  setFieldError('');
  if (sent === null || !verify) return;
  setPending('verify');
  setError('');
  try {
    const refused = await verify(otp, sent);
    if (typeof refused === 'string') {
      setOtpValue('');
      setFieldError(refused);
    }
  } catch (caught) {
    const refusal = otpRefusal(caught, atField, options.fallbackMessage);
    if (!refusal) return;
    const { message } = refusal;
    if (refusal.atField) {
      setOtpValue('');
      setFieldError(message);
      return;
    }
    if (clearOnRefusal) setOtpValue('');
    setError(message);
  } finally {
    setPending(null);
  }
}

/** Sends once per key when the screen opens (also when React runs the effect twice). */
function useFirstSend(firstSendKey: string | null, send: (mode: OtpSendMode) => Promise<void>) {
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (firstSendKey === null || sentFor.current === firstSendKey) return;
    sentFor.current = firstSendKey;
    void send('S');
  }, [firstSendKey, send]);
}

/**
 * One OTP challenge: send (on opening or on demand), resend after the wait, verify, what is
 * pending, and the messages of each failure where the flow shows them.
 */
export function useOtpChallenge<Sent>(options: OtpChallengeOptions<Sent>) {
  const latest = useRef(options);
  latest.current = options;
  const state = useOtpState<Sent>();
  const { sent, round, setOtpValue, setFieldError, setError } = state;
  const after = options.resendAfterSeconds ?? otpResendAfterSeconds;
  /** The wait before a resend, started again by every send (for the challenge's resend). */
  const countdown = {
    seconds: sent === null ? 0 : typeof after === 'number' ? after : after(sent),
    runKey: round,
  };
  const send = useOtpSend(latest, state);
  useFirstSend(options.firstSendKey ?? null, send);

  const setOtp = (digits: string) => {
    setOtpValue(digits);
    const clears = latest.current.typingClears ?? 'fieldError';
    if (clears === 'fieldError') setFieldError('');
    if (clears === 'error') setError('');
  };

  return {
    sent,
    otp: state.otp,
    setOtp,
    fieldError: state.fieldError,
    setFieldError,
    error: state.error,
    setError,
    sendError: state.sendError,
    pending: state.pending,
    countdown,
    send,
    resend: () => void send('R'),
    submit: () => void submitOtp(latest.current, state),
  };
}

export type OtpChallengeState<Sent> = ReturnType<typeof useOtpChallenge<Sent>>;
