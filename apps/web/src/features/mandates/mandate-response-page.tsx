import { mandateMessages } from '@cdesk/domain';
import { useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Alert } from '../../ui/alert';
import { ButtonLink } from '../../ui/button-link';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { banksMandatePath, registerMandatePath, mandateCalls } from './mandate-calls';
import { MandateCard } from './mandate-card';
import { fundsPath } from '../../lib/paths';

/** /mandate-response?mandateId=: the bank's answer about a mandate, and what to do next. */
export function MandateResponsePage() {
  const [query] = useSearchParams();
  const mandateId = Number(query.get('mandateId') ?? '0');
  const valid = Number.isInteger(mandateId) && mandateId > 0;
  const { state, retry } = useGatewayLoad(valid ? `mandate-${mandateId}` : null, (signal) =>
    mandateCalls.status({ mandateId }, signal),
  );
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        Mandate registration
      </h1>
      <div className="mt-8 flex max-w-xl flex-col gap-5">
        {!valid && <Alert tone="error">{mandateMessages.notFound}</Alert>}
        {valid && state.status === 'loading' && <Skeleton className="h-64 w-full" />}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && (
          <>
            {state.data.status === 'ACTIVE' && (
              <Alert tone="info">{mandateMessages.registered}</Alert>
            )}
            {state.data.status === 'REJECTED' && (
              <Alert tone="error">{mandateMessages.rejected}</Alert>
            )}
            {state.data.status === 'PENDING' && (
              <Alert tone="info">{mandateMessages.pending}</Alert>
            )}
            <MandateCard mandate={state.data} />
            <div className="flex flex-col gap-3 tablet:flex-row">
              {state.data.status === 'ACTIVE' && (
                <ButtonLink to={fundsPath(false)}>Start a SIP</ButtonLink>
              )}
              {state.data.status === 'REJECTED' && (
                <ButtonLink to={registerMandatePath}>Try again</ButtonLink>
              )}
              <ButtonLink variant="secondary" to={banksMandatePath}>
                Banks &amp; Mandates
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
