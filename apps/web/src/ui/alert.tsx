import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

interface AlertProps {
  tone: 'error' | 'info';
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Errors interrupt a screen reader (role alert); information waits its turn (role status). */
export function Alert({ tone, children, action, className }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex items-start gap-3 rounded-card border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-loss/30 bg-loss-soft text-loss'
          : 'border-info/30 bg-info-soft text-info',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1 font-medium">{children}</div>
      {action}
    </div>
  );
}
