import type { LoginMethod, TUserData } from '@cdesk/domain';
import { loggedIn } from './access-slice';
import { navigateTo } from '../../lib/navigation';
import { logoutTargetSet } from '../../lib/session-events';
import { store } from '../../lib/store';

/**
 * After a password or OTP login: keep the session, then let the post-login chain decide the first
 * screen (spec 1 section 4.1). The chain loads only now, so the login page stays light.
 */
export async function completeSignIn(
  userData: TUserData,
  token: string,
  loginWith: LoginMethod,
): Promise<void> {
  store.dispatch(logoutTargetSet(null));
  store.dispatch(loggedIn({ userData, token, loginWith }));
  try {
    const { continueChain } = await import('./post-login-chain');
    await continueChain();
  } catch {
    // The session gate asks for the account's state again and says what went wrong.
    navigateTo('/', { replace: true });
  }
}
