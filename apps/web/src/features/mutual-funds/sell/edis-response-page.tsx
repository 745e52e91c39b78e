import { messages, type TVerifyEdisResponse } from '@cdesk/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readEdisReturn } from '../../../lib/edis-return';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { sellCalls } from './sell-calls';
import { SellAcknowledgement } from './sell-ack-page';
import { redeemPath } from './sell-paths';

/** The acknowledgement the verification answers with, in the order status's shape. */
function asStatus(reply: TVerifyEdisResponse) {
  return {
    trxnId: reply.trxnId,
    trxnDate: reply.order.placedAt,
    ackStatus:
      reply.edisStatus === 'APPROVED'
        ? ('SUCCESS' as const)
        : reply.edisStatus === 'DECLINED'
          ? ('ERROR' as const)
          : ('PENDING' as const),
    message: reply.message,
    order: reply.order,
  };
}

/**
 * /edis-response?edisTrxnNo=&reqFrom=: where the depository sends the investor back after eDIS.
 * The gateway reads the depository's decision and, once approved, releases the order; the page
 * shows its acknowledgement, a declined or pending authorisation in the gateway's words. When
 * the eDIS was asked while authorising a partner-placed transaction (this tab kept where that
 * one's acknowledgement is, or reqFrom names the authorisation), the decided request goes on to
 * that acknowledgement.
 */
export function EdisResponsePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const edisTrxnNo = params.get('edisTrxnNo') ?? params.get('edisTrxnNO') ?? '';
  const fromAuthorisation = /^auth/i.test(params.get('reqFrom') ?? '');
  const back = readEdisReturn(edisTrxnNo);
  const { state, retry } = useGatewayLoad(`edis:${edisTrxnNo}`, (signal) =>
    sellCalls.verifyEdis(edisTrxnNo, signal),
  );
  const decided = state.status === 'ready' && state.data.edisStatus !== 'PENDING';
  useEffect(() => {
    if (decided && back) void navigate(back, { replace: true });
  }, [decided, back, navigate]);

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Acknowledgement</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-6 p-5 tablet:p-8">
        {state.status === 'loading' && (
          <div className="flex flex-col gap-3" aria-busy>
            <span className="sr-only">Checking the eDIS authorisation with the depository</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-40" />
          </div>
        )}
        {state.status === 'error' && <Alert tone="error">{state.message || messages.common}</Alert>}
        {state.status === 'ready' && <SellAcknowledgement status={asStatus(state.data)} />}
        <div className="flex flex-col gap-3 tablet:flex-row">
          {state.status === 'ready' && state.data.edisStatus === 'PENDING' && (
            <Button onClick={retry}>Check again</Button>
          )}
          <ButtonLink
            variant={
              state.status === 'ready' && state.data.edisStatus === 'PENDING'
                ? 'secondary'
                : 'primary'
            }
            to="/portfolio"
          >
            View portfolio
          </ButtonLink>
          {back || fromAuthorisation ? (
            <ButtonLink variant="secondary" to={back ?? '/transact/authorize'}>
              {back ? 'View acknowledgement' : 'Pending transactions'}
            </ButtonLink>
          ) : (
            <ButtonLink variant="secondary" to={redeemPath()}>
              Redeem/Sell/SWP
            </ButtonLink>
          )}
        </div>
      </Card>
    </main>
  );
}
