import { isBlockedAfter, loginMessages } from '@cdesk/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionCleared } from '../../lib/session-events';
import { loginNoticeSet } from '../../lib/session-events';
import { useAppDispatch } from '../../lib/store';
import { authenticate, type LoginInput } from './authenticate';
import { saveRemembered } from './remember-me';
import { completeSignIn } from './sign-in';
import { errorMessage } from '../../lib/error-message';

export type LoginOutcome =
  { kind: 'done' } | { kind: 'failed'; captcha: boolean } | { kind: 'blocked' };

/** Submits the credentials; on success stores the session and starts the post-login chain. */
export function useLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function login(input: LoginInput & { remember: boolean }): Promise<LoginOutcome> {
    setPending(true);
    setError('');
    dispatch(loginNoticeSet(null));
    try {
      const result = await authenticate(input);
      if (!result.ok) {
        // Spec 1 section 8: a blocked account gets an empty message here and its own page.
        if (isBlockedAfter(result.attemptCount)) {
          void navigate('/ucc-block');
          return { kind: 'blocked' };
        }
        setError(result.message || loginMessages.invalidCredentials);
        return { kind: 'failed', captcha: result.isCaptchaValidate };
      }
      saveRemembered(input.remember, { loginId: input.loginId.trim(), loginWith: input.loginWith });
      await completeSignIn(result.userData, result.token, input.loginWith);
      return { kind: 'done' };
    } catch (caught) {
      // Spec 1 section 8: a failed login call leaves no half session behind.
      dispatch(sessionCleared());
      setError(errorMessage(caught));
      return { kind: 'failed', captcha: false };
    } finally {
      setPending(false);
    }
  }

  return { login, pending, error };
}
