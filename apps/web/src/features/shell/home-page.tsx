import { productCatalogue } from '@cdesk/domain';
import { useState, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { useEmfRestriction } from '../../lib/account-type';
import { useAppSelector } from '../../lib/store';
import { deferred } from '../../ui/deferred';
import { LoadError } from '../../ui/load-error';
import { TitledSection } from '../../ui/titled-section';
import { NetWorthPanel, TopHoldings, useDashboardSummary } from '../portfolio';
import { AccountSummary } from './account-summary';
import { HomeSkeleton } from './home-skeleton';
import { tileActions, tileTarget } from './product-actions';
import { ProductTile } from './product-tile';
import type { HeaderState } from './use-header';

/**
 * The offers come after the rest of the dashboard, in a chunk of their own fetched once the page
 * has painted; they sit below everything else, so arriving late moves nothing.
 */
const BannerStrip = deferred(
  async () => (await import('./banners/banner-strip')).BannerStrip,
  () => null,
);

/**
 * Where each part sits. On a phone they stack in reading order: net worth, products, account, top
 * holdings. From desktop width the products fill the left column and the rest the right one, whose
 * last row takes the slack, so a long product list never spreads the cards apart. What arrives
 * last (top holdings) comes last, and what loads keeps its shape, so nothing moves.
 */
const slots = {
  worth: 'desktop:col-start-2 desktop:row-start-1',
  products: 'desktop:col-start-1 desktop:row-span-4 desktop:row-start-1',
  account: 'desktop:col-start-2 desktop:row-start-2',
  holdings: 'desktop:col-start-2 desktop:row-start-3',
};

/**
 * `/` once logged in: who the investor is, their money, and what the desk offers. `notices` are
 * what waits for the investor (transactions to authorise), given by the app.
 */
export function HomePage({ notices }: { notices?: ReactNode }) {
  const header = useOutletContext<HeaderState>();
  // The name of the login is known before the header call answers: the greeting (the page's
  // largest text) shows at once instead of after a round trip.
  const loginName = useAppSelector((state) => state.access.ucc_dtl[0]?.name ?? '');
  const name = header.status === 'ready' ? header.header.headerBean.name : loginName;
  const restrictionOf = useEmfRestriction();
  const [explained, setExplained] = useState<string | null>(null);
  const summary = useDashboardSummary();
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
      {notices && <div className="mt-6 flex flex-col gap-3 empty:hidden">{notices}</div>}
      <div className="mt-8 grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_340px] desktop:grid-rows-[auto_auto_auto_1fr] desktop:gap-x-8 desktop:gap-y-4">
        <NetWorthPanel state={summary} className={slots.worth} />
        <TitledSection headingId="products-heading" title="Products" className={slots.products}>
          <ul className="mt-4 grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
            {productCatalogue.map((product) => (
              <li key={product.id}>
                <ProductTile
                  product={product}
                  to={tileTarget(product.id)}
                  actions={tileActions(product.id)}
                  restriction={restrictionOf(product.id)}
                  explained={explained === product.id}
                  onRestricted={() => setExplained(product.id)}
                />
              </li>
            ))}
          </ul>
        </TitledSection>
        {header.status !== 'error' && (
          <AccountSummary
            {...(header.status === 'ready' ? { bean: header.header.headerBean } : {})}
            className={slots.account}
          />
        )}
        <TopHoldings state={summary} className={slots.holdings} />
      </div>
      <BannerStrip className="mt-10" />
    </main>
  );
}
