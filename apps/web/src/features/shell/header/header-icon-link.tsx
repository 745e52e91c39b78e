import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../../ui/cx';

interface HeaderIconLinkProps {
  to: string;
  icon: LucideIcon;
  /** What the link is, e.g. 'Cart'. */
  label: string;
  /** What is counted, e.g. count => `${count} items`; no badge while the count is 0 or unknown. */
  count: number | null;
  counted: (count: number) => string;
  /** 'alert' for what waits for the investor (unread notifications). */
  tone?: 'plain' | 'alert';
}

/** An icon on the navy header that leads to a page, with a count badge (the cart, the bell). */
export function HeaderIconLink({
  to,
  icon: Icon,
  label,
  count,
  counted,
  tone = 'plain',
}: HeaderIconLinkProps) {
  const shown = count !== null && count > 0;
  return (
    <Link
      to={to}
      aria-label={shown ? `${label}, ${counted(count)}` : label}
      title={label}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-card text-header-fg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      <Icon aria-hidden className="size-5" />
      {shown && (
        <span
          aria-hidden
          className={cx(
            'figures absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs leading-none font-semibold ring-2 ring-header',
            tone === 'alert' ? 'bg-loss text-white' : 'bg-white text-header',
          )}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
