import { messages, type THelpQuery, type TListQueriesRequest } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { ApiError, gatewayCall } from '../../../app/api';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { formatDate } from '../../../ui/format-date';
import { Skeleton } from '../../../ui/skeleton';

const statusLabels: Record<THelpQuery['status'], string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
};

type Load =
  | { status: 'loading' }
  | { status: 'ready'; list: THelpQuery[] }
  | { status: 'error'; message: string };

/** The investor's queries with their reference numbers (helpdesk/listQueries), newest first. */
export function MyQueries() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const body: TListQueriesRequest = {};
    gatewayCall<THelpQuery[]>('ewadashboardws/api/rest/helpdesk/listQueries', body, {
      signal: controller.signal,
    })
      .then((list) => setLoad({ status: 'ready', list }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        const message = caught instanceof ApiError ? caught.message : messages.somethingWrong;
        setLoad({ status: 'error', message });
      });
    return () => controller.abort();
  }, []);

  if (load.status === 'loading') {
    return (
      <Card aria-hidden className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </Card>
    );
  }
  if (load.status === 'error') return <Alert tone="error">{load.message}</Alert>;
  if (load.list.length === 0) {
    return (
      <Card className="p-5 text-sm text-muted">
        You have not raised any query yet. Each query you send gets a reference number that you will
        find here.
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {load.list.map((query) => (
        <li key={query.referenceNo}>
          <Card className="flex flex-col gap-1 p-4 tablet:p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{query.subject}</h3>
              <span className="rounded-full bg-subtle px-2.5 py-0.5 text-xs font-semibold text-text">
                {statusLabels[query.status]}
              </span>
            </div>
            <p className="text-sm text-muted">
              {query.categoryLabel} · Raised on{' '}
              <span className="figures">{formatDate(query.createdAt)}</span>
            </p>
            <p className="text-sm text-muted">
              Reference number{' '}
              <span className="figures font-semibold text-text select-all">
                {query.referenceNo}
              </span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
