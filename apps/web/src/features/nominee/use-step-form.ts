import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { fieldsClearedBy } from './error-clearing';
import { errorMessage } from '../../lib/error-message';

/**
 * Saving a step: the server's displayMessage goes under the form, and the refusals that
 * concern particular fields empty them (spec 3 section 8).
 */
export function useStepSave<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const [error, setError] = useState('');
  const [pending, setPending] = useState<string | null>(null);

  async function save(name: string, action: () => Promise<void>) {
    setError('');
    setPending(name);
    try {
      await action();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return;
      setError(errorMessage(caught));
      if (caught instanceof ApiError) {
        for (const field of fieldsClearedBy(caught.errCode)) {
          form.setValue(field as never, '' as never);
        }
      }
    } finally {
      setPending(null);
    }
  }

  return { save, error, pending };
}
