import type { TMarsHolding, TOnConfirmMarsRedemptionResponse } from '@cdesk/domain';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { CopyValue } from '../checkout';
import { sellAckPath } from '../mutual-funds';
import { HoldingCard } from './holding-card';
import { marsCalls } from './mars-calls';
import { marsPortfoliosPath } from '../../lib/paths';
import { RedeemFlow } from './redeem-flow';

function Placed({
  reply,
  onBack,
}: {
  reply: TOnConfirmMarsRedemptionResponse;
  onBack: () => void;
}) {
  return (
    <Card className="flex max-w-3xl flex-col gap-5 p-5 tablet:p-8">
      <div role="status" className="flex items-start gap-3">
        <CircleCheck aria-hidden className="size-7 shrink-0 text-gain" />
        <div>
          <p className="text-lg font-semibold">SUCCESS</p>
          <p className="text-[15px] leading-relaxed text-muted">{reply.message}</p>
        </div>
      </div>
      <div>
        <CopyValue label="MARS target no." value={reply.marsTarNo} />
        {reply.orders.map((order) => (
          <CopyValue
            key={order.trxnId}
            label={`Transaction ID, ${order.schemeName}`}
            value={order.trxnId}
          />
        ))}
      </div>
      <ul
        className="flex flex-col divide-y divide-border rounded-card border border-border"
        aria-label="Orders"
      >
        {reply.orders.map((order) => (
          <li key={order.trxnId} className="flex flex-col gap-1 px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium text-text">{order.schemeName}</span>
              <Link
                to={sellAckPath(order.trxnType, order.trxnId)}
                className="shrink-0 rounded-sm font-medium text-brand hover:underline"
              >
                View order
              </Link>
            </div>
            <span className="figures text-xs text-muted">
              {order.redeemBy === 'ALL'
                ? 'All units free to redeem'
                : `${order.requestedUnits} units`}{' '}
              · Folio {order.folioNo} · {order.statusText}
            </span>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" onClick={onBack}>
          Back to Redeem MARS
        </Button>
      </div>
    </Card>
  );
}

/**
 * /transact/mars/redeem (Redeem MARS): the MARS portfolios the investor holds, scheme by scheme,
 * and redeeming one, whole or a percentage, one order per scheme under one OTP.
 */
export function RedeemMarsPage() {
  const [round, setRound] = useState(0);
  const { state, data, retry } = useGatewayLoad(`holdings:${round}`, (signal) =>
    marsCalls.holdings(signal),
  );
  const [open, setOpen] = useState<string | null>(null);
  const [placed, setPlaced] = useState<TOnConfirmMarsRedemptionResponse | null>(null);

  function back() {
    setPlaced(null);
    setOpen(null);
    setRound((n) => n + 1);
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Redeem MARS</h1>
      <p className="mt-1.5 max-w-3xl text-muted">
        Your MARS portfolios, scheme by scheme. Redeem a portfolio whole or in part: every scheme is
        redeemed by the same share.
      </p>
      <div className="mt-6 flex max-w-3xl flex-col gap-4">
        {placed && <Placed reply={placed} onBack={back} />}
        {!placed && state.status === 'loading' && (
          <div
            aria-busy="true"
            aria-label="Loading your MARS portfolios"
            className="flex flex-col gap-4"
          >
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        )}
        {!placed && state.status === 'error' && (
          <LoadError message={state.message} onRetry={retry} />
        )}
        {!placed && data && data.holdings.length === 0 && (
          <Card className="flex flex-col items-start gap-4 p-6">
            <p className="text-[15px] text-text">
              You do not hold a MARS portfolio yet. Choose one of the ready portfolios to start.
            </p>
            <ButtonLink to={marsPortfoliosPath}>See Ready MF Portfolios</ButtonLink>
          </Card>
        )}
        {!placed &&
          data?.holdings.map((holding: TMarsHolding) => (
            <HoldingCard key={holding.marsTarNo} holding={holding}>
              {open === holding.marsTarNo ? (
                <RedeemFlow holding={holding} onDone={setPlaced} onCancel={() => setOpen(null)} />
              ) : (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => setOpen(holding.marsTarNo)}
                    aria-label={`Redeem ${holding.name}`}
                  >
                    Redeem
                  </Button>
                </div>
              )}
            </HoldingCard>
          ))}
      </div>
    </main>
  );
}
