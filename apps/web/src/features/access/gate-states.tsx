import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { BrandLogo } from '../../ui/brand-logo';

/** The header with only the logo: the menu waits for the account's state. */
function LogoBar() {
  return (
    <div className="on-dark bg-header">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center px-4 tablet:px-6">
        <BrandLogo onDark />
      </div>
    </div>
  );
}

/** The shape of a logged-in page while the account's state is being checked. */
export function GateSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col" role="status" aria-live="polite">
      <span className="sr-only">Checking your account…</span>
      <LogoBar />
      <div className="mx-auto w-full max-w-[1200px] px-4 py-8 tablet:px-6 tablet:py-10">
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="mt-3 h-5 w-96 max-w-full" />
        <Skeleton className="mt-8 h-40 w-full max-w-2xl" />
      </div>
    </div>
  );
}

/** The account's state could not be read: nothing may open until it is, so say so plainly. */
export function GateProblem({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <LogoBar />
      <main className="mx-auto w-full max-w-2xl px-4 py-10">
        <LoadError message={message} onRetry={retry} />
      </main>
    </div>
  );
}
