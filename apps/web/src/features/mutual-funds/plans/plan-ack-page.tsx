import { formatPaise, showDate } from '@cdesk/domain';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { FactList } from '../../../ui/fact-list';
import { LoadError } from '../../../ui/load-error';
import { Alert } from '../../../ui/alert';
import { bankText } from './plan-card';
import { planCalls } from './plans-calls';
import { myPlansPath } from './plans-paths';
import { RequestSkeleton } from './request-frame';

/**
 * /transact/authorize/{sbs|tsr|sipshifting|tpsip}/achknowledge?tid=: the acknowledgement of a stop,
 * a revocation, a bank change or a top-up, with its reference number.
 */
export function PlanAckPage() {
  const [params] = useSearchParams();
  const tid = params.get('tid') ?? '';
  const { state, retry } = useGatewayLoad(tid, (signal) => planCalls.getAck({ tid }, signal));

  let body: ReactNode;
  if (!tid) body = <Alert tone="error">The request was not found.</Alert>;
  else if (state.status === 'loading') body = <RequestSkeleton label="Loading the request" />;
  else if (state.status === 'error') body = <LoadError message={state.message} onRetry={retry} />;
  else {
    const ack = state.data;
    const { request } = ack;
    const facts: [string, ReactNode][] = [
      ['Reference no.', <span className="select-all">{request.tid}</span>],
      ['Request', request.trxnLabel],
      ['Scheme', ack.schemeName],
      ...(ack.toSchemeName ? [['To scheme', ack.toSchemeName] as [string, ReactNode]] : []),
      ['Folio', ack.folioNo],
      ['Placed on', showDate(request.requestedOn)],
      [
        request.trxnType === 'TSR' ? 'Stop revoked from' : 'Effective from',
        showDate(request.effectiveDate),
      ],
    ];
    if (request.topUpPaise !== null) facts.push(['Top-up', formatPaise(request.topUpPaise)]);
    if (request.trxnType === 'TPSIP' || request.trxnType === 'SIPSHIFTING')
      facts.push([
        'Installment amount',
        `${formatPaise(ack.amountPaise)} ${ack.frequencyLabel.toLowerCase()}`,
      ]);
    if (request.bank) facts.push(['Bank mandate', bankText(request.bank)]);
    body = (
      <>
        <div role="status" className="flex items-start gap-3">
          <CircleCheck aria-hidden className="size-7 shrink-0 text-gain" />
          <div>
            <p className="text-lg font-semibold">SUCCESS</p>
            <p className="text-[15px] leading-relaxed text-muted">{ack.message}</p>
          </div>
        </div>
        <FactList
          facts={facts}
          className="flex flex-col"
          rowClassName="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-border py-2 last:border-0"
          labelClassName="text-sm text-muted"
          valueClassName="figures text-right font-medium break-all text-text"
        />
      </>
    );
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Acknowledgement</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-6 p-5 tablet:p-8">
        {body}
        <div className="flex flex-col gap-3 tablet:flex-row">
          <ButtonLink to={myPlansPath}>My systematic plans</ButtonLink>
          <ButtonLink variant="secondary" to="/portfolio">
            View portfolio
          </ButtonLink>
        </div>
      </Card>
    </main>
  );
}
