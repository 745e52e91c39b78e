import { loginMessages, onboardingMessages, staffAuthenticateCall } from '@cdesk/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { staffCall, staffPaths, startStaffSession } from './staff-gateway';

/** The staff login: employee code, password, the captcha once asked for, and the submit. */
export function useStaffLogin() {
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

  const setCaptchaCode = (code: string) => setCaptcha((current) => ({ ...current, code }));

  return {
    employeeCode,
    setEmployeeCode,
    password,
    setPassword,
    error,
    pending,
    captcha,
    setCaptchaCode,
    submit,
  };
}
