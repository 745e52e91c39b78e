import { useState } from 'react';
import { logout as endSession } from '../access';

/** The Logout button's state around the app's logout (spec 1 section 4.4). */
export function useLogout() {
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await endSession();
    } finally {
      setPending(false);
    }
  }

  return { logout, pending };
}
