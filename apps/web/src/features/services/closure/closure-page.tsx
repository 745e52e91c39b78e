import type { TClosureRequestView, TClosureSigned } from '@cdesk/domain';
import { useState } from 'react';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { closureCalls } from './closure-calls';
import { ClosureDone } from './closure-done';
import { ClosureForm } from './closure-form';
import { ClosureFrame } from './closure-frame';
import { ClosureReview } from './closure-review';
import { ClosureSign } from './closure-sign';
import { PendingRequest } from './pending-request';

type Stage =
  | { kind: 'pending'; request: TClosureRequestView }
  | { kind: 'form'; request: TClosureRequestView | null }
  | { kind: 'review'; request: TClosureRequestView }
  | { kind: 'sign'; request: TClosureRequestView }
  | { kind: 'done'; signed: TClosureSigned };

const stepOf: Record<Stage['kind'], number | undefined> = {
  pending: undefined,
  form: 0,
  review: 1,
  sign: 2,
  done: undefined,
};

/** /services/account-closure: form, PDF, signature; or the open request, to go on with or cancel. */
export function ClosurePage() {
  const [loads, setLoads] = useState(0);
  const { state, retry } = useGatewayLoad(`closure-form-${loads}`, (signal) =>
    closureCalls.load({}, signal),
  );
  const [stage, setStage] = useState<Stage | null>(null);
  const [notice, setNotice] = useState('');

  if (stage?.kind === 'done') return <ClosureDone signed={stage.signed} />;
  if (state.status === 'loading')
    return (
      <ClosureFrame>
        <Skeleton className="h-96 w-full" />
      </ClosureFrame>
    );
  if (state.status === 'error')
    return (
      <ClosureFrame>
        <LoadError message={state.message} onRetry={retry} />
      </ClosureFrame>
    );
  const form = state.data;
  if (!form.demat)
    return (
      <ClosureFrame>
        <Alert tone="info">
          Your wealth account has no demat account with us that can be closed online. Please contact
          your wealth partner, who will close it for you.
        </Alert>
      </ClosureFrame>
    );
  const current: Stage =
    stage ??
    (form.pending ? { kind: 'pending', request: form.pending } : { kind: 'form', request: null });
  const continueWith = (request: TClosureRequestView) =>
    setStage(
      request.status === 'SUBMITTED' ? { kind: 'sign', request } : { kind: 'review', request },
    );

  return (
    <ClosureFrame step={stepOf[current.kind]}>
      {notice && <Alert tone="info">{notice}</Alert>}
      {current.kind === 'pending' && (
        <PendingRequest
          request={current.request}
          onContinue={() => continueWith(current.request)}
          onCancelled={(message) => {
            setNotice(message);
            setStage(null);
            setLoads((n) => n + 1);
          }}
        />
      )}
      {current.kind === 'form' && (
        <ClosureForm
          form={form}
          request={current.request}
          onSaved={(request) => {
            setNotice('');
            setStage({ kind: 'review', request });
          }}
        />
      )}
      {current.kind === 'review' && (
        <ClosureReview
          request={current.request}
          onEdit={() => setStage({ kind: 'form', request: current.request })}
          onSubmitted={(request) => setStage({ kind: 'sign', request })}
        />
      )}
      {current.kind === 'sign' && (
        <ClosureSign
          request={current.request}
          onBack={() => setStage({ kind: 'review', request: current.request })}
          onSigned={(signed) => setStage({ kind: 'done', signed })}
        />
      )}
    </ClosureFrame>
  );
}
