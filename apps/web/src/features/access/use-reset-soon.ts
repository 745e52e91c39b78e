import { otpPolicy } from '@cdesk/domain';
import { useEffect, useRef, useState } from 'react';

/** Runs `reset` once the failure pause of the OTP policy has passed; `resetting` meanwhile. */
export function useResetSoon(reset: () => void) {
  const [resetting, setResetting] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  function resetSoon() {
    setResetting(true);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => {
      reset();
      setResetting(false);
    }, otpPolicy.failureResetMs);
  }

  return { resetting, resetSoon };
}
