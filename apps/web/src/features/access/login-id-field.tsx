import { loginMethodLabels, loginMethods, type LoginMethod } from '@cdesk/domain';
import type { Ref } from 'react';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { SegmentedChoice } from '../../ui/segmented-choice';

// Short names fit two segments on a 375px phone; the field below carries the full label.
const methodChoices = loginMethods.map((value) => ({
  value,
  label: value === 'NJACNO' ? 'Account No.' : 'Login ID',
}));

interface LoginIdFieldProps {
  method: LoginMethod;
  loginId: string;
  error?: string;
  disabled?: boolean;
  onMethodChange: (method: LoginMethod) => void;
  onLoginIdChange: (loginId: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** The login method and the login ID it asks for (spec 1 section 5: label after the method). */
export function LoginIdField({
  method,
  loginId,
  error,
  disabled,
  onMethodChange,
  onLoginIdChange,
  onBlur,
  ref,
}: LoginIdFieldProps) {
  const { label, placeholder } = loginMethodLabels[method];
  return (
    <>
      <SegmentedChoice
        label="Login with"
        value={method}
        choices={methodChoices}
        onChange={onMethodChange}
      />
      <Field label={label} error={error}>
        {(control) => (
          <Input
            {...control}
            ref={ref}
            name="loginId"
            value={loginId}
            disabled={disabled}
            placeholder={placeholder}
            verbatim
            autoComplete="username"
            inputMode={method === 'NJACNO' ? 'numeric' : 'text'}
            maxLength={64}
            onBlur={onBlur}
            onChange={(event) => onLoginIdChange(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
