import type { TInvestorConsentResponse } from '@cdesk/domain';
import { useState } from 'react';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { TitledSection } from '../../../ui/titled-section';
import { folioCalls } from './folio-calls';
import { FolioChangePanel } from './folio-change-panel';
import { FolioDetailCard } from './folio-detail-card';
import { PastRequests } from './past-requests';

/** /services/folio-update: a folio's registered mobile and e-mail, a change of one, past requests. */
export function FolioUpdatePage() {
  const screen = useGatewayLoad('folio-screen', (signal) => folioCalls.screen({}, signal));
  const [chosen, setChosen] = useState('');
  const [version, setVersion] = useState(0);
  const [done, setDone] = useState<TInvestorConsentResponse | null>(null);
  const folios = screen.data?.folios ?? [];
  const folioNo = chosen || folios[0]?.folioNo || '';
  const detail = useGatewayLoad(folioNo ? `folio-${folioNo}-${version}` : null, (signal) =>
    folioCalls.detail({ folioNo }, signal),
  );
  const past = useGatewayLoad(`folio-past-${version}`, (signal) =>
    folioCalls.pastRequests({}, signal),
  );

  const submitted = (reply: TInvestorConsentResponse) => {
    setDone(reply);
    setVersion((n) => n + 1);
  };

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        Folio mobile and e-mail update
      </h1>
      <p className="mt-1.5 max-w-2xl text-muted">
        See the mobile number and e-mail ID your fund house&apos;s registrar holds for each folio,
        and ask for a change. An OTP goes to the new mobile or e-mail to confirm it.
      </p>
      <div className="mt-8 grid gap-8 desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-5">
          {screen.state.status === 'loading' && <Skeleton className="h-20 w-full" />}
          {screen.state.status === 'error' && (
            <LoadError message={screen.state.message} onRetry={screen.retry} />
          )}
          {screen.state.status === 'ready' && folios.length === 0 && (
            <Card className="p-5 text-muted">
              You have no folios with a fund house&apos;s registrar yet. Folios appear here once
              your first purchase in a fund house is allotted.
            </Card>
          )}
          {folios.length > 0 && (
            <Select
              label="Folio"
              value={folioNo}
              onValueChange={(next) => {
                setChosen(next);
                setDone(null);
              }}
              options={folios.map((f) => ({
                value: f.folioNo,
                label: `${f.folioNo} · ${f.amc}${f.pendingRequest ? ' (change pending)' : ''}`,
              }))}
            />
          )}
          {folioNo && detail.state.status === 'loading' && <Skeleton className="h-48 w-full" />}
          {detail.state.status === 'error' && (
            <LoadError message={detail.state.message} onRetry={detail.retry} />
          )}
          {detail.data && <FolioDetailCard detail={detail.data} />}
        </div>
        <FolioChangePanel
          folioNo={folioNo}
          detail={detail.data}
          done={done}
          version={version}
          submitted={submitted}
        />
      </div>
      <TitledSection headingId="folio-past-requests" title="Past requests" className="mt-10">
        <div className="mt-4">
          {past.state.status === 'loading' && <Skeleton className="h-40 w-full" />}
          {past.state.status === 'error' && (
            <LoadError message={past.state.message} onRetry={past.retry} />
          )}
          {past.data && <PastRequests requests={past.data.requests} />}
        </div>
      </TitledSection>
    </main>
  );
}
