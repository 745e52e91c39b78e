import { useLocation, useSearchParams } from 'react-router';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { HoldingFacts, HoldingPicker } from './holding-picker';
import { NoHoldings } from './no-holdings';
import { PlanForm } from './plan-form';
import { SellFlow } from './sell-flow';
import { tabOf, type RedeemTab } from './sell-paths';
import { unitsProblem, type SellChoice } from './sell-quantity';
import { holdingKey, preselectedKey, useSellHoldings } from './use-sell-holdings';

const tabs = [
  { value: 'redeem', label: 'Redeem' },
  { value: 'swp', label: 'SWP' },
] as const;

/**
 * Redeem/Sell/SWP (spec 3 section 2): the holding, then a redemption by amount, units or all
 * units, or a standalone SWP. /allFunds/redeem and /allFunds/swp open the matching tab.
 */
export function RedeemPage() {
  const { pathname } = useLocation();
  const [query, setQuery] = useSearchParams();
  const tab = tabOf<RedeemTab>(pathname, query, ['redeem', 'swp'], 'redeem');
  const { state, retry, holdings, holding, choose } = useSellHoldings();
  // ?units= fills a redemption by units of the holding the address names, and of no other.
  const askedUnits = query.get('units') ?? '';
  const initial: SellChoice | undefined =
    holding &&
    askedUnits &&
    !unitsProblem(askedUnits) &&
    preselectedKey(holdings, query) === holdingKey(holding)
      ? { by: 'UNITS', amount: '', units: askedUnits }
      : undefined;

  function changeTab(next: RedeemTab) {
    const params = new URLSearchParams(query);
    params.set('tab', next);
    setQuery(params, { replace: true });
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Redeem/Sell/SWP</h1>
      <p className="mt-1.5 text-muted">
        Sell units of a scheme you hold, or withdraw a fixed amount regularly with an SWP.
      </p>
      <Card className="mt-6 max-w-3xl p-5 tablet:p-8">
        <Tabs label="Redeem or SWP" tabs={tabs} value={tab} onChange={changeTab}>
          {state.status === 'loading' && <FormSkeleton />}
          {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
          {state.status === 'ready' && holdings.length === 0 && <NoHoldings />}
          {state.status === 'ready' && holdings.length > 0 && (
            <div className="flex flex-col gap-6">
              <HoldingPicker holdings={holdings} holding={holding} onChoose={choose} />
              {holding && (
                <>
                  <div>
                    <h2 className="text-lg font-semibold text-text">{holding.schemeName}</h2>
                    <p className="mt-0.5 text-sm text-muted">
                      {holding.amc} · Folio {holding.folioNo}
                    </p>
                  </div>
                  <HoldingFacts holding={holding} />
                  {tab === 'redeem' ? (
                    <SellFlow
                      key={holdingKey(holding)}
                      kind="RED"
                      holding={holding}
                      initial={initial}
                    />
                  ) : (
                    <PlanForm key={holdingKey(holding)} plan="SWP" holding={holding} />
                  )}
                </>
              )}
            </div>
          )}
        </Tabs>
      </Card>
    </main>
  );
}

export function FormSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-4">
      <span className="sr-only">Loading your holdings</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-32" />
      <Skeleton className="h-12 w-44" />
    </div>
  );
}
