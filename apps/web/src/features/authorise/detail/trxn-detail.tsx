import {
  authMessages,
  emfUnavailableProduct,
  isPaidAuthType,
  type TPendingAuthorizationTransaction,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TitledSection } from '../../../ui/titled-section';
import { authorisationStatusFrom } from '../../checkout';
import { authCalls } from '../auth-calls';
import { statusPath } from '../auth-paths';
import { rupees } from '../figures';
import { useAuthoriseFlow } from '../flow/use-authorise-flow';
import { DetailSkeleton } from './detail-skeleton';
import { PaymentEntry, type PaymentEntryValue } from './payment-entry';
import { PaymentFacts, TrxnFacts } from './trxn-facts';
import { TrxnLines } from './trxn-lines';

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

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">
        Waiting for your authorisation
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight tablet:text-3xl">
        {header.trnTypeLabel}
      </h1>
      <div className="mt-6 grid items-start gap-6 [grid-template-areas:'summary'_'main'_'actions'] desktop:grid-cols-[minmax(0,1fr)_360px] desktop:grid-rows-[auto_1fr] desktop:gap-x-8 desktop:gap-y-4 desktop:[grid-template-areas:'main_summary'_'main_actions']">
        <Card className="flex flex-col gap-4 p-5 [grid-area:summary] tablet:p-6">
          <div>
            <p className="text-sm text-muted">{header.totalAmount ? 'Amount' : 'Transaction'}</p>
            <p className="figures text-3xl font-semibold text-text">
              {rupees(header.totalAmount) || header.trnTypeLabel}
            </p>
          </div>
          <TrxnFacts header={header} />
          {restricted && <Alert tone="info">{authMessages.emfNotAvailable(restricted)}</Alert>}
          {header.status !== 'PENDING' && <Alert tone="info">{authMessages.notPending}</Alert>}
        </Card>
        <div className="flex min-w-0 flex-col gap-6 [grid-area:main]">
          <Card className="p-5 tablet:p-6">
            <TitledSection headingId="lines-heading" title="What your partner placed">
              <div className="mt-4">
                <TrxnLines lines={trxn.trxndetail} />
              </div>
              {trxn.notes && (
                <p className="mt-4 rounded-card bg-subtle p-3 text-sm text-muted">
                  <span className="font-medium text-text">Note from your partner: </span>
                  {trxn.notes}
                </p>
              )}
            </TitledSection>
          </Card>
          {paid && (
            <Card className="p-5 tablet:p-6">
              <TitledSection headingId="payment-heading" title="Payment">
                <div className="mt-4 flex flex-col gap-4">
                  {!placedUsable && <Alert tone="info">{authMessages.enterPayment}</Alert>}
                  {entering ? (
                    <PaymentEntry
                      d={d}
                      trnType={header.trnType}
                      totalAmount={header.totalAmount}
                      njAcNo={njAcNo}
                      placed={header.payment}
                      onChange={setEntry}
                    />
                  ) : (
                    header.payment && <PaymentFacts payment={header.payment} />
                  )}
                  {open && placedUsable && (
                    <Button
                      variant="ghost"
                      className="self-start"
                      disabled={busy}
                      onClick={() => setChanging(!changing)}
                    >
                      {changing ? 'Use the payment placed' : 'Change payment'}
                    </Button>
                  )}
                </div>
              </TitledSection>
            </Card>
          )}
        </div>
        {(open || flow.message) && (
          <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-border bg-surface p-4 [grid-area:actions] tablet:-mx-6 tablet:px-6 desktop:static desktop:mx-0 desktop:border-0 desktop:bg-transparent desktop:p-0">
            {flow.message && <Alert tone={flow.message.tone}>{flow.message.text}</Alert>}
            {tried && entering && entry.problem && !flow.message && (
              <Alert tone="error">{entry.problem}</Alert>
            )}
            {open && (
              <div className="grid grid-cols-2 gap-3 desktop:grid-cols-1">
                <Button
                  loading={flow.pending?.action === 'authorise'}
                  disabled={busy}
                  onClick={authorise}
                >
                  Authorise
                </Button>
                <Button
                  variant="secondary"
                  className="-order-1 desktop:order-none"
                  loading={flow.pending?.action === 'reject'}
                  disabled={busy}
                  onClick={() =>
                    void flow.reject({
                      d,
                      trnType: header.trnType,
                      trxnId:
                        header.isMarsTrxn === 'Y'
                          ? header.marsTarNo || header.trxnId
                          : header.trxnId,
                      amount: header.totalAmount,
                      payment: header.payment,
                      header,
                    })
                  }
                >
                  Reject
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
      {flow.dialog}
    </main>
  );
}
