import { messages } from '@cdesk/domain';
import { useState } from 'react';
import { sessionCleared } from '../../app/access-slice';
import { gatewayPost } from '../../app/api';
import { loginNoticeSet } from '../../app/notice-slice';
import { useAppDispatch } from '../../app/store';

/**
 * Spec 1 section 4.4: revoke the session on the server, then clear it here. The branch code stays
 * (session storage), and the login guard takes the user to /login?nb={code} or /login.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await gatewayPost('ewaportfoliows/logout', undefined, { quietExpiry: true });
    } catch {
      // The user asked to leave: a failed or already-expired revoke must not keep them here.
    }
    dispatch(sessionCleared());
    dispatch(loginNoticeSet({ tone: 'info', text: messages.loggedOut }));
  }

  return { logout, pending };
}
