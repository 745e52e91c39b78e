import { captchaRequired, getCaptchaCall, type LoginMethod } from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

/** POST login/getcaptcha: whether this login ID has failed often enough to need the captcha. */
export async function captchaNeeded(loginId: string, loginWith: LoginMethod): Promise<boolean> {
  const { count } = await gatewayCall(getCaptchaCall, {
    loginId: loginId.trim(),
    loginWith,
  });
  return captchaRequired(count);
}
