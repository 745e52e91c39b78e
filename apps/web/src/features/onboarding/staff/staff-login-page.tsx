import { captchaImageResource, gatewayUrl, reviewLabels } from '@cdesk/domain';
import { Suspense } from 'react';
import { CaptchaInput } from '../../access';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { PasswordField } from '../../../ui/password-field';
import { useStaffLogin } from './use-staff-login';

/** Staff log in with their employee code and password to review account applications. */
export function StaffLoginPage() {
  const {
    employeeCode,
    setEmployeeCode,
    password,
    setPassword,
    error,
    pending,
    captcha,
    setCaptchaCode,
    submit,
  } = useStaffLogin();

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
              onChange={setCaptchaCode}
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
