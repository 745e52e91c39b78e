import {
  checkLoginCredentials,
  loginMessages,
  type LoginCredentialErrors,
  type LoginMethod,
} from '@cdesk/domain';
import { useRef, useState, type FormEvent } from 'react';
import { readRemembered } from './remember-me';
import { useLogin } from './use-login';
import { useLoginCaptcha } from './use-login-captcha';

/** The password login's fields, the captcha once it is asked for, and the submit. */
export function useLoginForm(initialMethod: LoginMethod) {
  const [remembered] = useState(readRemembered);
  const [method, setMethod] = useState<LoginMethod>(remembered?.loginWith ?? initialMethod);
  const [loginId, setLoginId] = useState(remembered?.loginId ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== undefined);
  const [errors, setErrors] = useState<LoginCredentialErrors & { captcha?: string }>({});
  const loginIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const { login, pending, error } = useLogin();

  const { captcha, setCaptcha, validatedFor, checkCaptcha } = useLoginCaptcha(remembered);

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

  const clearError = (field: keyof typeof errors) =>
    setErrors((current) => ({ ...current, [field]: undefined }));

  return {
    method,
    loginId,
    password,
    remember,
    errors,
    captcha,
    refs: { loginIdRef, passwordRef, captchaRef },
    login: { pending, error },
    checkCaptcha: () => void checkCaptcha(loginId, method),
    onSubmit,
    setRemember,
    changeMethod: (next: LoginMethod) => {
      setMethod(next);
      setErrors({});
    },
    changeLoginId: (next: string) => {
      setLoginId(next);
      clearError('loginId');
    },
    changePassword: (next: string) => {
      setPassword(next);
      clearError('password');
    },
    changeCaptcha: (code: string) => {
      setCaptcha((current) => ({ ...current, code }));
      clearError('captcha');
    },
  };
}
