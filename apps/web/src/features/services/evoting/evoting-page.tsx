import type { TGetEVotingRequestResponse } from '@cdesk/domain';
import { Vote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { IconBadge } from '../../../ui/icon-badge';
import { evotingEvents, startEvoting } from './evoting-calls';
import { EvotingHowItWorks } from './evoting-how-it-works';
import { OpenEventsCard } from './open-events-card';

/**
 * Services > E-Voting: what e-voting is, and the way to the depository's e-voting page. The form
 * the gateway answers with is posted as it is (a real form post, so the depository receives the
 * signed fields); its button stays as the way on should the browser hold the post back.
 */
export function EvotingPage() {
  const { run, pending, error } = useAction<'start'>();
  const [session, setSession] = useState<TGetEVotingRequestResponse | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { state: events } = useGatewayLoad('evoting-events', (signal) => evotingEvents(signal));
  const noDemat = events.status === 'ready' && events.data.depository === null;

  useEffect(() => {
    if (session) form.current?.submit();
  }, [session]);

  // Back from the depository, the browser may show this page as it was, with a form already spent.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setSession(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const voteNow = () =>
    run('start', async () => {
      setSession(await startEvoting());
    });

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">E-Voting</h1>
      <p className="mt-2 max-w-2xl text-[15px] leading-relaxed text-muted">
        As a shareholder you have a say in the companies you own. Vote on the resolutions of annual
        and extraordinary general meetings and postal ballots online, without attending, for the
        shares in your demat account.
      </p>
      <div className="mt-8 grid max-w-4xl gap-6 desktop:grid-cols-[1fr_320px]">
        <div className="flex flex-col gap-6">
          {!noDemat && <OpenEventsCard events={events} />}
          <EvotingHowItWorks />
        </div>
        <Card className="order-first flex flex-col gap-4 p-5 tablet:p-6 desktop:order-none desktop:self-start">
          <IconBadge icon={Vote} tone="brand" />
          <div>
            <h2 className="text-lg font-semibold">Vote with your depository</h2>
            <p className="mt-1 text-sm leading-relaxed text-muted">
              You will leave Client Desk for your depository’s e-voting page and come back here when
              you are done.
            </p>
          </div>
          {noDemat && <Alert tone="info">{events.data.note}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          {noDemat ? null : session ? (
            <form ref={form} method="post" action={session.url}>
              {Object.entries(session.fields).map(([field, value]) => (
                <input key={field} type="hidden" name={field} value={value} />
              ))}
              <Button type="submit" className="w-full">
                Continue to {session.redirectTo} e-Voting
              </Button>
            </form>
          ) : (
            <Button onClick={voteNow} loading={pending === 'start'} className="w-full">
              Vote now
            </Button>
          )}
          {(error || noDemat) && (
            <ButtonLink to="/contact" variant="secondary" className="w-full">
              Contact your partner
            </ButtonLink>
          )}
        </Card>
      </div>
    </main>
  );
}
