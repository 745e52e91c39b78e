import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';

/** Runs one decision: the confirmation it waits on, then the notice or the error it ends with. */
export function useDecisionAct(onDecided: () => Promise<void>) {
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const act = async (work: () => Promise<string>) => {
    setPending(true);
    setError('');
    try {
      const done = await work();
      setAsking(null);
      await onDecided();
      setNotice(done);
    } catch (failure) {
      setAsking(null);
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return { asking, setAsking, pending, error, setError, notice, act };
}
