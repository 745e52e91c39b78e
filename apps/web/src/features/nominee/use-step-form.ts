import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { fieldsClearedBy } from './error-clearing';
import { useSchemaResolver } from './use-schema-resolver';

/**
 * Saving a step: the server's displayMessage goes under the form, and the refusals that
 * concern particular fields empty them (spec 3 section 8).
 */
function useStepSave(form: UseFormReturn<FieldValues>) {
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
        for (const field of fieldsClearedBy(caught.errCode)) form.setValue(field, '');
      }
    } finally {
      setPending(null);
    }
  }

  return { save, error, pending };
}

interface StepFormOptions<Loaded> {
  /** What the screen's data is asked for by: a new key asks again. */
  key: string;
  load: () => Promise<Loaded>;
  /** The screen's schema from the domain rules; some depend on what was loaded. */
  schema: (loaded: Loaded | undefined) => z.ZodType<FieldValues, FieldValues> | undefined;
  /** The form's values from what was loaded. */
  toForm: (loaded: Loaded) => FieldValues;
  defaultValues?: FieldValues;
}

/**
 * A wizard screen's form: the screen's data loaded, the form filled from it and checked with the
 * domain schema, and its saves. `save` runs an action under a name that shows as `pending`;
 * `submit` does so once the form's values pass the schema, and `submitProps` gives the wizard
 * frame such a submit with its spinner and the error of the last save.
 */
export function useStepForm<Loaded>({
  key,
  load,
  schema,
  toForm,
  defaultValues,
}: StepFormOptions<Loaded>) {
  const { state, retry } = useGatewayLoad(key, load);
  const loaded = state.status === 'ready' ? state.data : undefined;
  // `schema` and `toForm` are new closures on each render; what was loaded says when they change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const current = useMemo(() => schema(loaded), [loaded]);
  const form = useForm<FieldValues>({ resolver: useSchemaResolver(current), defaultValues });
  const { save, error, pending } = useStepSave(form);

  useEffect(() => {
    if (loaded !== undefined) form.reset(toForm(loaded));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, form]);

  const submit = (name: string, action: (values: FieldValues) => Promise<void>) =>
    form.handleSubmit((values) => save(name, () => action(values)));
  /** The wizard frame's props for a form whose submit saves under `name`. */
  const submitProps = (name: string, action: (values: FieldValues) => Promise<void>) => ({
    error,
    onSubmit: submit(name, action),
    submitting: pending === name,
  });

  return { state, retry, form, save, submit, submitProps, pending };
}
