import type { TAuthTrxnLine } from '@cdesk/domain';
import { ArrowRight } from 'lucide-react';
import { CopyValue } from '../../checkout';
import { lineQuantity } from '../figures';

/** Order states in the investor's words where the gateway's code is known; else the code. */
const statusWords: Record<string, string> = {
  PLACED: 'Placed',
  PAYMENT_PENDING: 'Payment pending',
  PAID: 'Paid, units to be allotted',
  ALLOTTED: 'Units allotted',
  PAYMENT_FAILED: 'Payment failed',
  REJECTED: 'Rejected',
  EDIS_PENDING: 'Waiting for eDIS authorisation',
  AWAITING_NAV: 'Waiting for the NAV',
  SWITCH_IN_PENDING: 'Switch-in pending',
  PAYOUT_DUE: 'Payout due',
  PROCESSED: 'Processed',
  REGISTERED: 'Registered',
  PENDING: 'Pending',
  EFFECTIVE: 'Effective',
  DONE: 'Done',
};

export const orderStatusWords = (status: string) =>
  statusWords[status] ?? status.replace(/_/g, ' ');

/** The legs and instructions of a transaction; once authorised, the order each placed. */
export function TrxnLines({ lines }: { lines: TAuthTrxnLine[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Transaction details">
      {lines.map((line) => {
        const quantity = lineQuantity(line);
        return (
          <li key={line.srNo} className="rounded-card border border-border p-4">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <span className="text-sm font-semibold tracking-wide text-muted uppercase">
                {line.action}
              </span>
              {quantity && (
                <span className="figures text-lg font-semibold text-text">{quantity}</span>
              )}
            </div>
            <p className="mt-1 font-medium text-text">{line.schemeName}</p>
            {line.targetSchemeName && (
              <p className="mt-1 flex items-start gap-1.5 font-medium text-text">
                <ArrowRight aria-label="to" className="mt-1 size-4 shrink-0 text-muted" />
                <span>{line.targetSchemeName}</span>
              </p>
            )}
            <p className="mt-1 text-sm text-muted">
              {[
                line.folioNo ? `Folio ${line.folioNo}` : '',
                line.holdingMode === 'D'
                  ? 'Demat units'
                  : line.holdingMode === 'P'
                    ? 'Physical units'
                    : '',
                line.schedule,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {line.orderRef && (
              <div className="mt-2">
                <CopyValue label="Order reference" value={line.orderRef} />
                {line.orderStatus && (
                  <p className="text-sm text-muted">
                    Status:{' '}
                    <span className="font-medium text-text">
                      {orderStatusWords(line.orderStatus)}
                    </span>
                  </p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
