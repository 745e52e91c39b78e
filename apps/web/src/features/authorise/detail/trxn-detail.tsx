import {
  emfUnavailableProduct,
  isPaidAuthType,
  type TPendingAuthorizationTransaction,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { authorisationStatusFrom } from '../../checkout';
import { authCalls } from '../auth-calls';
import { statusPath } from '../auth-paths';
import { useAuthoriseFlow } from '../flow/use-authorise-flow';
import { DetailSkeleton } from './detail-skeleton';
import { DetailActions } from './detail-actions';
import { DetailSummary, PaymentCard, PlacedCard } from './detail-cards';
import type { PaymentEntryValue } from './payment-entry';

interface TrxnDetailProps {
  d: string;
  /** The type the link or the validation named, for the status page of a failed load. */
  type: string;
  /** The account acted for: the session's, or the authorisation login's. */
  njAcNo: string;
  /** Which login the detail is read with: a new one reads it again. */
  loginKey: string;
}

/**
 * A pending transaction (getAuthTrxDetailFromTar): what the partner placed, the payment, and
 * Authorise or Reject. A detail that cannot be loaded goes to the trxnstatus page (spec 3
 * section 8).
 */
export function TrxnDetail({ d, type, njAcNo, loginKey }: TrxnDetailProps) {
  const navigate = useNavigate();
  const detail = useGatewayLoad(`detail:${d}:${loginKey}`, (signal) => authCalls.detail(d, signal));
  useEffect(() => {
    if (detail.state.status !== 'error') return;
    void navigate(statusPath(type), {
      replace: true,
      state: { status: 'fail', message: detail.state.message, reqFrom: authorisationStatusFrom },
    });
  }, [detail.state, navigate, type]);

  if (detail.state.status !== 'ready') return <DetailSkeleton />;
  return <DetailView d={d} njAcNo={njAcNo} trxn={detail.state.data} />;
}

interface DetailViewProps {
  d: string;
  njAcNo: string;
  trxn: TPendingAuthorizationTransaction;
}

function DetailView({ d, njAcNo, trxn }: DetailViewProps) {
  const header = trxn.trxnHeaderDeail;
  const accType = useAppSelector((state) => (state.access.is_login ? state.access.accType : ''));
  const flow = useAuthoriseFlow('detail');
  const paid = isPaidAuthType(header.trnType);
  const placedUsable = header.payment?.isUsable === 'Y';
  const [changing, setChanging] = useState(false);
  const entering = paid && (!placedUsable || changing);
  const [entry, setEntry] = useState<PaymentEntryValue>({ purchaseData: null, problem: '' });
  const [tried, setTried] = useState(false);
  const restricted = emfUnavailableProduct(accType, header);
  const open = header.status === 'PENDING' && !restricted;
  const busy = flow.pending !== null;

  function authorise() {
    setTried(true);
    if (entering && !entry.purchaseData) return;
    void flow.authorise({
      d,
      trnType: header.trnType,
      trxnId: header.trxnId,
      amount: header.totalAmount,
      payment: header.payment,
      header,
      ...(entering && entry.purchaseData ? { purchaseData: entry.purchaseData } : {}),
    });
  }

  function reject() {
    void flow.reject({
      d,
      trnType: header.trnType,
      trxnId: header.isMarsTrxn === 'Y' ? header.marsTarNo || header.trxnId : header.trxnId,
      amount: header.totalAmount,
      payment: header.payment,
      header,
    });
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">
        Waiting for your authorisation
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight tablet:text-3xl">
        {header.trnTypeLabel}
      </h1>
      <div className="mt-6 grid items-start gap-6 [grid-template-areas:'summary'_'main'_'actions'] desktop:grid-cols-[minmax(0,1fr)_360px] desktop:grid-rows-[auto_1fr] desktop:gap-x-8 desktop:gap-y-4 desktop:[grid-template-areas:'main_summary'_'main_actions']">
        <DetailSummary header={header} restricted={restricted} />
        <div className="flex min-w-0 flex-col gap-6 [grid-area:main]">
          <PlacedCard trxn={trxn} />
          {paid && (
            <PaymentCard
              d={d}
              njAcNo={njAcNo}
              header={header}
              entering={entering}
              onEntry={setEntry}
              changing={open && placedUsable ? changing : null}
              busy={busy}
              onToggle={() => setChanging(!changing)}
            />
          )}
        </div>
        {(open || flow.message) && (
          <DetailActions
            open={open}
            flow={flow}
            problem={tried && entering ? entry.problem : ''}
            onAuthorise={authorise}
            onReject={reject}
          />
        )}
      </div>
      {flow.dialog}
    </main>
  );
}
