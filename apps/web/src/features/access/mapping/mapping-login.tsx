import { mappingCredentialProblem } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { authoriseWithPin } from './mapping-calls';

interface MappingLoginProps {
  ac: string;
  name: string;
  onAuthorised: (token: string) => void;
}

/** Spec 1 section 5: the account with its investor, and one numeric field for PIN or birth date. */
export function MappingLogin({ ac, name, onAuthorised }: MappingLoginProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const { run, pending, error } = useAction<'login'>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = mappingCredentialProblem(value);
    setProblem(found ?? undefined);
    if (found) return;
    void run('login', async () => {
      const { token } = await authoriseWithPin(ac, value);
      onAuthorised(token);
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card bg-subtle p-4 text-sm">
        <dt className="text-muted">Wealth account no.</dt>
        <dd className="figures text-right font-semibold text-text">{ac}</dd>
        <dt className="text-muted">Investor</dt>
        <dd className="text-right font-semibold text-text">{name}</dd>
      </dl>
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label="PIN / Date of Birth"
        error={problem}
        hint="Your 4-digit PIN, or your date of birth as DDMMYYYY."
      >
        {(control) => (
          <Input
            {...control}
            name="credential"
            type="password"
            value={value}
            inputMode="numeric"
            minLength={4}
            maxLength={8}
            autoComplete="off"
            className="figures tracking-widest"
            onChange={(event) => {
              setValue(event.target.value.replace(/\D/g, '').slice(0, 8));
              setProblem(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" loading={pending === 'login'} className="w-full">
        Continue
      </Button>
    </form>
  );
}
