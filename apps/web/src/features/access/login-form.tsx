import {
  captchaImageResource,
  checkLoginCredentials,
  gatewayUrl,
  loginMessages,
  type LoginCredentialErrors,
  type LoginMethod,
} from '@cdesk/domain';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { PasswordField } from '../../ui/password-field';
import { TextLink } from '../../ui/text-link';
import { captchaNeeded } from './captcha';
import { LoginIdField } from './login-id-field';
import { readRemembered } from './remember-me';
import { useLogin } from './use-login';

// Only a login ID that failed twice needs it, so it loads when it is first shown.
const CaptchaField = lazy(async () => ({
  default: (await import('./captcha-field')).CaptchaField,
}));

interface LoginFormProps {
  initialMethod: LoginMethod;
  onUseOtp: () => void;
}

export function LoginForm({ initialMethod, onUseOtp }: LoginFormProps) {
  const [remembered] = useState(readRemembered);
  const [method, setMethod] = useState<LoginMethod>(remembered?.loginWith ?? initialMethod);
  const [loginId, setLoginId] = useState(remembered?.loginId ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== undefined);
  const [errors, setErrors] = useState<LoginCredentialErrors & { captcha?: string }>({});
  // Spec 1 section 4.2: asked for once the server counts 2 failures, or says it validates one.
  const [captcha, setCaptcha] = useState({ shown: false, code: '', image: 0 });
  // The login ID the server last said validates a captcha (it stays asked for until another ID).
  const validatedFor = useRef('');
  const loginIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const { login, pending, error } = useLogin();

  async function checkCaptcha(id = loginId, loginWith = method) {
    if (id.trim() === '') return;
    const needed = await captchaNeeded(id, loginWith).catch(() => false);
    const shown = needed || validatedFor.current === id.trim();
    setCaptcha((current) => ({ ...current, shown }));
  }

  useEffect(() => {
    // A remembered login ID may already have failed twice.
    if (remembered) void checkCaptcha(remembered.loginId, remembered.loginWith);
    // Once, for the login ID found at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = checkLoginCredentials({ loginId, password });
    if (captcha.shown && captcha.code.trim() === '') found.captcha = loginMessages.captchaRequired;
    setErrors(found);
    if (found.loginId) return loginIdRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.captcha) return captchaRef.current?.focus();
    const captchaCode = captcha.shown ? captcha.code : '';
    const outcome = await login({ loginId, password, loginWith: method, remember, captchaCode });
    if (outcome.kind === 'done') return;
    setPassword('');
    setCaptcha((current) => ({ ...current, code: '', image: current.image + 1 }));
    if (outcome.kind === 'blocked') {
      setLoginId('');
      setCaptcha({ shown: false, code: '', image: 0 });
      return;
    }
    if (outcome.captcha) validatedFor.current = loginId.trim();
    void checkCaptcha(loginId, method);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <LoginIdField
        ref={loginIdRef}
        method={method}
        loginId={loginId}
        error={errors.loginId}
        onMethodChange={(next) => {
          setMethod(next);
          setErrors({});
        }}
        onLoginIdChange={(next) => {
          setLoginId(next);
          setErrors((current) => ({ ...current, loginId: undefined }));
        }}
        onBlur={() => void checkCaptcha()}
      />
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
      {captcha.shown && (
        <Suspense fallback={<div className="h-[164px]" aria-busy />}>
          <CaptchaField
            ref={captchaRef}
            loginId={loginId}
            imageAddress={gatewayUrl(captchaImageResource)}
            imageKey={captcha.image}
            value={captcha.code}
            error={errors.captcha}
            onChange={(code) => {
              setCaptcha((current) => ({ ...current, code }));
              setErrors((current) => ({ ...current, captcha: undefined }));
            }}
          />
        </Suspense>
      )}
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
      <Divider />
      <Button variant="secondary" className="w-full" onClick={onUseOtp}>
        Login with OTP
      </Button>
      <TextLink to="/forgot-loginid" className="self-center py-2 text-sm">
        Forgot login ID?
      </TextLink>
    </form>
  );
}

function Divider() {
  return (
    <div className="-my-1 flex items-center gap-3 text-sm text-muted" aria-hidden>
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
