import { useEffect } from 'react';
import { useAppSelector } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { LoadError } from '../../../ui/load-error';
import { detailPath } from '../auth-paths';
import { useAuthoriseFlow } from '../flow/use-authorise-flow';
import { pendingCounted } from '../pending-count';
import { loadPending } from './load-pending';
import type { RowActions } from './pending-sections';
import { MarsPending, MfPending, NoPending, PendingLoading } from './pending-sections';

/**
 * /transact/authorize: what the Wealth Partner placed and waits for the client (getTrxnAuthRpt),
 * and the MARS portfolio switches (getMarsAuthPendingTrxns), each with Authorise and Reject.
 */
export function PendingListPage() {
  const token = useAppSelector((state) => state.access.token);
  const ucc = useAppSelector((state) => state.access.ucc_dtl[0]?.ucc ?? '');
  const accType = useAppSelector((state) => state.access.accType);
  const { state, retry } = useGatewayLoad(`pending:${token}`, (signal) => loadPending(ucc, signal));
  const flow = useAuthoriseFlow('list');

  useEffect(() => {
    if (state.status === 'ready')
      pendingCounted(
        token,
        state.data.trxns.filter((t) => !t.unavailable).length + state.data.mars.length,
      );
  }, [state, token]);

  const rowActions: RowActions = (target) => ({
    pending: flow.pending?.d === target.d ? flow.pending.action : null,
    busy: flow.pending !== null,
    onAuthorise: () => void flow.authorise(target),
    onReject: () => void flow.reject(target),
    detailTo: detailPath(target.trnType, target.d),
  });

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        Authorise transactions
      </h1>
      <p className="mt-1.5 max-w-2xl text-muted">
        Your Wealth Partner placed these for you. Each is sent to the fund house only once you
        authorise it.
      </p>
      {state.status === 'loading' && <PendingLoading />}
      {state.status === 'error' && (
        <LoadError className="mt-6 max-w-4xl" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <div className="mt-6 flex max-w-4xl flex-col gap-8">
          {state.data.trxns.length === 0 && state.data.mars.length === 0 && <NoPending />}
          {state.data.trxns.length > 0 && (
            <MfPending trxns={state.data.trxns} accType={accType} rowActions={rowActions} />
          )}
          {(state.data.mars.length > 0 || state.data.marsError) && (
            <MarsPending pending={state.data} accType={accType} rowActions={rowActions} />
          )}
        </div>
      )}
      {flow.dialog}
    </main>
  );
}
