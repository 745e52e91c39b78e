import { useCallback, useState } from 'react';
import { ApiError } from './api';
import { errorMessage } from './error-message';

/**
 * Runs one of a screen's actions at a time: which one is pending (for its button's spinner) and
 * the message of the last failure, worded by the server where it said something.
 */
export function useAction<Name extends string>() {
  const [pending, setPending] = useState<Name | null>(null);
  const [error, setError] = useState('');

  const run = useCallback(async (name: Name, action: () => Promise<unknown>) => {
    setPending(name);
    setError('');
    try {
      await action();
      return true;
    } catch (caught) {
      // A 401 has already sent the user to the login page with its own message.
      if (!(caught instanceof ApiError && caught.status === 401)) {
        setError(errorMessage(caught));
      }
      return false;
    } finally {
      setPending(null);
    }
  }, []);

  return { run, pending, error, setError };
}
