import type { LoginMethod, RecoveryPurpose } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { LoginIdField } from '../login-id-field';
import { dobProblem, formatDobInput, panProblem } from './dob';
import type { RecoveryDetails } from './recovery-calls';

interface DetailsStepProps {
  purpose: RecoveryPurpose;
  initial: RecoveryDetails | null;
  pending: boolean;
  onSubmit: (details: RecoveryDetails) => void;
}

type Errors = Partial<Record<'loginId' | 'pan' | 'dob', string>>;

/**
 * Who the investor is: the login ID (password, PIN) or the PAN (login ID forgotten), and the date
 * of birth on record. What was typed stays when they come back from the OTP step.
 */
export function DetailsStep({ purpose, initial, pending, onSubmit }: DetailsStepProps) {
  const [method, setMethod] = useState<LoginMethod>(initial?.loginWith ?? 'NJACNO');
  const [loginId, setLoginId] = useState(initial?.loginId ?? '');
  const [pan, setPan] = useState(initial?.pan ?? '');
  const [dob, setDob] = useState(initial?.dob ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const byPan = purpose === 'LOGINID';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      loginId: !byPan && loginId.trim() === '' ? 'Login ID cannot be empty.' : undefined,
      pan: byPan ? (panProblem(pan) ?? undefined) : undefined,
      dob: dobProblem(dob) ?? undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit({ loginId: byPan ? '' : loginId.trim(), loginWith: method, pan, dob });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {byPan ? (
        <Field label="PAN" error={errors.pan}>
          {(control) => (
            <Input
              {...control}
              name="pan"
              value={pan}
              verbatim
              autoCapitalize="characters"
              maxLength={10}
              placeholder="ABCDE1234F"
              className="figures uppercase"
              onChange={(event) => setPan(event.target.value.toUpperCase().replace(/\s/g, ''))}
            />
          )}
        </Field>
      ) : (
        <LoginIdField
          method={method}
          loginId={loginId}
          error={errors.loginId}
          onMethodChange={setMethod}
          onLoginIdChange={setLoginId}
        />
      )}
      <Field label="Date of birth" error={errors.dob} hint="As DD-MM-YYYY, for example 12-04-1986.">
        {(control) => (
          <Input
            {...control}
            name="dob"
            value={dob}
            inputMode="numeric"
            autoComplete="bday"
            placeholder="DD-MM-YYYY"
            maxLength={10}
            className="figures"
            onChange={(event) => setDob(formatDobInput(event.target.value))}
          />
        )}
      </Field>
      <Button type="submit" loading={pending} className="w-full">
        Send OTP
      </Button>
    </form>
  );
}
