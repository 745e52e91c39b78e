import { logoutCall, messages } from '@cdesk/domain';
import { sessionCleared } from '../../lib/session-events';
import { gatewayPost } from '../../lib/api';
import { clearRequestedPath } from '../../lib/requested-path';
import { appUrl, loadPage } from '../../lib/navigation';
import { loginNoticeSet, logoutTargetSet, stashLoginNotice } from '../../lib/session-events';
import { store } from '../../lib/store';
import { rememberedBranch } from '../../lib/branch-code';

/**
 * Spec 1 section 4.4: revoke the session on the server, clear it here (the branch code stays), and
 * go to /ewa/login?nb={code} when there is a branch code, else load the login page afresh.
 */
export async function logout(): Promise<void> {
  try {
    await gatewayPost(logoutCall, undefined, { quietExpiry: true });
  } catch {
    // The user asked to leave: a failed or already-expired revoke must not keep them here.
  }
  const branch = rememberedBranch();
  clearRequestedPath();
  if (branch) {
    // The login gate takes the user there as soon as the session is gone (require-login.tsx).
    store.dispatch(loginNoticeSet({ tone: 'info', text: messages.loggedOut }));
    store.dispatch(logoutTargetSet(`/ewa/login?nb=${encodeURIComponent(branch)}`));
    store.dispatch(sessionCleared());
  } else {
    store.dispatch(sessionCleared());
    // The reload drops every bit of state the session left in memory; the notice survives it.
    stashLoginNotice({ tone: 'info', text: messages.loggedOut });
    loadPage(appUrl('/login'));
  }
}
