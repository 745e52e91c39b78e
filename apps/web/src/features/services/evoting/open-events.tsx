import { showDate, type TEVotingEvent } from '@cdesk/domain';
import { Card } from '../../../ui/card';

function status(event: TEVotingEvent): string {
  if (event.voted === 0) return `${event.resolutions} resolutions to vote on`;
  if (event.voted >= event.resolutions) return 'You have voted on every resolution';
  return `Voted on ${event.voted} of ${event.resolutions} resolutions`;
}

/** The open e-voting events of the companies the investor holds, as the depository lists them. */
export function OpenEvents({ events }: { events: readonly TEVotingEvent[] }) {
  if (events.length === 0)
    return (
      <p className="mt-3 text-[15px] leading-relaxed text-muted">
        No e-voting events are open for the companies whose shares you hold. Events open for a few
        days before a company’s general meeting or for its postal ballot; look again then.
      </p>
    );
  return (
    <ul aria-label="Open e-voting events" className="mt-4 flex flex-col gap-3">
      {events.map((event) => {
        const done = event.voted >= event.resolutions;
        return (
          <li key={event.evsn}>
            <Card className="flex flex-col gap-1 p-4">
              <p className="font-semibold">{event.companyName}</p>
              <p className="text-sm text-muted">
                {event.meetingType} · EVSN {event.evsn}
              </p>
              <p className="text-sm tabular-nums">
                Voting open {showDate(event.startDate)} to {showDate(event.endDate)} ·{' '}
                {event.shares.toLocaleString('en-IN')} shares
              </p>
              <p className={done ? 'text-sm font-semibold text-gain' : 'text-sm font-semibold'}>
                {status(event)}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
