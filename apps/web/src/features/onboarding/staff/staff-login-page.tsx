import {
  captchaImageResource,
  gatewayUrl,
  loginMessages,
  onboardingMessages,
  reviewLabels,
  staffAuthenticateCall,
} from '@cdesk/domain';
import { type FormEvent, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { CaptchaInput } from '../../access';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { PasswordField } from '../../../ui/password-field';
import { staffCall, staffPaths, startStaffSession } from './staff-gateway';

/** Staff log in with their employee code and password to review account applications. */
export function StaffLoginPage() {
  const navigate = useNavigate();
  const [employeeCode, setEmployeeCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  // Asked from the second wrong password; each answer spends its image, so a refusal draws anew.
  const [captcha, setCaptcha] = useState({ shown: false, code: '', image: 0 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!employeeCode.trim() || !password) {
      setError(
        onboardingMessages.cannotBeEmpty(!employeeCode.trim() ? 'Employee Code' : 'Password'),
      );
      return;
    }
    if (captcha.shown && !captcha.code.trim()) {
      setError(loginMessages.captchaRequired);
      return;
    }
    setPending(true);
    setError('');
    try {
      const reply = await staffCall(staffAuthenticateCall, {
        employeeCode,
        password,
        captchaCode: captcha.shown ? captcha.code : '',
      });
      if (reply.staff) startStaffSession(reply.token, reply.staff);
      navigate(staffPaths.applications, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
      setPassword('');
      const asked =
        failure instanceof ApiError &&
        (failure.data as { isCaptchaValidate?: boolean } | null)?.isCaptchaValidate === true;
      setCaptcha((current) => ({
        shown: asked || current.shown,
        code: '',
        image: current.image + 1,
      }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="mx-auto w-full max-w-md p-6 tablet:p-8">
      <h1 className="text-2xl font-semibold">{reviewLabels.loginTitle}</h1>
      <p className="mt-1 text-[15px] text-muted">
        For staff who review account opening applications.
      </p>
      <form
        className="mt-6 flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {error && <Alert tone="error">{error}</Alert>}
        <Field label={reviewLabels.employeeCode}>
          {(control) => (
            <Input
              {...control}
              name="employeeCode"
              verbatim
              value={employeeCode}
              onChange={(event) => setEmployeeCode(event.target.value)}
              autoComplete="username"
              maxLength={20}
            />
          )}
        </Field>
        <PasswordField
          label={reviewLabels.password}
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
        />
        {captcha.shown && (
          <Suspense fallback={<div className="h-[164px]" aria-busy />}>
            <CaptchaInput
              loginId={`staff:${employeeCode.trim().toUpperCase()}`}
              imageAddress={gatewayUrl(captchaImageResource)}
              imageKey={captcha.image}
              value={captcha.code}
              onChange={(code) => setCaptcha((current) => ({ ...current, code }))}
            />
          </Suspense>
        )}
        <Button type="submit" loading={pending} className="mt-2 w-full">
          Login
        </Button>
      </form>
    </Card>
  );
}
