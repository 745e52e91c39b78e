import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint, hasPainted } from '../lib/first-paint';

/** False for the render that makes the page's first paint, true from the frame after it. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(hasPainted);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void afterFirstPaint().then(() => {
      // A transition: mounting the parts yields to the browser instead of holding it.
      if (current) startTransition(() => setReady(true));
    });
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}

/**
 * A part that is not needed to see the page (a dropdown, a drawer, a popup): the page paints with
 * `Fallback`, drawn exactly like the part's resting state but inert, and the part's code, from its
 * own chunk, is fetched only after that first paint and then takes its place.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    const painted = useAfterFirstPaint();
    const fallback = <Fallback {...props} />;
    if (!painted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
