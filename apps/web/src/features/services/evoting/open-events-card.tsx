import type { Loaded } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import type { evotingEvents } from './evoting-calls';
import { OpenEvents } from './open-events';

/** The open e-voting events of the investor's holdings, once the depository answers. */
export function OpenEventsCard({
  events,
}: {
  events: Loaded<Awaited<ReturnType<typeof evotingEvents>>>;
}) {
  return (
    <Card className="p-5 tablet:p-6">
      <h2 className="text-lg font-semibold">Open e-voting events</h2>
      {events.status === 'loading' && (
        <div
          aria-busy="true"
          aria-label="Loading the open events"
          className="mt-4 flex flex-col gap-3"
        >
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {events.status === 'error' && (
        <Alert tone="error" className="mt-4">
          {events.message}
        </Alert>
      )}
      {events.status === 'ready' && <OpenEvents events={events.data.events} />}
    </Card>
  );
}
