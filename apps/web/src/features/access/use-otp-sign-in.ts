import {
  loginOtpValidateCall,
  loginSendOtpCall,
  messages,
  otpPattern,
  otpPolicy,
  type LoginMethod,
  type TUserData,
  type ZLoginOtpValidateFailure,
  type ZLoginOtpValidateRequest,
  type ZLoginSendOtpRequest,
  type ZLoginSendOtpResponse,
} from '@cdesk/domain';
import { useState } from 'react';
import { sessionCleared } from '../../lib/session-events';
import { gatewayPost } from '../../lib/api';
import { clientInfo } from '../../lib/client-info';
import type { ReplyOf, RequestOf } from '../../lib/contract';
import { useAppDispatch } from '../../lib/store';
import { errorMessage } from '../../lib/error-message';
import { useResetSoon } from './use-reset-soon';

export interface SentOtp {
  message: string;
  mobile: string;
  emailId: string;
  otpSeconds: number;
  canRegenerate: boolean;
}

type SendReply = Partial<ReplyOf<typeof ZLoginSendOtpResponse>>;
type ValidateReply = Partial<ReplyOf<typeof ZLoginOtpValidateFailure>> & {
  userData?: TUserData[];
  token?: string;
};

/** The OTP as the server says it sent it. */
function sentOtp(data: SendReply, displayMessage: string | undefined): SentOtp {
  return {
    message: data.message || displayMessage || messages.otpSent,
    mobile: data.mobile ?? '',
    emailId: data.emailId ?? '',
    otpSeconds: data.otpSeconds ?? otpPolicy.validSeconds,
    canRegenerate: data.otp_regenrate === 'Y',
  };
}

/**
 * The OTP login's calls and the rules of spec 1 section 4.3: a send refused with no regeneration
 * left, or a third wrong OTP (or none left to send), resets the form after 4 seconds.
 */
export type SignedIn = (
  userData: TUserData,
  token: string,
  loginWith: LoginMethod,
) => Promise<void>;

export function useOtpSignIn(onSignedIn: SignedIn, onReset: () => void) {
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState<SentOtp | null>(null);
  const [round, setRound] = useState(0);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [error, setError] = useState('');
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  const { resetting, resetSoon } = useResetSoon(() => {
    setSent(null);
    setOtp('');
    setOtpError(undefined);
    onReset();
  });

  /** Spec 1 section 8: a call that fails outright leaves no half session behind. */
  function failed(caught: unknown) {
    dispatch(sessionCleared());
    setError(errorMessage(caught));
  }

  async function send(loginId: string, loginWith: LoginMethod) {
    setPending('send');
    setError('');
    try {
      const body = { loginId: loginId.trim(), loginWith } satisfies RequestOf<
        typeof ZLoginSendOtpRequest
      >;
      const reply = await gatewayPost(loginSendOtpCall, body);
      const data: SendReply = reply.data ?? {};
      if (!reply.isSuccess) {
        setError(reply.displayMessage || data.message || messages.somethingWrong);
        if (data.otp_regenrate === 'N') resetSoon();
        return;
      }
      setSent(sentOtp(data, reply.displayMessage));
      setRound((n) => n + 1);
      setOtp('');
      setOtpError(undefined);
    } catch (caught) {
      failed(caught);
    } finally {
      setPending(null);
    }
  }

  async function verify(loginId: string, loginWith: LoginMethod) {
    if (!otpPattern.test(otp)) return setOtpError(messages.otpInvalid);
    setOtpError(undefined);
    setPending('verify');
    setError('');
    try {
      const body = {
        loginId: loginId.trim(),
        loginWith,
        otp,
        loginMode: 'WEB',
        ...clientInfo(),
      } satisfies RequestOf<typeof ZLoginOtpValidateRequest>;
      const reply = await gatewayPost(loginOtpValidateCall, body);
      const data: ValidateReply = reply.data ?? {};
      const userData = data.userData?.[0];
      if (reply.isSuccess && userData && data.token) {
        return await onSignedIn(userData, data.token, loginWith);
      }
      setError(reply.displayMessage || data.message || messages.otpInvalid);
      setOtp('');
      const spent = (data.otp_wrongcount ?? 0) >= otpPolicy.maxWrong;
      if (spent || data.otp_regenrate === 'N') resetSoon();
    } catch (caught) {
      failed(caught);
    } finally {
      setPending(null);
    }
  }

  return { sent, round, otp, setOtp, otpError, error, pending, resetting, send, verify };
}
