import { useGatewayLoad } from '../../lib/use-gateway-load';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { mandateCalls } from './mandate-calls';
import { RegisterMandateForm } from './register-mandate-form';
import { useRegisterMandate } from './use-register-mandate';

/** /emandateReq: registers an e-mandate on a registered bank, approved at the bank's page. */
export function RegisterMandatePage() {
  const { state, retry } = useGatewayLoad('bank-mandates', (signal) =>
    mandateCalls.list({}, signal),
  );
  const form = useRegisterMandate();

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Register a mandate</h1>
      <p className="mt-1.5 text-muted">
        A mandate lets your bank pay your SIP installments on their dates, up to the limit you set.
      </p>
      <div className="mt-8 flex max-w-xl flex-col gap-5">
        {state.status === 'loading' && <Skeleton className="h-80 w-full" />}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && <RegisterMandateForm form={form} banks={state.data.banks} />}
      </div>
    </main>
  );
}
