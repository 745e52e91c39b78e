import { CircleCheck, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

interface Toast {
  id: number;
  message: string;
  /** A way on from the message, e.g. to the cart. */
  action?: { label: string; to: string };
}

const shownForMs = 6000;
let current: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: Toast | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says briefly that something happened; the newest message replaces the one showing. */
export function toast(message: string, action?: Toast['action']): void {
  lastId += 1;
  publish({ id: lastId, message, ...(action ? { action } : {}) });
}

/**
 * Where toasts appear, once per frame: a polite live region that is always there, so a screen
 * reader hears each message. A message goes after six seconds, unless the pointer or the focus
 * is on it, or at once with Dismiss.
 */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => current);
  // Held by the id it was held for: a new message starts its own six seconds.
  const [heldId, setHeldId] = useState<number | null>(null);
  const held = shown !== null && heldId === shown.id;
  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(() => {
      if (current?.id === shown.id) publish(null);
    }, shownForMs);
    return () => clearTimeout(timer);
  }, [shown, held]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-[76px] z-40 flex justify-end tablet:inset-x-6 desktop:top-[128px]"
    >
      {shown && (
        <div
          key={shown.id}
          onMouseEnter={() => setHeldId(shown.id)}
          onMouseLeave={() => setHeldId(null)}
          onFocus={() => setHeldId(shown.id)}
          onBlur={() => setHeldId(null)}
          className="pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-card border border-border bg-surface py-2 pr-2 pl-4 text-[15px] text-text shadow-popup"
        >
          <CircleCheck aria-hidden className="size-5 shrink-0 text-gain" />
          <span className="min-w-0 flex-1 font-medium">{shown.message}</span>
          {shown.action && (
            <Link
              to={shown.action.to}
              onClick={() => publish(null)}
              className="flex min-h-11 items-center rounded-md px-2 font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            >
              {shown.action.label}
            </Link>
          )}
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => publish(null)}
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
