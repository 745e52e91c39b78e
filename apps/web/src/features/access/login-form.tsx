import {
  checkLoginCredentials,
  loginMethodLabels,
  loginMethods,
  type LoginCredentialErrors,
  type LoginMethod,
} from '@cdesk/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { PasswordField } from '../../ui/password-field';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { TextLink } from '../../ui/text-link';
import { readRemembered } from './remember-me';
import { useLogin } from './use-login';

// Short names fit two segments on a 375px phone; the field below carries the full label.
const methodChoices = loginMethods.map((value) => ({
  value,
  label: value === 'NJACNO' ? 'Account No.' : 'Login ID',
}));

export function LoginForm({ initialMethod }: { initialMethod: LoginMethod }) {
  const [remembered] = useState(readRemembered);
  const [method, setMethod] = useState<LoginMethod>(remembered?.loginWith ?? initialMethod);
  const [loginId, setLoginId] = useState(remembered?.loginId ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== undefined);
  const [errors, setErrors] = useState<LoginCredentialErrors>({});
  const loginIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { login, pending, error } = useLogin();
  const { label, placeholder } = loginMethodLabels[method];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkLoginCredentials({ loginId, password });
    setErrors(found);
    if (found.loginId) return loginIdRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    const outcome = await login({ loginId, password, loginWith: method, remember });
    if (outcome === 'blocked') setLoginId('');
    if (outcome !== 'done') setPassword('');
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <SegmentedChoice
        label="Login with"
        value={method}
        choices={methodChoices}
        onChange={(next) => {
          setMethod(next);
          setErrors({});
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={label} error={errors.loginId}>
        {(control) => (
          <Input
            {...control}
            ref={loginIdRef}
            name="loginId"
            value={loginId}
            placeholder={placeholder}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            inputMode={method === 'NJACNO' ? 'numeric' : 'text'}
            maxLength={64}
            onChange={(event) => {
              setLoginId(event.target.value);
              setErrors((current) => ({ ...current, loginId: undefined }));
            }}
          />
        )}
      </Field>
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        value={password}
        placeholder="Enter your password"
        autoComplete="current-password"
        maxLength={128}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <div className="-my-2 flex items-center justify-between gap-4">
        <Checkbox
          label="Remember me"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <TextLink to="/forgot-password" className="py-3 text-sm">
          Forgot password?
        </TextLink>
      </div>
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Logging in…' : 'Login'}
      </Button>
      <TextLink to="/forgot-loginid" className="self-center py-2 text-sm">
        Forgot login ID?
      </TextLink>
    </form>
  );
}
