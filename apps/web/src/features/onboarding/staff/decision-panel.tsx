import {
  approveRefnoCall,
  fetchNAReasonCall,
  type HolderRole,
  onboardingMessages,
  otherReasonCode,
  rejectRefnoCall,
  reviewLabels,
  reviewMessages,
  sendCommCall,
  sendCommToHolderCall,
  type TFetchRefnoDetailResponse,
} from '@cdesk/domain';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { MessageDialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { staffCall } from './staff-gateway';

type Reason = { reasonCode: string; reason: string };

/** Approve, reject with a reason, or resend the applicant where the application stands. */
export function DecisionPanel({
  detail,
  onDecided,
}: {
  detail: TFetchRefnoDetailResponse;
  onDecided: () => Promise<void>;
}) {
  const { application: app, decision } = detail;
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [reasonCode, setReasonCode] = useState('');
  const [remark, setRemark] = useState('');
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [holder, setHolder] = useState('');
  const open = app.status === 'UNDER_REVIEW';

  useEffect(() => {
    if (!open) return;
    staffCall(fetchNAReasonCall, {}).then(
      (reply) => setReasons(reply.reasons),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [open]);

  const act = async (work: () => Promise<string>) => {
    setPending(true);
    setError('');
    try {
      const done = await work();
      setAsking(null);
      await onDecided();
      setNotice(done);
    } catch (failure) {
      setAsking(null);
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  const approve = () =>
    act(async () => {
      const done = await staffCall(approveRefnoCall, { refNo: app.refNo });
      return `Approved. Wealth account ${done.njAcNo} (UCC ${done.ucc}) is open; the applicant has been sent how to log in.`;
    });
  const reject = () =>
    act(async () => {
      const done = await staffCall(rejectRefnoCall, {
        refNo: app.refNo,
        reasonCode: reasonCode as '148',
        remark,
      });
      return `Rejected (${done.statusCode} ${done.statusText}): ${done.reason}. The applicant has been told.`;
    });
  const resend = (commType: 'NM' | 'RE') =>
    act(async () => {
      const sent = holder
        ? await staffCall(sendCommToHolderCall, {
            refNo: app.refNo,
            holder: holder as HolderRole,
            commType,
          })
        : await staffCall(sendCommCall, { refNo: app.refNo, commType });
      return `Sent to ${sent.recipients.join(', ')}.`;
    });
  const askReject = () => {
    if (!reasonCode) return setError(onboardingMessages.cannotBeEmpty('Reject Reason'));
    if (reasonCode === otherReasonCode && !remark.trim())
      return setError(reviewMessages.remarkRequired);
    setError('');
    setAsking('reject');
  };

  return (
    <Card className="flex flex-col gap-4 p-4 tablet:p-6 desktop:sticky desktop:top-4">
      <h2 className="text-lg font-semibold">Decision</h2>
      {notice && (
        <p role="status" className="flex gap-2 rounded-card bg-gain-soft p-3 text-[15px] text-text">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-gain" />
          {notice}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {decision ? (
        <dl className="text-[15px]">
          <dt className="text-sm text-muted">Decided</dt>
          <dd className="font-medium">
            {decision.status === 'APPROVED'
              ? `Approved, wealth account ${decision.accountNo ?? ''}`
              : `Not Approved: ${decision.reason}`}
          </dd>
        </dl>
      ) : null}
      {open && (
        <>
          <Button onClick={() => setAsking('approve')} disabled={pending}>
            {reviewLabels.approve}
          </Button>
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            <Select
              label="Reject Reason"
              placeholder="Select a reason"
              options={reasons.map((r) => ({
                value: r.reasonCode,
                label: `${r.reasonCode} ${r.reason}`,
              }))}
              value={reasonCode}
              onValueChange={setReasonCode}
              name="reasonCode"
            />
            {reasonCode === otherReasonCode && (
              <Field label="Remark">
                {(control) => (
                  <Input
                    {...control}
                    name="remark"
                    maxLength={200}
                    value={remark}
                    onChange={(e) => setRemark(e.target.value)}
                  />
                )}
              </Field>
            )}
            <Button variant="secondary" onClick={askReject} disabled={pending}>
              {reviewLabels.reject}
            </Button>
          </div>
        </>
      )}
      <div className="flex flex-col gap-3 border-t border-border pt-4">
        <Select
          label="Send to"
          options={[
            { value: '', label: 'All holders' },
            ...detail.holders.map((h) => ({ value: h.role, label: `${h.label}: ${h.name}` })),
          ]}
          value={holder}
          onValueChange={setHolder}
          name="holder"
        />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => void resend('NM')} disabled={pending}>
            Send (NM)
          </Button>
          <Button variant="secondary" onClick={() => void resend('RE')} disabled={pending}>
            Resend (RE)
          </Button>
        </div>
      </div>
      <MessageDialog
        open={asking === 'approve'}
        title="Approve this application?"
        confirmLabel={reviewLabels.approve}
        cancelLabel="Cancel"
        pending={pending}
        onConfirm={() => void approve()}
        onClose={() => setAsking(null)}
      >
        A wealth account is opened for {detail.holders[0]?.name ?? 'the applicant'} with the bank,
        mandate and nominees shown, and the login details are sent to the applicant.
      </MessageDialog>
      <MessageDialog
        open={asking === 'reject'}
        title="Reject this application?"
        confirmLabel={reviewLabels.reject}
        cancelLabel="Cancel"
        pending={pending}
        onConfirm={() => void reject()}
        onClose={() => setAsking(null)}
      >
        The applicant is told:{' '}
        {reasonCode === otherReasonCode
          ? remark
          : reasons.find((r) => r.reasonCode === reasonCode)?.reason}
        .
      </MessageDialog>
    </Card>
  );
}
