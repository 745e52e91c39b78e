let painted: Promise<void> | undefined;
let done = false;

/**
 * The app's first page, once the app says it is coming. The browser paints frames before any
 * page is on screen (an empty root while the route table loads); a part deferred until "after the
 * first paint" must wait for the frame that shows the page, not for one of those.
 */
let content: Promise<void> | undefined;
let contentShown = () => {};
/** Past this, nothing waits for the page any more (a route that failed to load, say). */
const contentPatienceMs = 3000;

/**
 * Called once by the app before it renders: from now on the first paint is the one after the
 * first page commits (contentCommitted), so that what waits for it follows the page.
 */
export function awaitFirstContent(): void {
  if (content) return;
  content = new Promise<void>((settle) => {
    contentShown = settle;
    setTimeout(settle, contentPatienceMs);
  });
}

/** The first page of the app has committed to the DOM; its paint is the next frame's. */
export function contentCommitted(): void {
  contentShown();
}

function nextFrame(): Promise<void> {
  return new Promise<void>((settle) => {
    const next = () => setTimeout(settle);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      next();
      return;
    }
    requestAnimationFrame(next);
    // rAF stops when the tab is hidden before the frame; never wait long for it.
    setTimeout(settle, 100);
  });
}

/** Who waits for the first paint, released a few per task so that starting them is no long task. */
const waiting: Array<() => void> = [];
const releasedPerTask = 3;

function release(): void {
  for (const next of waiting.splice(0, releasedPerTask)) next();
  if (waiting.length > 0) setTimeout(release);
}

/**
 * Resolves once the page has painted for the first time since it loaded (the frame after the
 * first page commits), and at once from then on. Calls to the gateway wait for it: the page shows
 * first (its skeletons, the greeting from the session), then the data it asks for fills it, so
 * neither the requests nor the work their answers make hold the first paint back. What waited
 * goes on a few at a time, each group in a task of its own. A hidden tab paints no frames, so
 * there a timer stands in for the frame.
 */
export function afterFirstPaint(): Promise<void> {
  if (done) return Promise.resolve();
  painted ??= (content ?? Promise.resolve()).then(nextFrame).then(() => {
    done = true;
    release();
  });
  return new Promise<void>((resolve) => waiting.push(resolve));
}

/** Whether the first paint has happened (afterFirstPaint has resolved). */
export function hasPainted(): boolean {
  return done;
}
