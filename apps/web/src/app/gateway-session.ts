import { loginMessages } from '@cdesk/domain';
import { activationStale } from '../features/access/access-slice';
import { sessionCleared } from '../lib/session-events';
import { errorPageMessageSet, loginNoticeSet } from '../lib/session-events';
import { connectGatewaySession } from '../lib/api';
import { authorisationSession } from '../lib/authorisation-session';
import { loginPath } from '../lib/login-path';
import { navigateTo } from '../lib/navigation';
import type { AppStore } from '../lib/store';

/** What the gateway's replies do to the session: 401 ends it, 417 and STEPS_PENDING are kept. */
export function connectSession(store: AppStore): void {
  connectGatewaySession({
    // A desk login, else the authorisation login of the authorise page on screen (spec 3 section 6).
    token: () => store.getState().access.token || authorisationSession.token(),
    expired: () => {
      // Parallel calls can all come back 401; the first one tells the user, the rest stay quiet.
      if (!store.getState().access.is_login) {
        // The authorisation login ran out: its page asks for the PIN or date of birth again.
        authorisationSession.clear();
        return;
      }
      store.dispatch(sessionCleared());
      store.dispatch(loginNoticeSet({ tone: 'info', text: loginMessages.sessionExpired }));
      navigateTo(loginPath(), { replace: true });
    },
    errorPageMessage: (message) => store.dispatch(errorPageMessageSet(message)),
    // The session gate asks for the facts again and takes the user to the step.
    stepsPending: () => store.dispatch(activationStale()),
  });
}
