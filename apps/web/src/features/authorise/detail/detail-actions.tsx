import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import type { useAuthoriseFlow } from '../flow/use-authorise-flow';

/** What the attempt said, and Authorise and Reject while the transaction is open. */
export function DetailActions({
  open,
  flow,
  problem,
  onAuthorise,
  onReject,
}: {
  open: boolean;
  flow: ReturnType<typeof useAuthoriseFlow>;
  /** The payment's problem, once an authorise was tried. */
  problem: string;
  onAuthorise: () => void;
  onReject: () => void;
}) {
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-border bg-surface p-4 [grid-area:actions] tablet:-mx-6 tablet:px-6 desktop:static desktop:mx-0 desktop:border-0 desktop:bg-transparent desktop:p-0">
      {flow.message && <Alert tone={flow.message.tone}>{flow.message.text}</Alert>}
      {problem && !flow.message && <Alert tone="error">{problem}</Alert>}
      {open && (
        <div className="grid grid-cols-2 gap-3 desktop:grid-cols-1">
          <Button
            loading={flow.pending?.action === 'authorise'}
            disabled={flow.pending !== null}
            onClick={onAuthorise}
          >
            Authorise
          </Button>
          <Button
            variant="secondary"
            className="-order-1 desktop:order-none"
            loading={flow.pending?.action === 'reject'}
            disabled={flow.pending !== null}
            onClick={onReject}
          >
            Reject
          </Button>
        </div>
      )}
    </div>
  );
}
