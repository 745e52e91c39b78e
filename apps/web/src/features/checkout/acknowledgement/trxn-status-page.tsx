import { messages } from '@cdesk/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { authorisationStatusFrom } from './status-from';

interface StatusState {
  status?: 'success' | 'fail';
  message?: string;
  reqFrom?: string;
}

/**
 * /transact/authorize/{type}/trxnstatus: the state carries status, message and reqFrom. Reached
 * when a transaction's detail cannot be loaded, and when one is rejected; the way back is to the
 * funds, or from an authorisation to the transactions still waiting.
 */
export function TrxnStatusPage() {
  const state = (useLocation().state ?? {}) as StatusState;
  const ok = state.status === 'success';
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Transaction status</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-5 p-5 tablet:p-8">
        <div role={ok ? 'status' : 'alert'} className="flex items-start gap-3">
          <Icon aria-hidden className={`size-7 shrink-0 ${ok ? 'text-gain' : 'text-loss'}`} />
          <p className="text-[15px] leading-relaxed">
            {state.message || messages.technicalTryLater}
          </p>
        </div>
        <div className="flex flex-col gap-3 tablet:flex-row">
          {state.reqFrom === authorisationStatusFrom ? (
            <>
              <ButtonLink to="/transact/authorize">Pending transactions</ButtonLink>
              <ButtonLink variant="secondary" to="/portfolio">
                View portfolio
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to="/portfolio">View portfolio</ButtonLink>
              <ButtonLink variant="secondary" to="/transact/mutual-funds/allFunds">
                Back to funds
              </ButtonLink>
            </>
          )}
        </div>
      </Card>
    </main>
  );
}
