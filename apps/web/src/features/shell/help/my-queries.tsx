import {
  listQueriesCall,
  showDate,
  type THelpQuery,
  type TListQueriesRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';

const statusLabels: Record<THelpQuery['status'], string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
};

/** The investor's queries with their reference numbers (helpdesk/listQueries), newest first. */
export function MyQueries() {
  const body: TListQueriesRequest = {};
  const { state: load, retry } = useGatewayLoad('queries', (signal) =>
    gatewayCall(listQueriesCall, body, { signal }),
  );

  if (load.status === 'loading') {
    return (
      <Card aria-hidden className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </Card>
    );
  }
  if (load.status === 'error') return <LoadError message={load.message} onRetry={retry} />;
  if (load.data.length === 0) {
    return (
      <Card className="p-5 text-sm text-muted">
        You have not raised any query yet. Each query you send gets a reference number that you will
        find here.
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {load.data.map((query) => (
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
              <span className="figures">{showDate(query.createdAt)}</span>
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
