import { ChevronRight, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { IconBadge } from '../../ui/icon-badge';
import { pendingListPath } from './auth-paths';
import { usePendingAuthCount } from './pending-count';

export const pendingText = (count: number) =>
  count === 1
    ? '1 transaction waits for your authorisation'
    : `${count} transactions wait for your authorisation`;

/** The dashboard's card of what the partner placed for the client: shown while any waits. */
export function PendingAuthCard({ className }: { className?: string }) {
  const count = usePendingAuthCount();
  if (!count) return null;
  return (
    <Link
      to={pendingListPath}
      className={`group flex min-h-11 items-center gap-4 rounded-card border border-warning/40 bg-warning-soft p-4 focus-visible:outline-2 focus-visible:outline-focus ${className ?? ''}`}
    >
      <IconBadge icon={ClipboardCheck} tone="warning" size="md" className="bg-surface" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-text">{pendingText(count)}</span>
        <span className="text-sm text-muted">
          Placed by your Wealth Partner. Review, then authorise or reject each one.
        </span>
      </span>
      <span className="figures flex items-center gap-1 text-sm font-semibold text-brand">
        <span className="hidden tablet:inline">Review</span>
        <ChevronRight
          aria-hidden
          className="size-5 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </Link>
  );
}
