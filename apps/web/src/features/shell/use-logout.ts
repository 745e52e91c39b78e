import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout as endSession, logoutHeldBy } from '../access';

/** What a page opened instead of logging out reads from its navigation state. */
export interface LogoutHeldState {
  logoutHeld: true;
}

/**
 * The Logout button's state around the app's logout (spec 1 section 4.4). From the profile menu
 * (`guarded`) the logout proceeds only when no area holds unsaved work; otherwise the investor is
 * taken to that work (/createneed for unsaved need changes).
 */
export function useLogout({ guarded = false }: { guarded?: boolean } = {}) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();

  async function logout() {
    const held = guarded ? logoutHeldBy() : null;
    if (held) {
      const state: LogoutHeldState = { logoutHeld: true };
      await navigate(held, { state });
      return;
    }
    setPending(true);
    try {
      await endSession();
    } finally {
      setPending(false);
    }
  }

  return { logout, pending };
}
