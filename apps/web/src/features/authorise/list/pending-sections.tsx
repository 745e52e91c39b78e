import {
  authMessages,
  emfUnavailableProduct,
  isPaidAuthType,
  transactionTypeLabels,
  type TMarsPendingTrxn,
  type TPendingTrxn,
} from '@cdesk/domain';
import { ClipboardCheck } from 'lucide-react';
import { fundsListPath } from '../../../lib/paths';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { IconBadge } from '../../../ui/icon-badge';
import { Skeleton } from '../../../ui/skeleton';
import { TitledSection } from '../../../ui/titled-section';
import { dateTimeText, lineQuantity, rupees } from '../figures';
import type { AuthTarget } from '../flow/use-authorise-flow';
import type { Pending } from './load-pending';
import { PendingRow } from './pending-row';

/** Authorise, reject and detail of one pending transaction, as its row offers them. */
export type RowActions = (target: AuthTarget) => {
  pending: 'authorise' | 'reject' | null;
  busy: boolean;
  onAuthorise: () => void;
  onReject: () => void;
  detailTo: string;
};

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

/** Placeholders while the pending transactions load. */
export function PendingLoading() {
  return (
    <div className="mt-6 flex max-w-4xl flex-col gap-4" aria-busy>
      <span className="sr-only">Loading the transactions waiting for you</span>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-44" />
      ))}
    </div>
  );
}

/** Nothing waits for the client. */
export function NoPending() {
  return (
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
  );
}

/** The mutual fund transactions waiting for the client. */
export function MfPending({
  trxns,
  accType,
  rowActions,
}: {
  trxns: TPendingTrxn[];
  accType: string;
  rowActions: RowActions;
}) {
  return (
    <TitledSection headingId="mf-pending" title="Mutual funds">
      <ul className="mt-4 flex flex-col gap-4">
        {trxns.map((t) => {
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
  );
}

/** The MARS portfolio switches waiting for the client, or why they could not be read. */
export function MarsPending({
  pending,
  accType,
  rowActions,
}: {
  pending: Pending;
  accType: string;
  rowActions: RowActions;
}) {
  return (
    <TitledSection headingId="mars-pending" title="MARS portfolios">
      {pending.marsError && (
        <Alert tone="error" className="mt-4">
          {pending.marsError}
        </Alert>
      )}
      <ul className="mt-4 flex flex-col gap-4">
        {pending.mars.map((t) => {
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
  );
}
