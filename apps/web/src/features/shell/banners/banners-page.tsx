import type { TBanner } from '@cdesk/domain';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { TextLink } from '../../../ui/text-link';
import { fundsListPath } from '../../../lib/paths';
import { BannerCard } from './banner-card';
import { BannerSkeleton } from './banner-skeleton';
import { useBanners } from './use-banners';

/** Offers in a grid: one column on a phone, two from tablet width, three on a desktop. */
export function BannerGrid({ banners }: { banners: readonly TBanner[] }) {
  return (
    <ul className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
      {banners.map((banner) => (
        <li key={banner.BI}>
          <BannerCard banner={banner} />
        </li>
      ))}
    </ul>
  );
}

export function BannerGridSkeleton() {
  return (
    <ul aria-hidden className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <li key={n}>
          <BannerSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** /banner (spec 1 section 2.4): every offer running today, each leading to its product. */
export function BannersPage() {
  const { state, retry } = useBanners();
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Offers</h1>
      <p className="mt-1.5 text-muted">
        What your desk offers today. Each offer opens its product, where you see every detail before
        you invest.
      </p>
      <div className="mt-8" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <BannerGridSkeleton />}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && state.data.length > 0 && <BannerGrid banners={state.data} />}
        {state.status === 'ready' && state.data.length === 0 && (
          <Card className="p-6 text-muted">
            <p className="font-semibold text-text">No offers are running today.</p>
            <p className="mt-1.5">
              New offers show here and on your dashboard. Meanwhile you can{' '}
              <TextLink to={fundsListPath()}>explore all funds</TextLink>.
            </p>
          </Card>
        )}
      </div>
    </main>
  );
}
