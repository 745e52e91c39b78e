import { cx } from '../../../ui/cx';
import { TextLink } from '../../../ui/text-link';
import { BannerCard } from './banner-card';
import { bannersPath } from './banner-links';
import { useBanners } from './use-banners';

/** How many offers the dashboard shows side by side from desktop width; a phone scrolls them all. */
const desktopCount = 3;

/**
 * The dashboard's offers, after everything else on it, so nothing above moves when they arrive.
 * An offer list that cannot load or is empty leaves no trace here; /banner says why.
 */
export function BannerStrip({ className }: { className?: string }) {
  const { state } = useBanners();
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const banners = state.data;
  return (
    <section aria-labelledby="offers-heading" className={className}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="offers-heading" className="text-lg font-semibold">
          Offers for you
        </h2>
        <TextLink to={bannersPath} className="inline-flex min-h-11 items-center text-sm">
          All offers ({banners.length})
        </TextLink>
      </div>
      <ul className="-mx-4 mt-2 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 tablet:-mx-6 tablet:px-6 desktop:mx-0 desktop:grid desktop:grid-cols-3 desktop:overflow-visible desktop:px-0 desktop:pb-0">
        {banners.map((banner, i) => (
          <li
            key={banner.BI}
            className={cx(
              'w-[80%] max-w-80 shrink-0 snap-start desktop:w-auto desktop:max-w-none',
              i >= desktopCount && 'desktop:hidden',
            )}
          >
            <BannerCard banner={banner} clamp />
          </li>
        ))}
      </ul>
    </section>
  );
}
