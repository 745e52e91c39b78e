import {
  authMessages,
  type emfUnavailableProduct,
  type TAuthTrxnHeader,
  type TPendingAuthorizationTransaction,
} from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TitledSection } from '../../../ui/titled-section';
import { rupees } from '../figures';
import { PaymentEntry, type PaymentEntryValue } from './payment-entry';
import { PaymentFacts, TrxnFacts } from './trxn-facts';
import { TrxnLines } from './trxn-lines';

/** The amount, the transaction's facts, and why it cannot be authorised here. */
export function DetailSummary({
  header,
  restricted,
}: {
  header: TAuthTrxnHeader;
  restricted: ReturnType<typeof emfUnavailableProduct>;
}) {
  return (
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
  );
}

/** What the partner placed, line by line, with the partner's note. */
export function PlacedCard({ trxn }: { trxn: TPendingAuthorizationTransaction }) {
  return (
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
  );
}

/** The payment: as placed, or entered by the client, with the switch between the two. */
export function PaymentCard({
  d,
  njAcNo,
  header,
  entering,
  onEntry,
  changing,
  busy,
  onToggle,
}: {
  d: string;
  njAcNo: string;
  header: TAuthTrxnHeader;
  entering: boolean;
  onEntry: (value: PaymentEntryValue) => void;
  /** Whether the client is entering a payment of their own; null when it cannot change. */
  changing: boolean | null;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <Card className="p-5 tablet:p-6">
      <TitledSection headingId="payment-heading" title="Payment">
        <div className="mt-4 flex flex-col gap-4">
          {header.payment?.isUsable !== 'Y' && (
            <Alert tone="info">{authMessages.enterPayment}</Alert>
          )}
          {entering ? (
            <PaymentEntry
              d={d}
              trnType={header.trnType}
              totalAmount={header.totalAmount}
              njAcNo={njAcNo}
              placed={header.payment}
              onChange={onEntry}
            />
          ) : (
            header.payment && <PaymentFacts payment={header.payment} />
          )}
          {changing !== null && (
            <Button variant="ghost" className="self-start" disabled={busy} onClick={onToggle}>
              {changing ? 'Use the payment placed' : 'Change payment'}
            </Button>
          )}
        </div>
      </TitledSection>
    </Card>
  );
}
