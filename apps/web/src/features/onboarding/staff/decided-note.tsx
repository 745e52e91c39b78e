import type { TFetchRefnoDetailResponse } from '@cdesk/domain';

/** How the application was decided, once it was. */
export function DecidedNote({
  decision,
}: {
  decision: NonNullable<TFetchRefnoDetailResponse['decision']>;
}) {
  return (
    <dl className="text-[15px]">
      <dt className="text-sm text-muted">Decided</dt>
      <dd className="font-medium">
        {decision.status === 'APPROVED'
          ? `Approved, wealth account ${decision.accountNo ?? ''}`
          : `Not Approved: ${decision.reason}`}
      </dd>
    </dl>
  );
}
