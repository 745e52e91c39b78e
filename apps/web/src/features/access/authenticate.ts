import {
  authenticateCall,
  type LoginMethod,
  type TAuthenticateRequest,
  type TAuthenticateResponse,
  type TUserData,
} from '@cdesk/domain';
import { gatewayPost } from '../../lib/api';
import { clientInfo } from '../../lib/client-info';

export interface LoginInput {
  loginId: string;
  password: string;
  loginWith: LoginMethod;
  /** The captcha as typed; empty while the captcha is not asked for. */
  captchaCode: string;
}

export type LoginResult =
  | { ok: true; userData: TUserData; token: string }
  | { ok: false; message: string; attemptCount: number; isCaptchaValidate: boolean };

/** POST login/v2/authenticate. A wrong password is an answer (HTTP 200), not an exception. */
export async function authenticate({ loginId, password, loginWith, captchaCode }: LoginInput) {
  const body = {
    loginId: loginId.trim(),
    password,
    loginMode: 'WEB',
    ...clientInfo(),
    captchaCode: captchaCode.trim(),
    verifyCaptcha: captchaCode.trim() ? 'Y' : '',
    loginWith,
  } satisfies TAuthenticateRequest;
  const envelope = await gatewayPost(authenticateCall, body);
  // A refusal carries the failure's fields, or no data at all.
  const reply: Partial<TAuthenticateResponse> | null = envelope.data;
  const data = reply ?? {};
  const userData = data.userData?.[0];
  if (envelope.isSuccess && userData && data.token) {
    return { ok: true, userData, token: data.token } satisfies LoginResult;
  }
  return {
    ok: false,
    message: envelope.displayMessage || data.message || '',
    attemptCount: data.attemptCount ?? 0,
    isCaptchaValidate: data.isCaptchaValidate ?? false,
  } satisfies LoginResult;
}
