import { formatPaise, showDate, type TDematHoldingsResponse } from '@cdesk/domain';
import { FlaskConical } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Card } from '../../ui/card';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { DematTransactions } from './demat-transactions';
import { Figure } from './figures';
import { getDematHoldings } from './portfolio-calls';
import { SortedDematHoldings } from './sorted-demat-holdings';

/** Shares in the investor's demat account, from the depository; loaded by the portfolio page only. */
export function DematHoldingsSection({ acCode }: { acCode: string }) {
  const { state, retry } = useGatewayLoad(acCode, (signal) => getDematHoldings(acCode, signal), {
    transition: true,
  });
  // The demat reports open the portfolio at this section (#demat-holdings, #demat-transactions).
  const { hash } = useLocation();
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready || !hash.startsWith('#demat-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
  return (
    <section aria-labelledby="demat-holdings" className="mt-10">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="demat-holdings" className="text-xl font-semibold tracking-tight">
          Demat holdings
        </h2>
        {state.status === 'ready' && state.data.isDemoPrice && <DemoPriceBadge />}
      </div>
      <p className="mt-1 text-sm text-muted">Shares in your demat account, from the depository.</p>
      {state.status === 'loading' && (
        <div role="status" aria-live="polite" className="mt-4 grid gap-3">
          <span className="sr-only">Loading your demat holdings…</span>
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-4" />
      )}
      {state.status === 'ready' && <DematHoldingsView data={state.data} />}
      {state.status === 'ready' && state.data.dematAccounts.length > 0 && (
        <DematTransactions acCode={acCode} />
      )}
    </section>
  );
}

function DemoPriceBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-warning-soft px-2.5 py-1 text-xs font-semibold text-warning">
      <FlaskConical aria-hidden className="size-3.5" />
      Demo prices
    </span>
  );
}

function DematHoldingsView({ data }: { data: TDematHoldingsResponse }) {
  const priceDate = data.holdings.reduce(
    (latest, h) => (h.priceDate > latest ? h.priceDate : latest),
    '',
  );

  if (data.holdings.length === 0)
    return (
      <Card className="mt-4 p-5 text-sm text-muted">
        {data.dematAccounts.length > 0 && <DpLine data={data} />}
        <p>{data.note}</p>
      </Card>
    );

  return (
    <>
      <Card className="mt-4 p-5 tablet:p-6">
        <DpLine data={data} />
        <dl className="grid gap-5 tablet:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Figure
            label="Total value"
            large
            note={
              priceDate && (
                <span className="block text-xs font-normal tracking-normal text-muted">
                  At closing prices of {showDate(priceDate)}
                </span>
              )
            }
          >
            {formatPaise(data.totalValuePaise)}
          </Figure>
          <Figure label="Companies">{data.holdings.length}</Figure>
        </dl>
        {data.isDemoPrice && (
          <p className="mt-4 flex items-start gap-2 rounded-card bg-warning-soft px-3 py-2 text-sm text-warning">
            <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{data.note}</span>
          </p>
        )}
      </Card>
      <SortedDematHoldings data={data} />
    </>
  );
}

/** Where the shares are held: the depository, the participant's id and the masked client id. */
function DpLine({ data }: { data: TDematHoldingsResponse }) {
  return (
    <ul className="mb-4 flex flex-col gap-1 text-sm text-muted" aria-label="Demat accounts">
      {data.dematAccounts.map((a) => (
        <li key={`${a.acCode}-${a.dpId}-${a.clientId}`}>
          <span className="font-medium text-text">{a.depository}</span> · DP ID{' '}
          <span className="figures">{a.dpId}</span> · Client ID{' '}
          <span className="figures">{a.clientId}</span>
          {data.dematAccounts.length > 1 && <> · {a.acCode}</>}
        </li>
      ))}
    </ul>
  );
}
