import { onboardingMessages, reviewLabels, staffAuthenticateCall } from '@cdesk/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!employeeCode.trim() || !password) {
      setError(
        onboardingMessages.cannotBeEmpty(!employeeCode.trim() ? 'Employee Code' : 'Password'),
      );
      return;
    }
    setPending(true);
    setError('');
    try {
      const reply = await staffCall(staffAuthenticateCall, { employeeCode, password });
      if (reply.staff) startStaffSession(reply.token, reply.staff);
      navigate(staffPaths.applications, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
      setPassword('');
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
        <Button type="submit" loading={pending} className="mt-2 w-full">
          Login
        </Button>
      </form>
    </Card>
  );
}
