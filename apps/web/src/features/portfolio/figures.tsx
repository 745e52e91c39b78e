import { formatPaise, showDate } from '@cdesk/domain';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { cx } from '../../ui/cx';

/** A percentage string from the gateway ('12.34', '-1.20'), signed; a dash when there is none. */
export function signedPercent(percent: string | null): string {
  if (percent === null) return '–';
  return `${percent.startsWith('-') ? '' : '+'}${percent}%`;
}

/** Gain as amount and percentage together, signed and coloured, with an arrow (never colour alone). */
export function Gain({
  paise,
  percent,
  stacked = false,
  className,
}: {
  paise: number;
  percent: string | null;
  /** The percentage under the amount, for narrow columns. */
  stacked?: boolean;
  className?: string;
}) {
  const loss = paise < 0;
  const Icon = loss ? TrendingDown : TrendingUp;
  const amount = `${loss ? '-' : '+'}${formatPaise(Math.abs(paise))}`;
  return (
    <span
      className={cx(
        'figures inline-flex items-start gap-1 font-semibold',
        loss ? 'text-loss' : 'text-gain',
        className,
      )}
    >
      <Icon aria-hidden className="mt-[0.2em] size-4 shrink-0" />
      <span className={stacked ? 'flex flex-col items-end' : 'flex flex-wrap gap-x-1'}>
        <span className="whitespace-nowrap">{amount}</span>
        {percent !== null && (
          <span className="whitespace-nowrap font-medium">({signedPercent(percent)})</span>
        )}
      </span>
    </span>
  );
}

/** 'NAV as on 21-08-2026': every value says which NAV it stands on. */
export function NavDate({ date, className }: { date: string | null; className?: string }) {
  if (!date) return null;
  return (
    <span className={cx('text-xs whitespace-nowrap text-muted', className)}>
      NAV as on {showDate(date)}
    </span>
  );
}

/** A labelled figure of a summary: the figure larger than its label. */
export function Figure({
  label,
  children,
  large = false,
  className,
  note,
}: {
  label: string;
  children: React.ReactNode;
  large?: boolean;
  className?: string;
  /** Shown under the figure, inside its description (a NAV date, say). */
  note?: React.ReactNode;
}) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd
        className={cx(
          'figures font-semibold text-text',
          large ? 'text-3xl tracking-tight tablet:text-4xl' : 'text-lg',
        )}
      >
        {children}
        {note}
      </dd>
    </div>
  );
}
