import { authMessages, type TPendingAuthorizationTransaction } from '@cdesk/domain';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { CopyValue } from '../../checkout';
import { authCalls } from '../auth-calls';
import { pendingListPath } from '../auth-paths';
import { TrxnLines } from '../detail/trxn-lines';
import { dateTimeText, rupees } from '../figures';
import { ReceiptButton } from './receipt-button';

/** Orders of the legs settle over the day: the page reads them again this often, this many times. */
const refresh = { everyMs: 10_000, times: 30 } as const;
const settled = new Set([
  'ALLOTTED',
  'PROCESSED',
  'REJECTED',
  'PAYMENT_FAILED',
  'DONE',
  'EFFECTIVE',
  'REGISTERED',
]);

function Outcome({ trxn }: { trxn: TPendingAuthorizationTransaction }) {
  const { status } = trxn.trxnHeaderDeail;
  const good = status === 'AUTHORISED';
  const Icon = good ? CircleCheck : status === 'REJECTED' ? CircleX : CircleAlert;
  return (
    <div role={good ? 'status' : 'alert'} className="flex items-start gap-3">
      <Icon aria-hidden className={`size-7 shrink-0 ${good ? 'text-gain' : 'text-loss'}`} />
      <div>
        <p className="text-lg font-semibold">{good ? 'SUCCESS' : status}</p>
        <p className="text-[15px] leading-relaxed text-muted">
          {good ? authMessages.authorised : authMessages.notPending}
        </p>
      </div>
    </div>
  );
}

/**
 * /transact/authorize/{bswi|bswisip|switchsip|marsswi|stp|swp}/achknowledge?tid=: an authorised
 * transaction of several legs (getAuthTrxDetailFromTar with its encEncodedTrxnId), each leg with
 * the order it placed and how that stands, and the receipt.
 */
export function LegAckPage() {
  const [params] = useSearchParams();
  const tid = params.get('tid') ?? '';
  const [round, setRound] = useState(0);
  const { state, retry, data } = useGatewayLoad(
    tid ? `${tid}:${round}` : null,
    (signal) => authCalls.detail(tid, signal),
    { keepPrevious: true },
  );

  const waiting = data?.trxndetail.some((line) => line.orderRef && !settled.has(line.orderStatus));
  useEffect(() => {
    if (!waiting || round >= refresh.times) return;
    const timer = window.setTimeout(() => setRound((r) => r + 1), refresh.everyMs);
    return () => window.clearTimeout(timer);
  }, [waiting, round]);

  const header = data?.trxnHeaderDeail;
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Acknowledgement</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-6 p-5 tablet:p-8">
        {!tid && <Alert tone="error">{authMessages.linkInvalid}</Alert>}
        {tid && state.status === 'loading' && (
          <div className="flex flex-col gap-3" aria-busy>
            <span className="sr-only">Loading the transaction</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-40" />
          </div>
        )}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {data && header && (
          <>
            <Outcome trxn={data} />
            <div>
              <CopyValue label="Ref. No" value={header.trxnId} />
              {header.isMarsTrxn === 'Y' && header.marsTarNo && (
                <CopyValue label="MARS target no." value={header.marsTarNo} />
              )}
              <p className="mt-2 text-sm text-muted">
                {header.trnTypeLabel}
                {header.totalAmount ? ` · ${rupees(header.totalAmount)}` : ''} · placed by{' '}
                {header.placedBy} on {dateTimeText(header.placedOn)}
              </p>
            </div>
            <TrxnLines lines={data.trxndetail} />
            {header.status === 'AUTHORISED' && (
              <ReceiptButton
                encryptedData={header.encEncodedTrxnId || tid}
                trxnType={header.trnType}
                reference={header.trxnId}
              />
            )}
          </>
        )}
        <div className="flex flex-col gap-3 tablet:flex-row">
          <ButtonLink to="/portfolio">View portfolio</ButtonLink>
          <ButtonLink variant="secondary" to={pendingListPath}>
            Pending transactions
          </ButtonLink>
          {state.status === 'ready' && waiting && (
            <Button variant="ghost" onClick={() => setRound((r) => r + 1)}>
              Refresh
            </Button>
          )}
        </div>
      </Card>
    </main>
  );
}
