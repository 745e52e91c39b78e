import { formatDecimal, type RiskLevel } from '@cdesk/domain';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { cx } from '../../../ui/cx';

/** NAV-like values to 3 decimals with the rupee sign (DESIGN.md). */
export function navText(nav: string): string {
  return `₹${formatDecimal(nav, 3)}`;
}

/** A return, signed and coloured, with an icon so colour is never the only sign. */
export function ReturnFigure({ value, className }: { value: string | null; className?: string }) {
  if (value === null) {
    return (
      <span className={cx('figures text-muted', className)}>
        <span aria-hidden>–</span>
        <span className="sr-only">Not available</span>
      </span>
    );
  }
  const negative = value.startsWith('-');
  const zero = /^-?0\.00$/.test(value);
  const Icon = negative ? TrendingDown : TrendingUp;
  return (
    <span
      className={cx(
        'figures inline-flex items-center gap-1 font-semibold',
        zero ? 'text-text' : negative ? 'text-loss' : 'text-gain',
        className,
      )}
    >
      {!zero && <Icon aria-hidden className="size-4" />}
      {negative || zero ? value.replace(/^-(?=0\.00$)/, '') : `+${value}`}%
    </span>
  );
}

const riskTones = ['bg-gain', 'bg-gain', 'bg-warning', 'bg-warning', 'bg-loss', 'bg-loss'] as const;

/** The riskometer as six steps with the level's name: the name carries the meaning. */
export function RiskBadge({ label, level }: { label: RiskLevel; level: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-text">
      <span aria-hidden className="flex gap-0.5">
        {riskTones.map((tone, i) => (
          <span key={i} className={cx('h-2.5 w-1.5 rounded-sm', i < level ? tone : 'bg-border')} />
        ))}
      </span>
      <span>
        <span className="sr-only">Riskometer: </span>
        {label}
      </span>
    </span>
  );
}
