import {
  authMessages,
  emfUnavailableProduct,
  isPaidAuthType,
  transactionTypeLabels,
  type TMarsPendingTrxn,
  type TPendingTrxn,
} from '@cdesk/domain';
import { ClipboardCheck } from 'lucide-react';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useAppSelector } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { IconBadge } from '../../../ui/icon-badge';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { TitledSection } from '../../../ui/titled-section';
import { fundsListPath } from '../../../lib/paths';
import { authCalls } from '../auth-calls';
import { detailPath } from '../auth-paths';
import { dateTimeText, lineQuantity, rupees } from '../figures';
import { useAuthoriseFlow, type AuthTarget } from '../flow/use-authorise-flow';
import { pendingCounted } from '../pending-count';
import { PendingRow } from './pending-row';

interface Pending {
  trxns: TPendingTrxn[];
  mars: TMarsPendingTrxn[];
  /** Why the MARS list could not be read ('' when it was). */
  marsError: string;
}

async function loadPending(ucc: string, signal: AbortSignal): Promise<Pending> {
  const [list, mars] = await Promise.all([
    authCalls.list(signal),
    authCalls.marsList(ucc, signal).then(
      (reply) => ({ trxns: reply.trxns, error: '' }),
      (caught: unknown) => {
        if (caught instanceof ApiError && caught.status === 401) throw caught;
        return { trxns: [] as TMarsPendingTrxn[], error: errorMessage(caught) };
      },
    ),
  ]);
  const marsIds = new Set(mars.trxns.map((t) => t.trxnId));
  return {
    trxns: list.trxns.filter((t) => !marsIds.has(t.trxnId)),
    mars: mars.trxns,
    marsError: mars.error,
  };
}

const figureOf = (t: TPendingTrxn) =>
  lineQuantity({ amount: t.amount, units: t.units, allUnits: 'N' });

function targetOf(t: TPendingTrxn): AuthTarget {
  return {
    d: t.encryptedData,
    trnType: t.trnType,
    trxnId: t.isMarsTrxn === 'Y' && t.marsTarNo ? t.marsTarNo : t.trxnId,
    amount: t.amount,
    payment: t.payment,
  };
}

function marsTarget(t: TMarsPendingTrxn): AuthTarget {
  return {
    d: t.encryptedData,
    trnType: t.trxnTypeId,
    trxnId: t.marsTarNo || t.trxnId,
    amount: t.amount,
    payment: null,
  };
}

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

  const rowActions = (target: AuthTarget) => ({
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
      {state.status === 'loading' && (
        <div className="mt-6 flex max-w-4xl flex-col gap-4" aria-busy>
          <span className="sr-only">Loading the transactions waiting for you</span>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-44" />
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <LoadError className="mt-6 max-w-4xl" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <div className="mt-6 flex max-w-4xl flex-col gap-8">
          {state.data.trxns.length === 0 && state.data.mars.length === 0 && (
            <Card className="flex flex-col items-start gap-3 p-6">
              <IconBadge icon={ClipboardCheck} tone="muted" />
              <p className="text-lg font-semibold">{authMessages.noPending}</p>
              <p className="text-muted">
                When your Wealth Partner places a transaction for you, it appears here for your
                authorisation.
              </p>
              <ButtonLink to={fundsListPath()} variant="secondary">
                Explore funds
              </ButtonLink>
            </Card>
          )}
          {state.data.trxns.length > 0 && (
            <TitledSection headingId="mf-pending" title="Mutual funds">
              <ul className="mt-4 flex flex-col gap-4">
                {state.data.trxns.map((t) => {
                  const product = emfUnavailableProduct(accType, t);
                  return (
                    <PendingRow
                      key={t.trxnId}
                      label={t.trnTypeLabel}
                      reference={t.isMarsTrxn === 'Y' && t.marsTarNo ? t.marsTarNo : t.trxnId}
                      summary={t.summary}
                      figure={figureOf(t)}
                      facts={[
                        ['Placed by', t.placedBy],
                        ['Placed on', dateTimeText(t.placedOn)],
                        ['Authorise by', dateTimeText(t.expiresOn)],
                        ...(t.folioNo ? [['Folio', t.folioNo] as const] : []),
                      ]}
                      {...(isPaidAuthType(t.trnType) ? { payment: t.payment } : {})}
                      restriction={product && authMessages.emfNotAvailable(product)}
                      unavailable={t.unavailable}
                      {...rowActions(targetOf(t))}
                    />
                  );
                })}
              </ul>
            </TitledSection>
          )}
          {(state.data.mars.length > 0 || state.data.marsError) && (
            <TitledSection headingId="mars-pending" title="MARS portfolios">
              {state.data.marsError && (
                <Alert tone="error" className="mt-4">
                  {state.data.marsError}
                </Alert>
              )}
              <ul className="mt-4 flex flex-col gap-4">
                {state.data.mars.map((t) => {
                  const product = emfUnavailableProduct(accType, {
                    trnType: t.trxnTypeId,
                    isMarsTrxn: 'Y',
                  });
                  return (
                    <PendingRow
                      key={t.trxnId}
                      label={transactionTypeLabels.MARSSWI}
                      reference={t.marsTarNo || t.trxnId}
                      summary={t.summary}
                      figure={rupees(t.amount)}
                      facts={[
                        ...(t.marsName ? [['Portfolio', t.marsName] as const] : []),
                        ['Placed by', t.placedBy],
                        ['Placed on', dateTimeText(t.placedOn)],
                      ]}
                      restriction={product && authMessages.emfNotAvailable(product)}
                      {...rowActions(marsTarget(t))}
                    />
                  );
                })}
              </ul>
            </TitledSection>
          )}
        </div>
      )}
      {flow.dialog}
    </main>
  );
}
