import {
  formatAmount,
  planOptionLabel,
  showDate,
  type TRedeemableHolding,
  type TStpTargetScheme,
  type TSwitchTarget,
} from '@cdesk/domain';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Card } from '../../../ui/card';
import { FactList } from '../../../ui/fact-list';
import { LoadError } from '../../../ui/load-error';
import { Tabs } from '../../../ui/tabs';
import { HoldingFacts, HoldingPicker } from './holding-picker';
import { NoHoldings } from './no-holdings';
import { planCalls } from './plan-calls';
import { PlanForm } from './plan-form';
import { FormSkeleton } from './redeem-page';
import { sellCalls } from './sell-calls';
import { SellFlow } from './sell-flow';
import { tabOf, type SwitchTab } from './sell-paths';
import { TargetPicker } from './target-picker';
import { holdingKey, useSellHoldings } from './use-sell-holdings';

const tabs = [
  { value: 'switch', label: 'Switch' },
  { value: 'stp', label: 'STP' },
] as const;

const switchable = (h: TRedeemableHolding) => h.isSwitchAllowed === 'Y';

type SwitchChoice = TSwitchTarget & { schCode: number };

/**
 * Switch/STP (spec 3 section 2): out of a holding into another scheme of the same AMC, at once
 * (Switch) or by installments (STP). /allFunds/switch and /allFunds/stp open the matching tab.
 */
export function SwitchPage() {
  const { pathname } = useLocation();
  const [query, setQuery] = useSearchParams();
  const tab = tabOf<SwitchTab>(pathname, query, ['switch', 'stp'], 'switch');
  const { state, retry, holdings, holding, choose } = useSellHoldings(switchable);

  function changeTab(next: SwitchTab) {
    const params = new URLSearchParams(query);
    params.set('tab', next);
    setQuery(params, { replace: true });
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Switch/STP</h1>
      <p className="mt-1.5 text-muted">
        Move money from a scheme you hold into another scheme of the same fund house, at once or in
        installments.
      </p>
      <Card className="mt-6 max-w-3xl p-5 tablet:p-8">
        <Tabs label="Switch or STP" tabs={tabs} value={tab} onChange={changeTab}>
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
                  <div>
                    <h2 className="text-lg font-semibold text-text">{holding.schemeName}</h2>
                    <p className="mt-0.5 text-sm text-muted">
                      {holding.amc} · Folio {holding.folioNo}
                    </p>
                  </div>
                  <HoldingFacts holding={holding} />
                  {tab === 'switch' ? (
                    <SwitchInto key={holdingKey(holding)} holding={holding} nfo={false} />
                  ) : (
                    <StpInto key={holdingKey(holding)} holding={holding} />
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

/** What the investor sees of the scheme switched into. */
function TargetFacts({ target }: { target: TSwitchTarget }) {
  const facts: [string, string][] = [
    ['Plan and option', planOptionLabel(target)],
    ['Type', target.schemeType || '–'],
    ['Minimum amount', target.minAmount ? formatAmount(target.minAmount, { symbol: true }) : '–'],
    ['Exit load', target.exitLoad || 'Nil'],
    ['Riskometer', target.riskometer || '–'],
  ];
  if (target.isNfo === 'Y' && target.nfoCloseDate) {
    facts.push(['Offer closes on', showDate(target.nfoCloseDate)]);
  }
  return (
    <FactList
      facts={facts}
      className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-card bg-subtle p-4 text-sm tablet:grid-cols-2"
      rowClassName="flex justify-between gap-4"
      valueClassName="figures text-right font-medium text-text"
    />
  );
}

/** A switch (or an NFO switch): the target among the AMC's schemes, then the sell flow. */
export function SwitchInto({ holding, nfo }: { holding: TRedeemableHolding; nfo: boolean }) {
  const [target, setTarget] = useState<SwitchChoice | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <TargetPicker
        loadKey={`${nfo ? 'nfo' : 'switch'}:${holdingKey(holding)}`}
        source={holding}
        load={async (keyword, only, signal) => {
          const reply = await sellCalls.switchTargets(
            {
              folioNo: holding.folioNo,
              schCode: holding.schcode,
              isNfo: nfo ? 'Y' : 'N',
              ...(keyword ? { keyword } : {}),
              ...(only ?? {}),
            },
            signal,
          );
          return {
            amc: reply.amc,
            targets: reply.targets.map((t) => ({ ...t, schCode: t.schcode })),
          };
        }}
        label={(amc) =>
          nfo ? `Switch into (open NFOs of ${amc})` : `Switch into (schemes of ${amc})`
        }
        none={(amc) =>
          nfo
            ? `No new fund offer of ${amc} is open at present.`
            : `No other scheme of ${amc} is open for a switch at present.`
        }
        value={target}
        onChoose={setTarget}
      />
      {target && <TargetFacts target={target} />}
      <SellFlow
        key={target?.schCode ?? 'none'}
        kind={nfo ? 'NSWI' : 'SWI'}
        holding={holding}
        targetSchCode={target?.schCode ?? null}
      />
    </div>
  );
}

/** An STP: the target among the AMC's open schemes, then the plan's calendar. */
function StpInto({ holding }: { holding: TRedeemableHolding }) {
  const [target, setTarget] = useState<TStpTargetScheme | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <TargetPicker
        loadKey={`stp:${holding.schcode}`}
        source={holding}
        load={async (keyword, only, signal) => {
          const reply = await planCalls.stpTargets(
            { fromSchCode: holding.schcode, keyword, ...(only ?? {}) },
            signal,
          );
          return { amc: reply.amc, targets: reply.schemes };
        }}
        label={(amc) => `Transfer to (schemes of ${amc})`}
        none={(amc) => `No other scheme of ${amc} is open for an STP at present.`}
        value={target}
        onChoose={setTarget}
      />
      <PlanForm plan="STP" holding={holding} target={target} />
    </div>
  );
}
