import { formatDate, formatPaise, type GoalStatus } from '@cdesk/domain';
import { CircleAlert, CircleCheck, TrendingUp } from 'lucide-react';
import { cx } from '../../ui/cx';

const statusLooks: Record<
  GoalStatus,
  { label: string; className: string; Icon: typeof CircleCheck }
> = {
  ACHIEVED: { label: 'Achieved', className: 'bg-gain-soft text-gain', Icon: CircleCheck },
  ON_TRACK: { label: 'On track', className: 'bg-gain-soft text-gain', Icon: TrendingUp },
  BEHIND: { label: 'Behind', className: 'bg-warning-soft text-warning', Icon: CircleAlert },
};

/** A goal's status in words with an icon, so colour is never the only sign. */
export function GoalStatusBadge({ status }: { status: GoalStatus }) {
  const { label, className, Icon } = statusLooks[status];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}

/** Linked value against the future amount, as a bar and in figures. */
export function GoalProgress({
  progressPct,
  linkedValuePaise,
  futurePaise,
  label,
}: {
  progressPct: string;
  linkedValuePaise: number;
  futurePaise: number;
  label: string;
}) {
  const shown = Math.min(100, Number(progressPct));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted">
          <span className="figures font-semibold text-text">{formatPaise(linkedValuePaise)}</span>{' '}
          of <span className="figures">{formatPaise(futurePaise)}</span>
        </span>
        <span className="figures font-semibold text-text">{progressPct}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={`${progressPct}%`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-subtle"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${shown}%` }} />
      </div>
    </div>
  );
}

/** Months as years and months: 62 -> '5 years 2 months'. */
export function durationText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'less than a month';
}

/** A date in a sentence, kept on one line. */
export function DateText({ iso }: { iso: string }) {
  return <span className="figures whitespace-nowrap">{formatDate(iso)}</span>;
}
