import { formatDate, type TBanner } from '@cdesk/domain';
import { ArrowRight, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../../ui/cx';
import { productIcons } from '../product-tile';
import { bannerAction, bannerProduct, bannerTarget } from './banner-links';

interface BannerCardProps {
  banner: TBanner;
  /** Its text in two lines at most, where offers sit side by side (the dashboard). */
  clamp?: boolean;
  className?: string;
}

/** One offer: its product, what it says, until when it runs, and the way to it. */
export function BannerCard({ banner, clamp = false, className }: BannerCardProps) {
  const product = bannerProduct(banner);
  const Icon = product ? productIcons[product.id] : Megaphone;
  return (
    <Link
      to={bannerTarget(banner)}
      className={cx(
        'group flex h-full flex-col gap-2 rounded-card border border-border bg-surface p-5 hover:border-brand/40 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus',
        className,
      )}
    >
      <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-card bg-brand-soft text-brand">
          <Icon aria-hidden className="size-4" />
        </span>
        {product?.name ?? banner.prodType}
      </span>
      <span className="mt-1 font-semibold leading-snug text-text">{banner.title}</span>
      <span className={cx('text-sm text-muted', clamp && 'line-clamp-2')}>{banner.text}</span>
      <span className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-2 text-sm">
        <span className="figures text-muted">
          {banner.activeTo ? `Open till ${formatDate(banner.activeTo)}` : ''}
        </span>
        <span className="inline-flex items-center gap-1 font-semibold text-brand">
          {bannerAction(banner)}
          <ArrowRight
            aria-hidden
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </span>
    </Link>
  );
}
