import { useSyncExternalStore } from 'react';
import { authorisationSession, type AuthorisationLogin } from '../../../lib/authorisation-session';

/** The tab's authorisation login (PIN or date of birth), or null. */
export function useAuthorisationLogin(): AuthorisationLogin | null {
  return useSyncExternalStore(authorisationSession.subscribe, authorisationSession.get);
}
