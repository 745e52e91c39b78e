import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

interface SettingsFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What to know before typing: a forced change's reason, the PIN's rules. */
  intro?: ReactNode;
  done: string;
  problem: string;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A settings card: the outcome above the fields, the one button under them. */
export function SettingsForm(props: SettingsFormProps) {
  const { onSubmit, intro, done, problem, saving, submitLabel, children } = props;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="max-w-xl rounded-card border border-border bg-surface p-5 tablet:p-8"
    >
      <div className="flex flex-col gap-5">
        {intro}
        {done && <Alert tone="info">{done}</Alert>}
        {problem && <Alert tone="error">{problem}</Alert>}
        {children}
        <Button type="submit" loading={saving} className="tablet:self-start">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
