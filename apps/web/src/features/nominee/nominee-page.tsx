import {
  entryFlow,
  nomineeView,
  removeNomineeProfileCall,
  sendNomineeEvent,
  type NomineeFlowEvent,
  type NomineeFlowState,
} from '@cdesk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../lib/store';
import { AddressStep } from './address-step';
import { EntryStep } from './entry-step';
import { loadFlow, readReturnTo, saveFlow, saveReturnTo } from './flow-store';
import { NomineeView } from './nominee-view';
import { OptStep } from './opt-step';
import { PdfStep } from './pdf-step';
import { guardianConfig, nomineeConfig } from './person-configs';
import { PersonStep } from './person-step';
import { ShareStep } from './share-step';
import { SignStep } from './sign-step';
import { SummaryStep } from './summary-step';
import { nomineeCall } from './nominee-calls';
import type { StepProps } from './wizard-types';

/** What a transact page passes when it sends the investor here. */
export interface NomineeLaunchState {
  isFromTransact?: boolean;
  /** The transact page to return to; it receives `{ nomineeRedirect: true }` as its state. */
  returnTo?: string;
}

/**
 * /nomineeTransact: the nominee wizard. Screens are switched by the flow's screen code, not by
 * routes, so Back and Next never leave a half-saved request behind in the history.
 */
export function NomineePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const launch = (location.state ?? {}) as NomineeLaunchState;
  const isFromTransact = launch.isFromTransact === true;
  const accType = useAppSelector((state) => state.access.accType) ?? '';
  const [flow, setFlow] = useState<NomineeFlowState>(() => loadFlow(isFromTransact));
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (launch.returnTo) saveReturnTo(launch.returnTo);
  }, [launch.returnTo]);

  useEffect(() => saveFlow(flow), [flow]);

  // A new screen starts at its top, with the reader's focus on the page heading.
  const shown = `${flow.screenNo}:${flow.nomiNum}`;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.scrollingElement?.scrollTo?.({ top: 0 });
    heading.current?.focus();
  }, [shown]);

  const send = useCallback(
    (event: NomineeFlowEvent) => setFlow((current) => sendNomineeEvent(current, event)),
    [],
  );
  const returnToTransact = useCallback(() => {
    const to = readReturnTo();
    if (to) navigate(to, { state: { nomineeRedirect: true } });
    else setFlow(entryFlow('1', false));
  }, [navigate]);
  // S1's automatic request is made once a visit: Back from S2 shows the nominees instead.
  const modifyOffered = useRef(false);
  const onNeedsModify = useCallback(() => {
    if (modifyOffered.current) return;
    modifyOffered.current = true;
    setFlow((current) => ({ ...current, screenNo: 'S1' }));
  }, []);
  // What the last signature said, shown above the nominees it put on record.
  const [signedNotice, setSignedNotice] = useState('');
  const finish = useCallback(
    (message: string) => {
      if (flow.isFromTransact) returnToTransact();
      else setSignedNotice(message);
    },
    [flow.isFromTransact, returnToTransact],
  );

  const view = nomineeView(flow);
  const back = view.showBack ? () => send({ type: 'BACK' }) : undefined;
  const props: StepProps = { flow, view, send, back, accType };
  return (
    <main className="flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight focus:outline-none"
        >
          Nominee
        </h1>
        <Screen
          {...props}
          onNeedsModify={onNeedsModify}
          onReturn={returnToTransact}
          onSigned={finish}
          signedNotice={signedNotice}
          autoModify={!modifyOffered.current}
        />
      </div>
    </main>
  );
}

interface ScreenProps extends StepProps {
  onNeedsModify: () => void;
  onReturn: () => void;
  onSigned: (message: string) => void;
  signedNotice: string;
  autoModify: boolean;
}

function Screen({
  onNeedsModify,
  onReturn,
  onSigned,
  signedNotice,
  autoModify,
  ...props
}: ScreenProps) {
  const { flow, send } = props;
  switch (flow.screenNo) {
    case 'S1':
      return <EntryStep {...props} onReturn={onReturn} />;
    case 'S2':
      return <OptStep {...props} />;
    case 'S3':
      return (
        <PersonStep
          key={`S3:${flow.nomiNum}`}
          {...props}
          config={nomineeConfig}
          onRemove={async () => {
            const removed = await nomineeCall(
              removeNomineeProfileCall,
              { nomiReqId: flow.nomiReqId, nomineeNo: flow.nomiNum },
              flow.isFromTransact,
            );
            send({ type: 'REMOVE_NOMINEE', totalNomi: removed.totalNomi });
          }}
        />
      );
    case 'S7':
    case 'S9':
      return <AddressStep key={`${flow.screenNo}:${flow.nomiNum}`} {...props} />;
    case 'S8':
      return <PersonStep key={`S8:${flow.nomiNum}`} {...props} config={guardianConfig} />;
    case 'S4':
      return <ShareStep {...props} />;
    case 'S10':
      return <SummaryStep {...props} />;
    case 'PDF':
      return <PdfStep {...props} />;
    case 'S5':
      return <SignStep {...props} onSigned={onSigned} />;
    default:
      return (
        <NomineeView
          {...props}
          onNeedsModify={onNeedsModify}
          autoModify={autoModify}
          notice={signedNotice}
        />
      );
  }
}
