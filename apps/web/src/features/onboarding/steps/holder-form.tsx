import { CircleCheck } from 'lucide-react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { cx } from '../../../ui/cx';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';

/** A step's data, loaded once per key; the failure's words when it could not be. */
export function useStepData<T>(key: string, load: (signal: AbortSignal) => Promise<T | null>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setError('');
    load(controller.signal).then(
      (loaded) => !controller.signal.aborted && setData(loaded),
      (caught: unknown) => !controller.signal.aborted && setError(errorMessage(caught)),
    );
    return () => controller.abort();
    // `load` is a new closure each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { data, setData, error, reload: () => setRound((n) => n + 1) };
}

/** The field errors a refused save answered with (`fieldErrors` in its data), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const data = error.data as { fieldErrors?: Record<string, string> } | null;
  return data?.fieldErrors ?? {};
}

/**
 * Runs a save: the field errors of a refusal are kept for the fields, and the refusal is thrown
 * on so that the frame shows its message.
 */
export async function saving<T>(
  setErrors: (errors: Record<string, string>) => void,
  save: () => Promise<T>,
): Promise<T> {
  setErrors({});
  try {
    return await save();
  } catch (caught) {
    setErrors(fieldErrorsOf(caught));
    throw caught;
  }
}

/** Skeleton rows in the shape of a form while its data comes. */
export function FormSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  verbatim?: boolean;
}

/** A labelled text input with its error under it. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...props
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          {...props}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface CardChoice {
  value: string;
  label: string;
  note?: string;
}

/** A choice among a few options shown as cards: native radios, one column on a phone. */
export function ChoiceCards({
  legend,
  name,
  value,
  choices,
  onChange,
  error,
  columns = 2,
}: {
  legend: string;
  name: string;
  value: string;
  choices: readonly CardChoice[];
  onChange: (value: string) => void;
  error?: string;
  columns?: 2 | 3;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-muted">{legend}</legend>
      <div
        className={cx('grid gap-2', columns === 3 ? 'tablet:grid-cols-3' : 'tablet:grid-cols-2')}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-14 cursor-pointer items-start gap-3 rounded-card border border-border-strong bg-surface px-4 py-3 transition-colors duration-100 hover:border-muted has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-0.5 size-[18px] shrink-0 accent-brand"
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-base font-medium text-text">{choice.label}</span>
              {choice.note && <span className="text-sm text-muted">{choice.note}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-loss">{error}</p>}
    </fieldset>
  );
}

/** Says that a contact is verified: a tick with the words. */
export function VerifiedMark({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-gain">
      <CircleCheck aria-hidden className="size-4 shrink-0" />
      {children}
    </p>
  );
}
