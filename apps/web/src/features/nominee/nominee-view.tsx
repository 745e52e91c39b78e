import {
  cancelNomineeRequestProfileCall,
  generateNomiReqProfileCall,
  loadNomineeDtlProfileCall,
  needsAutomaticModify,
  type NomineeAction,
  type TLoadNomineeDtlProfileResponse,
} from '@cdesk/domain';
import { UserRound, UsersRound } from 'lucide-react';
import { useEffect } from 'react';
import { useAction } from '../../lib/use-action';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';
import { Skeleton } from '../../ui/skeleton';
import { nomineeCall } from './nominee-calls';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import type { StepProps } from './wizard-types';

type NomineeDetail = TLoadNomineeDtlProfileResponse;

const actionLabels: Record<NomineeAction, string> = {
  ADD_NOMI: 'Add nominee',
  CHNG_NOMI: 'Change nominee',
  MODI_NOMI: 'Modify nominee details',
  OPT_IN: 'Opt in for nomination',
  OPT_OUT: 'Opt out of nomination',
};

interface NomineeViewProps extends StepProps {
  /** No preference on record (or NA): the wizard starts at S1 with its automatic request. */
  onNeedsModify: () => void;
  /** Whether S1's automatic request may still be made on this visit. */
  autoModify: boolean;
  /** The message of a signature just made. */
  notice?: string;
}

/** The nominees on record, any request under way, and the ways to change them. */
export function NomineeView({ flow, send, onNeedsModify, autoModify, notice }: NomineeViewProps) {
  const { isFromTransact } = flow;
  const { state, reload, run, pending, error, willModify, start } = useNomineeDetail(
    flow,
    send,
    onNeedsModify,
    autoModify,
  );

  if (state.status === 'loading' || willModify) return <ViewLoading />;
  if (state.status === 'error')
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
        }
      >
        {state.message}
      </Alert>
    );

  const data = state.data;
  const notices = [data.nomineeMsg, data.nomiRequestedMsg].filter(Boolean);
  return (
    <div className="flex flex-col gap-5">
      {notice && <Alert tone="info">{notice}</Alert>}
      {notices.map((notice) => (
        <Alert key={notice} tone="info">
          {notice}
        </Alert>
      ))}
      {data.nomineeRejectMsg && <Alert tone="error">{data.nomineeRejectMsg}</Alert>}
      <Card className="shadow-sm">
        <h2 className="border-b border-border px-4 py-4 text-lg font-semibold tracking-tight tablet:px-6">
          NOMINEE DETAILS
        </h2>
        <NomineeList nominees={data.nomiDtl} />
        <NomineeActions
          data={data}
          pending={pending}
          onResume={() =>
            void run('resume', async () => {
              send({
                type: 'LOADED',
                nomiReqId: data.nomiReqId,
                action: data.action as NomineeAction,
                // Where the request stands, which may be past the nominees on record.
                totalNomi: data.totalNomi,
                nomiNum: data.nomiNum,
                screenNo: data.screenNo === '' ? undefined : data.screenNo,
              });
            })
          }
          onCancel={() =>
            void run('cancel', async () => {
              await nomineeCall(
                cancelNomineeRequestProfileCall,
                { nomiReqId: data.nomiReqId },
                isFromTransact,
              );
              reload();
            })
          }
          onStart={start}
        />
      </Card>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

/** The nominees on record, S1's automatic request when due, and starting a request. */
function useNomineeDetail(
  flow: StepProps['flow'],
  send: StepProps['send'],
  onNeedsModify: () => void,
  autoModify: boolean,
) {
  const { isFromTransact } = flow;
  const { state, retry: reload } = useGatewayLoad('view', () =>
    nomineeCall(loadNomineeDtlProfileCall, {}, isFromTransact),
  );
  const { run, pending, error } = useAction<NomineeAction | 'resume' | 'cancel'>();
  const detail = state.status === 'ready' ? state.data : undefined;

  const willModify =
    autoModify &&
    detail !== undefined &&
    detail.nomineeBtnFlg === 'Y' &&
    detail.nomiReqId === '' &&
    needsAutomaticModify(detail.nomineePreference);
  useEffect(() => {
    if (willModify) onNeedsModify();
  }, [willModify, onNeedsModify]);

  const start = (action: NomineeAction) =>
    void run(action, async () => {
      const step = await nomineeCall(
        generateNomiReqProfileCall,
        { action, isFromTransact: isFromTransact ? 'Y' : 'N' },
        isFromTransact,
      );
      send({
        type: 'LOADED',
        nomiReqId: step.nomiReqId,
        action: step.action,
        totalNomi: step.totalNomi,
      });
    });

  return { state, reload, run, pending, error, willModify, start };
}

function ViewLoading() {
  return (
    <Card aria-busy className="flex flex-col gap-4 p-6">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </Card>
  );
}

/** The nominees on record, or what having none means. */
function NomineeList({ nominees }: { nominees: NomineeDetail['nomiDtl'] }) {
  return (
    <>
      {nominees.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <IconBadge icon={UsersRound} tone="brand" />
          <p className="max-w-sm text-[15px] text-muted">
            No nominee is on record for this account. Add up to three nominees so that your holdings
            pass to them without delay.
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {nominees.map((nominee) => (
            <li key={nominee.nomineeNo} className="flex items-start gap-3 px-4 py-4 tablet:px-6">
              <IconBadge icon={UserRound} tone="muted" size="md" className="mt-0.5 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-text">{nominee.nomineeName}</p>
                <p className="text-sm text-muted">
                  {nominee.relation} · Born <span className="figures">{nominee.nomiDob}</span>
                </p>
                {nominee.guardianName && (
                  <p className="text-sm text-muted">Guardian: {nominee.guardianName}</p>
                )}
              </div>
              <p className="figures text-lg font-semibold text-text">{nominee.nomineeShare}%</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Continue or cancel the request under way, or the ways to change the nominees. */
function NomineeActions({
  data,
  pending,
  onResume,
  onCancel,
  onStart,
}: {
  data: NomineeDetail;
  pending: NomineeAction | 'resume' | 'cancel' | null;
  onResume: () => void;
  onCancel: () => void;
  onStart: (action: NomineeAction) => void;
}) {
  const open = data.nomiReqId !== '' && data.action !== '' && data.screenNo !== '';
  return (
    <div className="flex flex-col gap-3 border-t border-border px-4 py-4 tablet:flex-row tablet:flex-wrap tablet:justify-end tablet:px-6">
      {open && (
        <Button loading={pending === 'resume'} onClick={onResume}>
          Continue your request
        </Button>
      )}
      {open && (
        <Button variant="secondary" loading={pending === 'cancel'} onClick={onCancel}>
          Cancel request
        </Button>
      )}
      {!open &&
        data.nomineeBtnFlg === 'Y' &&
        data.transactAction.map((action, index) => (
          <Button
            key={action}
            variant={index === 0 ? 'primary' : 'secondary'}
            loading={pending === action}
            onClick={() => onStart(action)}
          >
            {actionLabels[action]}
          </Button>
        ))}
    </div>
  );
}
