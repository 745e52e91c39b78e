import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Card } from './card';
import { cx } from './cx';
import { IconBadge, type BadgeTone } from './icon-badge';

interface NoticeScreenProps {
  icon: LucideIcon;
  tone: BadgeTone;
  title: string;
  /** A short line above the title: why the screen is here ("Action needed"). */
  eyebrow?: string;
  children?: ReactNode;
  /** The buttons; on a phone they stack, the first one on top. */
  actions?: ReactNode;
  /** A failed action's message, under the text. */
  error?: string | null;
  className?: string;
}

/** One message and its one or two ways on: the forced steps, blocked and done screens. */
export function NoticeScreen({
  icon,
  tone,
  title,
  eyebrow,
  children,
  actions,
  error,
  className,
}: NoticeScreenProps) {
  return (
    <main className={cx('flex-1 px-4 py-8 tablet:px-6 tablet:py-14', className)}>
      <Card className="mx-auto w-full max-w-xl p-6 shadow-sm tablet:p-8">
        <IconBadge icon={icon} tone={tone} />
        <div className="mt-5 flex flex-col gap-1">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-muted uppercase">{eyebrow}</p>
          )}
          <h1 className="text-xl font-semibold tracking-tight tablet:text-2xl">{title}</h1>
        </div>
        {(children || error) && (
          <div className="mt-3 text-[15px] leading-relaxed text-muted">
            {children}
            {error && (
              <Alert tone="error" className="mt-5">
                {error}
              </Alert>
            )}
          </div>
        )}
        {actions && (
          <div className="mt-8 flex flex-col gap-3 tablet:flex-row-reverse tablet:justify-start">
            {actions}
          </div>
        )}
      </Card>
    </main>
  );
}
