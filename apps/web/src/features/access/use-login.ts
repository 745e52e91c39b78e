import { isBlockedAfter, messages } from '@cdesk/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loggedIn, sessionCleared } from '../../app/access-slice';
import { ApiError } from '../../app/api';
import { loginNoticeSet } from '../../app/notice-slice';
import { useAppDispatch } from '../../app/store';
import { authenticate, type LoginInput } from './authenticate';
import { saveRemembered } from './remember-me';

export type LoginOutcome = 'done' | 'failed' | 'blocked';

/** Submits the credentials; on success stores the session and goes home (spec 1 section 4.1). */
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
        setError(result.message || messages.invalidCredentials);
        return isBlockedAfter(result.attemptCount) ? 'blocked' : 'failed';
      }
      saveRemembered(input.remember, { loginId: input.loginId.trim(), loginWith: input.loginWith });
      dispatch(
        loggedIn({ userData: result.userData, token: result.token, loginWith: input.loginWith }),
      );
      // The activation check and the forced screens of section 4.1 will decide this target.
      void navigate('/', { replace: true });
      return 'done';
    } catch (caught) {
      // Spec 1 section 8: a failed login call leaves no half session behind.
      dispatch(sessionCleared());
      setError(caught instanceof ApiError ? caught.message : messages.somethingWrong);
      return 'failed';
    } finally {
      setPending(false);
    }
  }

  return { login, pending, error };
}
