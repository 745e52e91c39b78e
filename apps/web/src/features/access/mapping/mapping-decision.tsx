import { showDate } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import type { ButtonVariant } from '../../../ui/button-classes';
import { FactList } from '../../../ui/fact-list';
import { Skeleton } from '../../../ui/skeleton';
import {
  decideMapping,
  mappingRequest,
  type MappingDecision,
  type MappingRequest,
} from './mapping-calls';
import { errorMessage } from '../../../lib/error-message';
import { MappingResult } from './mapping-result';

const actionText: Record<MappingRequest['action'], string> = {
  MAP: 'Map your account to a new partner',
  UNMAP: 'Unmap your account from its partner',
};
const statusText: Record<MappingRequest['status'], string> = {
  PENDING: 'Waiting for you',
  AUTHORISED: 'Authorised',
  REJECTED: 'Rejected',
};

const decisions: [MappingDecision, string, ButtonVariant][] = [
  ['AUTHORISE', 'Authorise', 'primary'],
  ['REJECT', 'Reject', 'secondary'],
];

/** The request the partner raised, with Authorise and Reject while it waits for the investor. */
export function MappingDecisionCard({ rid, token }: { rid: string; token: string }) {
  const [request, setRequest] = useState<MappingRequest | null>(null);
  const [loadError, setLoadError] = useState('');
  const [result, setResult] = useState('');
  const { run, pending, error } = useAction<MappingDecision>();

  useEffect(() => {
    mappingRequest(rid, token)
      .then(setRequest)
      .catch((caught: unknown) => setLoadError(errorMessage(caught)));
  }, [rid, token]);

  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  if (!request) {
    return (
      <div role="status" aria-label="Loading the request" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  const decide = (decision: MappingDecision) =>
    void run(decision, async () => {
      const outcome = await decideMapping(rid, decision, token);
      setRequest(outcome.request);
      setResult(outcome.message);
    });
  const rows: [string, string][] = [
    ['From partner', request.fromPartner || '–'],
    ['To partner', request.toPartner || '–'],
    ['Requested on', showDate(request.requestedOn)],
    ['Reference', request.rid],
    ['Status', statusText[request.status]],
  ];

  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-lg font-semibold">{actionText[request.action]}</h2>
      {result && <MappingResult rejected={request.status === 'REJECTED'} result={result} />}
      <FactList
        facts={rows}
        className="flex flex-col divide-y divide-border text-sm"
        rowClassName="flex justify-between gap-4 py-2.5"
        valueClassName="figures text-right font-medium text-text"
      />
      {error && <Alert tone="error">{error}</Alert>}
      {request.status === 'PENDING' && (
        <div className="flex flex-col gap-3 tablet:flex-row-reverse">
          {decisions.map(([decision, label, variant]) => (
            <Button
              key={decision}
              variant={variant}
              className="tablet:flex-1"
              loading={pending === decision}
              disabled={pending !== null}
              onClick={() => decide(decision)}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
