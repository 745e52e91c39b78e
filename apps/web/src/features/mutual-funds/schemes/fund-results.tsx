import { schemeMessages, type TGetSchemeListResponse } from '@cdesk/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useAppDispatch } from '../../../lib/store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useHeldSchemes } from '../sell/use-held-schemes';
import { groupedCount } from './grouping';
import { pageChanged } from './listing-slice';
import { SchemeCard, SchemeCardSkeleton } from './scheme-card';
import type { FundList } from './use-fund-list';

function Pager({ data }: { data: TGetSchemeListResponse }) {
  const dispatch = useAppDispatch();
  const pages = Math.max(1, Math.ceil(data.totalCount / data.pageSize));
  const go = (page: number) => {
    dispatch(pageChanged(page));
    window.scrollTo({ top: 0 });
  };
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of funds" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={data.pageNo <= 1} onClick={() => go(data.pageNo - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      <p className="figures text-sm text-muted" aria-live="polite">
        Page {groupedCount(data.pageNo)} of {groupedCount(pages)}
      </p>
      <Button
        variant="secondary"
        disabled={data.pageNo >= pages}
        onClick={() => go(data.pageNo + 1)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}

/** The page of funds, with its loading, failure and empty states. */
export function FundResults({ list }: { list: FundList }) {
  const { remote, retry, data, refreshing } = list;
  const held = useHeldSchemes();
  return (
    <>
      {remote.status === 'error' ? (
        <Alert
          tone="error"
          className="mt-3"
          action={
            <button
              type="button"
              onClick={retry}
              className="min-h-11 rounded-card px-2 font-semibold underline"
            >
              Try again
            </button>
          }
        >
          {remote.message}
        </Alert>
      ) : !data ? (
        <div className="mt-3 flex flex-col gap-3" aria-busy="true" aria-label="Loading funds">
          {Array.from({ length: 6 }, (_, i) => (
            <SchemeCardSkeleton key={i} />
          ))}
        </div>
      ) : data.totalCount === 0 ? (
        <Card className="mt-3 p-8 text-center">
          <p className="text-[15px] text-text">{schemeMessages.noSchemes}</p>
        </Card>
      ) : (
        <>
          <ul
            className={`mt-3 flex flex-col gap-3 transition-opacity duration-100 ${refreshing ? 'opacity-60' : ''}`}
            aria-busy={refreshing || undefined}
          >
            {data.schemes.map((scheme) => (
              <li key={scheme.schCode}>
                <SchemeCard scheme={scheme} held={held.get(scheme.schCode)} />
              </li>
            ))}
          </ul>
          <Pager data={data} />
        </>
      )}
    </>
  );
}
