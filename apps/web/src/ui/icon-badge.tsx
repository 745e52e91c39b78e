import type { LucideIcon } from 'lucide-react';
import { cx } from './cx';

const tones = {
  brand: 'bg-brand-soft text-brand',
  info: 'bg-info-soft text-info',
  warning: 'bg-warning-soft text-warning',
  loss: 'bg-loss-soft text-loss',
  gain: 'bg-gain-soft text-gain',
  muted: 'bg-subtle text-muted',
} as const;

export type BadgeTone = keyof typeof tones;

const sizes = {
  md: { badge: 'size-10', icon: 'size-5' },
  lg: { badge: 'size-12', icon: 'size-6' },
} as const;

interface IconBadgeProps {
  icon: LucideIcon;
  tone: BadgeTone;
  size?: keyof typeof sizes;
  className?: string;
}

/** An icon in a tinted circle: what a notice, a person or an empty list is about. */
export function IconBadge({ icon: Icon, tone, size = 'lg', className }: IconBadgeProps) {
  return (
    <span
      className={cx(
        'flex items-center justify-center rounded-full',
        sizes[size].badge,
        tones[tone],
        className,
      )}
    >
      <Icon aria-hidden className={sizes[size].icon} />
    </span>
  );
}
