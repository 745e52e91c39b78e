import { Layers } from 'lucide-react';
import { ButtonLink } from '../../../ui/button-link';
import { IconBadge } from '../../../ui/icon-badge';
import { LoadError } from '../../../ui/load-error';
import { marsPortfoliosPath } from '../../../lib/paths';
import { BannerGrid, BannerGridSkeleton } from './banners-page';
import { useBanners } from './use-banners';

/** /marsBanner (spec 1 section 2.4): what MARS is, its offers, and the way to its portfolios. */
export function MarsBannerPage() {
  const { state, retry } = useBanners();
  const offers = state.status === 'ready' ? state.data.filter((b) => b.prodType === 'mars') : [];
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <div className="flex max-w-2xl flex-col items-start gap-4">
        <IconBadge icon={Layers} tone="brand" />
        <div>
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">
            MARS, Ready MF Portfolios
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight tablet:text-3xl">
            Ready-made mutual fund portfolios
          </h1>
          <p className="mt-2 text-muted">
            Each MARS portfolio spreads one investment, lumpsum or SIP, across a few chosen funds in
            set weights, for growth, balance or income. See what each holds and its minimums before
            you invest.
          </p>
        </div>
        <ButtonLink to={marsPortfoliosPath}>See the ready portfolios</ButtonLink>
      </div>
      {state.status === 'loading' && (
        <div className="mt-10">
          <BannerGridSkeleton />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError className="mt-10" message={state.message} onRetry={retry} />
      )}
      {offers.length > 0 && (
        <section aria-labelledby="mars-offers-heading" className="mt-10">
          <h2 id="mars-offers-heading" className="mb-3 text-lg font-semibold">
            MARS offers
          </h2>
          <BannerGrid banners={offers} />
        </section>
      )}
    </main>
  );
}
