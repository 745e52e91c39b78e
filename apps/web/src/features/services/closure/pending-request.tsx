import type { TClosureRequestView } from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FactList } from '../../../ui/fact-list';
import { closureCalls } from './closure-calls';

interface PendingRequestProps {
  request: TClosureRequestView;
  onContinue: () => void;
  onCancelled: (message: string) => void;
}

/** The open request: one at a time, continued where it stands or cancelled before it is signed. */
export function PendingRequest({ request, onContinue, onCancelled }: PendingRequestProps) {
  const action = useAction<'cancel'>();
  const [asking, setAsking] = useState(false);
  const waiting = request.status === 'SUBMITTED';
  const cancel = () =>
    void action.run('cancel', async () => {
      const reply = await closureCalls.cancel({ closureReqId: request.closureReqId });
      onCancelled(reply.message);
    });

  return (
    <Card className="flex flex-col gap-5 p-5 tablet:p-8">
      <div>
        <h2 className="text-lg font-semibold">You have an account closure request pending</h2>
        <p className="mt-1 text-sm text-muted">
          {waiting
            ? 'It is submitted and waits for your signature.'
            : 'It is saved; read it and submit it for signing to go on.'}
        </p>
      </div>
      <FactList
        className="grid grid-cols-1 gap-3 text-sm tablet:grid-cols-2"
        rowClassName="flex flex-col gap-0.5"
        valueClassName="figures font-medium text-text"
        facts={[
          ['Request number', request.closureReqId],
          ['Made on', request.createdOn],
          ['Reason', request.reason],
          ['Demat account', `${request.dpId} ${request.boId}`],
        ]}
      />
      {action.error && <Alert tone="error">{action.error}</Alert>}
      {asking ? (
        <div className="flex flex-col gap-3 rounded-card bg-subtle p-4">
          <p className="text-sm">Cancel this account closure request? Your account stays open.</p>
          <div className="flex flex-col gap-3 tablet:flex-row">
            <Button loading={action.pending === 'cancel'} onClick={cancel}>
              Yes, cancel the request
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              No, keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3 tablet:flex-row">
          <Button onClick={onContinue}>{waiting ? 'Continue to sign' : 'Continue'}</Button>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Cancel request
          </Button>
        </div>
      )}
    </Card>
  );
}
