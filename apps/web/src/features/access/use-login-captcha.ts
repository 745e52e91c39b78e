import type { LoginMethod } from '@cdesk/domain';
import { useEffect, useRef, useState } from 'react';
import { captchaNeeded } from './captcha';
import type { readRemembered } from './remember-me';

/** The login's captcha: whether it is asked for, the code typed and which image is shown. */
export function useLoginCaptcha(remembered: ReturnType<typeof readRemembered>) {
  // Spec 1 section 4.2: asked for once the server counts 2 failures, or says it validates one.
  const [captcha, setCaptcha] = useState({ shown: false, code: '', image: 0 });
  // The login ID the server last said validates a captcha (it stays asked for until another ID).
  const validatedFor = useRef('');

  async function checkCaptcha(id: string, loginWith: LoginMethod) {
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

  return { captcha, setCaptcha, validatedFor, checkCaptcha };
}
