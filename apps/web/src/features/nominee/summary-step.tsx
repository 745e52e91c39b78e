import { loadNomineePercShareProfileCall } from '@cdesk/domain';
import { Pencil, UserRound } from 'lucide-react';
import { Button } from '../../ui/button';
import { IconBadge } from '../../ui/icon-badge';
import { nomineeCall } from './nominee-calls';
import { StepNotReady } from './load-failure';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { WizardFrame } from './wizard-frame';
import type { StepProps } from './wizard-types';

/** S10: the nominees so far, each one editable, with room to add another or go on to the shares. */
export function SummaryStep({ flow, view, send, back }: StepProps) {
  const { nomiReqId, isFromTransact, totNomiVal } = flow;
  const { state, retry: reload } = useGatewayLoad(`${nomiReqId}:${totNomiVal}`, () =>
    nomineeCall(loadNomineePercShareProfileCall, { nomiReqId }, isFromTransact),
  );
  const title = view.title;
  if (state.status !== 'ready')
    return (
      <StepNotReady state={state} title={title} stage="Nominees" onRetry={reload} onBack={back} />
    );

  return (
    <WizardFrame
      title={title}
      stage="Nominees"
      onBack={back}
      actions={
        <>
          {view.showAdd && (
            <Button variant="ghost" onClick={() => send({ type: 'ADD_NOMINEE' })}>
              Add nominee {totNomiVal + 1}
            </Button>
          )}
          <Button onClick={() => send({ type: 'PROCEED' })}>Next</Button>
        </>
      }
    >
      <ul className="flex flex-col gap-3">
        {state.data.nomiPercShareDtl.map((row, index) => (
          <li
            key={index}
            className="flex items-center gap-3 rounded-card border border-border px-4 py-3"
          >
            <IconBadge icon={UserRound} tone="brand" size="md" className="shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="text-sm text-muted">Nominee {index + 1}</p>
              <p className="truncate font-medium text-text">{row.nomineeName}</p>
              <p className="text-sm text-muted">{row.nomineeRel}</p>
            </div>
            <Button
              variant="ghost"
              aria-label={`Edit nominee ${index + 1}`}
              onClick={() => send({ type: 'EDIT_NOMINEE', nomineeNo: index + 1 })}
            >
              <Pencil aria-hidden className="size-4" />
              <span className="hidden tablet:inline">Edit</span>
            </Button>
          </li>
        ))}
      </ul>
    </WizardFrame>
  );
}
