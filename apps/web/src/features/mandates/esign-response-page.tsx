import { mandateMessages } from '@cdesk/domain';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { formatSeconds, useCountdown } from '../../ui/use-countdown';
import { PublicFrame } from '../public';
import { mandateCalls } from './mandate-calls';

/** How long the e-sign message shows before the bank's page opens. */
const bankAfterSeconds = 5;

/**
 * /esign-bankmandate-response: the e-sign service's return for an ESIGN mandate (spec 2 section
 * 8). The signature is checked, the spec's message shows, then the bank's page opens to
 * authenticate the mandate, from where the bank returns to /mandate-response.
 */
export function EsignMandateResponsePage() {
  const [params] = useSearchParams();
  const txnId = params.get('txnId') ?? '';
  const status = params.get('status') ?? '';
  const signature = params.get('signature') ?? '';
  const { state } = useGatewayLoad(txnId ? `esign-mandate:${txnId}:${status}` : null, (signal) =>
    mandateCalls.esignResponse({ txnId, status, signature }, signal),
  );
  const ready = state.status === 'ready' ? state.data : null;
  const left = useCountdown(ready ? bankAfterSeconds : 0, ready?.redirectUrl);
  useEffect(() => {
    if (ready && left === 0) window.location.assign(ready.redirectUrl);
  }, [ready, left]);

  return (
    <PublicFrame>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-5 px-4 pt-8 pb-12 tablet:px-6 tablet:pt-12">
        <h1 className="text-2xl font-semibold tracking-tight tablet:text-[28px]">Mandate e-sign</h1>
        {!txnId && <Alert tone="error">{mandateMessages.esignInvalid}</Alert>}
        {txnId && state.status === 'loading' && (
          <div aria-busy="true" aria-label="Checking your e-sign">
            <Skeleton className="h-40 w-full" />
          </div>
        )}
        {state.status === 'error' && (
          <>
            <Alert tone="error">{state.message}</Alert>
            <ButtonLink variant="secondary" to="/login" className="tablet:self-start">
              Log in to your desk
            </ButtonLink>
          </>
        )}
        {ready && (
          <Card className="flex flex-col gap-4 p-5 tablet:p-8">
            <p className="flex items-start gap-3 text-[17px] leading-relaxed" role="status">
              <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-gain" />
              {ready.message}
            </p>
            <p className="text-sm text-muted">
              Mandate no. <span className="font-medium tabular-nums">{ready.njEMandateNo}</span>
              {left > 0 && <> · opening your bank in {formatSeconds(left)}</>}
            </p>
            <Button
              className="tablet:self-start"
              onClick={() => window.location.assign(ready.redirectUrl)}
            >
              Go to your bank now
            </Button>
          </Card>
        )}
      </main>
    </PublicFrame>
  );
}
