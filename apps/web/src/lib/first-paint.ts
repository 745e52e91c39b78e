let painted: Promise<void> | undefined;
let done = false;

/**
 * Resolves once the page has painted for the first time since it loaded (the frame after the
 * first call), and at once from then on. Calls to the gateway wait for it: the page shows first
 * (its skeletons, the greeting from the session), then the data it asks for fills it, so neither
 * the requests nor the work their answers make hold the first paint back. A hidden tab paints no
 * frames, so there a timer stands in for the frame.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((settle) => {
    const resolve = () => {
      done = true;
      settle();
    };
    const next = () => setTimeout(resolve);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      next();
      return;
    }
    requestAnimationFrame(next);
    // rAF stops when the tab is hidden before the frame; never wait long for it.
    setTimeout(resolve, 100);
  });
  return painted;
}

/** Whether the first paint has happened (afterFirstPaint has resolved). */
export function hasPainted(): boolean {
  return done;
}
