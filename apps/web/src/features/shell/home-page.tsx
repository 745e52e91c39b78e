import { productCatalogue } from '@cdesk/domain';
import { lazy, Suspense, useState } from 'react';
import { useOutletContext } from 'react-router';
import { useEmfRestriction } from '../../app/account-type';
import { useAppSelector } from '../../app/store';
import { LoadError } from '../../ui/load-error';
import { AccountSummary } from './account-summary';
import { HomeSkeleton } from './home-skeleton';
import { ProductTile } from './product-tile';
import type { HeaderState } from './use-header';

// Its own chunk, so the greeting and the tiles do not wait for the portfolio's code.
const DashboardSummary = lazy(async () => ({
  default: (await import('../portfolio/dashboard-summary')).DashboardSummary,
}));

/** `/` once logged in: who the investor is, and what the desk offers. */
export function HomePage() {
  const header = useOutletContext<HeaderState>();
  // The name of the login is known before the header call answers: the greeting (the page's
  // largest text) shows at once instead of after a round trip.
  const loginName = useAppSelector((state) => state.access.ucc_dtl[0]?.name ?? '');
  const name = header.status === 'ready' ? header.header.headerBean.name : loginName;
  const restrictionOf = useEmfRestriction();
  const [explained, setExplained] = useState<string | null>(null);
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      {header.status === 'loading' && !name && <HomeSkeleton />}
      {header.status === 'error' && <LoadError message={header.message} onRetry={header.retry} />}
      {header.status !== 'error' && name && (
        <div>
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Welcome, {name}</h1>
          <p className="mt-1.5 text-muted">Here is everything you can do from your desk.</p>
        </div>
      )}
      <div className="mt-8 grid items-start gap-8 desktop:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="text-lg font-semibold">
            Products
          </h2>
          <ul className="mt-4 grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
            {productCatalogue.map((product) => (
              <li key={product.id}>
                <ProductTile
                  product={product}
                  restriction={restrictionOf(product.id)}
                  explained={explained === product.id}
                  onRestricted={() => setExplained(product.id)}
                />
              </li>
            ))}
          </ul>
        </section>
        {/* On a phone the money comes first; at desktop width it sits in the side column. */}
        <div className="order-first flex flex-col gap-4 desktop:order-none">
          <Suspense fallback={null}>
            <DashboardSummary />
          </Suspense>
          {header.status === 'ready' && <AccountSummary bean={header.header.headerBean} />}
        </div>
      </div>
    </main>
  );
}
