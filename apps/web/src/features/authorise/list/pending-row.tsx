import type { TAuthPayment } from '@cdesk/domain';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { accountText } from '../figures';

export interface PendingRowProps {
  /** The type's label, e.g. 'Purchase', 'NJ Rec.MF Portfolio Switch'. */
  label: string;
  reference: string;
  summary: string;
  /** The amount or units, formatted; '' for an instruction. */
  figure: string;
  facts: readonly (readonly [string, string])[];
  /** A purchase type's payment; undefined for the types that pay nothing. */
  payment?: TAuthPayment | null;
  detailTo: string;
  /** Why the client cannot act on it here (an EMF account and a MARS switch), else null. */
  restriction: string | null;
  /** Why it can no longer be done at all (its plan already stopped...): it may only be rejected. */
  unavailable?: string;
  pending: 'authorise' | 'reject' | null;
  /** Another transaction is being authorised or rejected. */
  busy: boolean;
  onAuthorise: () => void;
  onReject: () => void;
}

function PaymentLine({ payment }: { payment: TAuthPayment | null }) {
  if (!payment || payment.isUsable !== 'Y')
    return (
      <span className="inline-flex items-center gap-1 font-medium text-warning">
        <CircleAlert aria-hidden className="size-4" />
        Payment details needed
      </span>
    );
  const bank = `${payment.bankName} ${accountText(payment.bankAcno)}`.trim();
  return (
    <span className="font-medium text-text">
      {[payment.payModeLabel, bank, payment.payerVpa].filter(Boolean).join(' · ')}
    </span>
  );
}

/** One transaction waiting for the client: what it does, who placed it, and its two ways on. */
export function PendingRow(props: PendingRowProps) {
  const { label, reference, summary, figure, facts, payment, restriction, pending, busy } = props;
  const unavailable = props.unavailable ?? '';
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 tablet:p-5">
        <div className="flex flex-col gap-3 tablet:flex-row tablet:items-start tablet:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold text-brand">
                {label}
              </span>
              <span className="figures text-muted">Ref. No {reference}</span>
              {unavailable && (
                <span className="rounded-full bg-subtle px-2.5 py-0.5 font-semibold text-muted">
                  Can no longer be done
                </span>
              )}
            </p>
            <p className="mt-2 font-medium text-text">{summary}</p>
          </div>
          {figure && (
            <p className="figures shrink-0 text-xl font-semibold text-text tablet:text-right">
              {figure}
            </p>
          )}
        </div>
        <dl className="grid gap-x-6 gap-y-1.5 text-sm tablet:grid-cols-2">
          {facts.map(([name, value]) => (
            <div key={name} className="flex flex-wrap gap-x-1.5">
              <dt className="text-muted">{name}</dt>
              <dd className="figures font-medium text-text">{value}</dd>
            </div>
          ))}
          {payment !== undefined && (
            <div className="flex flex-wrap gap-x-1.5 tablet:col-span-2">
              <dt className="text-muted">Payment</dt>
              <dd>
                <PaymentLine payment={payment} />
              </dd>
            </div>
          )}
        </dl>
        {unavailable && (
          <Alert tone="info">
            <p>{unavailable}</p>
            <p className="mt-1">It is not sent to the fund house. You may reject it.</p>
          </Alert>
        )}
        {restriction ? (
          <Alert tone="info">{restriction}</Alert>
        ) : (
          <div className="flex flex-col gap-2 border-t border-border pt-4 tablet:flex-row tablet:items-center">
            <Link
              to={props.detailTo}
              className="inline-flex min-h-11 items-center rounded-card px-1 text-[15px] font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-focus tablet:mr-auto"
            >
              View details
            </Link>
            <div className="grid grid-cols-2 gap-3 tablet:flex">
              <Button
                variant="secondary"
                aria-label={`Reject Ref. No ${reference}`}
                loading={pending === 'reject'}
                disabled={busy}
                onClick={props.onReject}
              >
                Reject
              </Button>
              {!unavailable && (
                <Button
                  aria-label={`Authorise Ref. No ${reference}`}
                  loading={pending === 'authorise'}
                  disabled={busy}
                  onClick={props.onAuthorise}
                >
                  Authorise
                </Button>
              )}
            </div>
          </div>
        )}
      </Card>
    </li>
  );
}
