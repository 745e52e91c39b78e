import { captchaImageResource, gatewayUrl, type LoginMethod } from '@cdesk/domain';
import { lazy, Suspense } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { PasswordField } from '../../ui/password-field';
import { TextLink } from '../../ui/text-link';
import { LoginIdField } from './login-id-field';
import { useLoginForm } from './use-login-form';

// Only a login ID that failed twice needs it, so it loads when it is first shown.
const CaptchaField = lazy(async () => ({
  default: (await import('./captcha-field')).CaptchaField,
}));

interface LoginFormProps {
  initialMethod: LoginMethod;
  onUseOtp: () => void;
}

export function LoginForm({ initialMethod, onUseOtp }: LoginFormProps) {
  const {
    method,
    loginId,
    password,
    remember,
    errors,
    captcha,
    refs,
    login,
    checkCaptcha,
    onSubmit,
    setRemember,
    changeMethod,
    changeLoginId,
    changePassword,
    changeCaptcha,
  } = useLoginForm(initialMethod);
  const { pending, error } = login;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <LoginIdField
        ref={refs.loginIdRef}
        method={method}
        loginId={loginId}
        error={errors.loginId}
        onMethodChange={changeMethod}
        onLoginIdChange={changeLoginId}
        onBlur={checkCaptcha}
      />
      <PasswordField
        ref={refs.passwordRef}
        label="Password"
        name="password"
        value={password}
        placeholder="Enter your password"
        autoComplete="current-password"
        maxLength={128}
        error={errors.password}
        onChange={(event) => changePassword(event.target.value)}
      />
      {captcha.shown && (
        <Suspense fallback={<div className="h-[164px]" aria-busy />}>
          <CaptchaField
            ref={refs.captchaRef}
            loginId={loginId}
            imageAddress={gatewayUrl(captchaImageResource)}
            imageKey={captcha.image}
            value={captcha.code}
            error={errors.captcha}
            onChange={changeCaptcha}
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
