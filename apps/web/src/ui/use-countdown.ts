import { useEffect, useState } from 'react';

/**
 * Seconds left of `seconds`, counted from when `runKey` last changed; 0 when done. Reads the
 * clock on each tick, so a throttled background tab still shows the true time left. A new run
 * shows its full time from its first render, never the last run's 0 for a frame.
 */
export function useCountdown(seconds: number, runKey: unknown): number {
  const [run, setRun] = useState({ seconds, runKey, left: seconds });
  const isNewRun = run.seconds !== seconds || run.runKey !== runKey;
  if (isNewRun) setRun({ seconds, runKey, left: seconds });

  useEffect(() => {
    if (seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRun((current) => ({ ...current, left: remaining }));
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, runKey]);

  return isNewRun ? seconds : run.left;
}

/** 185 -> "03:05" */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
