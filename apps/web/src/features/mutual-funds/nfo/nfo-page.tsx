import {
  formatDate,
  goalMessages,
  orderMessages,
  type NfoStatus,
  type TGetNfoListResponse,
} from '@cdesk/domain';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDebounced } from '../../../lib/use-debounced';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { TextLink } from '../../../ui/text-link';
import { fundsListPath, nfoSearchPath } from '../../../lib/paths';
import { nfoSwitchPath } from '../sell/sell-paths';
import { NfoCard } from './nfo-card';
import { getNfoList } from './nfo-calls';

const searchDelayMs = 300;

const sections: { status: NfoStatus; title: string }[] = [
  { status: 'OPEN', title: 'Open for subscription' },
  { status: 'UPCOMING', title: 'Upcoming' },
  { status: 'CLOSED', title: 'Closed' },
];

function Offers({ data, keyword }: { data: TGetNfoListResponse; keyword: string }) {
  const open = data.nfos.filter((n) => n.status === 'OPEN');
  if (data.nfos.length === 0 && keyword.trim() !== '')
    return <p className="mt-6 text-muted">{goalMessages.noNfoMatch}</p>;
  return (
    <>
      {open.length === 0 && keyword.trim() === '' && (
        <div className="mt-6 flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-5">
          <p className="text-text">{goalMessages.noOpenNfo(formatDate(data.asOnDate))}</p>
          {data.nfos.length > 0 ? (
            <p className="text-sm text-muted">Upcoming and closed offers are listed below.</p>
          ) : (
            <ButtonLink to={fundsListPath()}>Explore funds</ButtonLink>
          )}
        </div>
      )}
      {sections.map(({ status, title }) => {
        const nfos = data.nfos.filter((n) => n.status === status);
        if (nfos.length === 0) return null;
        const headingId = `nfo-${status.toLowerCase()}`;
        return (
          <section key={status} aria-labelledby={headingId} className="mt-8">
            <h2 id={headingId} className="text-lg font-semibold">
              {title} <span className="text-muted">({nfos.length})</span>
            </h2>
            <ul className="mt-3 flex flex-col gap-3" aria-labelledby={headingId}>
              {nfos.map((nfo) => (
                <li key={nfo.schCode}>
                  <NfoCard
                    nfo={nfo}
                    asOnDate={data.asOnDate}
                    emfRestricted={data.emfRestricted === 'Y'}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** /transact/nfo and /transact/nfo/search: the new fund offers with their windows, searchable. */
export function NfoPage() {
  const searching = useLocation().pathname === nfoSearchPath;
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const keyword = useDebounced(text, searchDelayMs).trim();
  useEffect(() => {
    if ((params.get('q') ?? '') === keyword) return;
    setParams(keyword ? { q: keyword } : {}, { replace: true });
  }, [keyword, params, setParams]);
  const { state, retry } = useGatewayLoad(
    `nfo:${keyword}`,
    (signal) => getNfoList(keyword, signal),
    { keepPrevious: true },
  );

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        {searching ? 'Search new fund offers' : 'New Fund Offers (NFOs)'}
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        A new fund offer takes money only during its window; units are allotted at the offer price.
      </p>
      {state.status === 'ready' && (
        <p className="figures mt-1 text-sm text-muted">As on {formatDate(state.data.asOnDate)}</p>
      )}
      <div className="mt-5 flex max-w-3xl flex-col gap-3 tablet:flex-row tablet:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <Input
            type="search"
            value={text}
            maxLength={100}
            autoFocus={searching}
            onChange={(event) => setText(event.target.value)}
            placeholder="Scheme name or fund house"
            aria-label="Search new fund offers"
            className="pl-10"
            enterKeyHint="search"
          />
        </div>
        <TextLink to={nfoSwitchPath} className="py-2 text-sm">
          Switch from a holding into an offer
        </TextLink>
      </div>
      {state.status === 'loading' && (
        <div className="mt-8 flex flex-col gap-3" aria-busy>
          <span className="sr-only">Loading new fund offers…</span>
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-52" />
          <Skeleton className="h-52" />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError className="mt-6" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <div aria-busy={state.refreshing || undefined}>
          {state.data.emfRestricted === 'Y' && (
            <Alert tone="info" className="mt-6">
              {orderMessages.emfRestriction}
            </Alert>
          )}
          <Offers data={state.data} keyword={keyword} />
        </div>
      )}
    </main>
  );
}
