import type { TRedeemableHolding } from '@cdesk/domain';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { HoldingFacts, HoldingPicker } from './holding-picker';
import { NoHoldings } from './no-holdings';
import { FormSkeleton } from './redeem-page';
import { SwitchInto } from './switch-page';
import { holdingKey, useSellHoldings } from './use-sell-holdings';

const switchable = (h: TRedeemableHolding) => h.isSwitchAllowed === 'Y';

/**
 * New Fund Offers (NFOs) Switch: out of a holding into an open new fund offer of the same AMC,
 * allotted at the offer price when the offer closes.
 */
export function NfoSwitchPage() {
  const { state, retry, holdings, holding, choose } = useSellHoldings(switchable);
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        New Fund Offers (NFOs) Switch
      </h1>
      <p className="mt-1.5 text-muted">
        Switch units you hold into a new fund offer of the same fund house while the offer is open.
      </p>
      <Card className="mt-6 max-w-3xl p-5 tablet:p-8">
        {state.status === 'loading' && <FormSkeleton />}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && holdings.length === 0 && (
          <NoHoldings text="You do not hold units of any scheme that can be switched at present." />
        )}
        {state.status === 'ready' && holdings.length > 0 && (
          <div className="flex flex-col gap-6">
            <HoldingPicker
              label="Switch out of (folio and scheme)"
              holdings={holdings}
              holding={holding}
              onChoose={choose}
            />
            {holding && (
              <>
                <HoldingFacts holding={holding} />
                <SwitchInto key={holdingKey(holding)} holding={holding} nfo />
              </>
            )}
          </div>
        )}
      </Card>
    </main>
  );
}
