import { messages } from '@cdesk/domain';

/** Last resort when a page fails to load or render (for example a chunk gone after a release). */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-lg font-semibold">{messages.somethingWrong}</h1>
      <button
        type="button"
        className="min-h-11 rounded-card bg-brand px-5 font-medium text-brand-fg hover:bg-brand-hover"
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </main>
  );
}
