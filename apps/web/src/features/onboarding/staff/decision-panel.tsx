import { reviewLabels, type TFetchRefnoDetailResponse } from '@cdesk/domain';
import { CheckCircle2 } from 'lucide-react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDecisionDialogs } from './confirm-decision-dialogs';
import { DecidedNote } from './decided-note';
import { RejectReasonFields } from './reject-reason-fields';
import { SendCommPanel } from './send-comm-panel';
import { useDecision } from './use-decision';

/** Approve, reject with a reason, or resend the applicant where the application stands. */
export function DecisionPanel({
  detail,
  onDecided,
}: {
  detail: TFetchRefnoDetailResponse;
  onDecided: () => Promise<void>;
}) {
  const { decision } = detail;
  const {
    open,
    reasons,
    reasonCode,
    setReasonCode,
    remark,
    setRemark,
    asking,
    setAsking,
    pending,
    error,
    notice,
    holder,
    setHolder,
    approve,
    reject,
    resend,
    askReject,
    rejectReason,
  } = useDecision(detail, onDecided);

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
      {decision ? <DecidedNote decision={decision} /> : null}
      {open && (
        <>
          <Button onClick={() => setAsking('approve')} disabled={pending}>
            {reviewLabels.approve}
          </Button>
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            <RejectReasonFields
              reasons={reasons}
              reasonCode={reasonCode}
              setReasonCode={setReasonCode}
              remark={remark}
              setRemark={setRemark}
            />
            <Button variant="secondary" onClick={askReject} disabled={pending}>
              {reviewLabels.reject}
            </Button>
          </div>
        </>
      )}
      <SendCommPanel
        holders={detail.holders}
        holder={holder}
        setHolder={setHolder}
        pending={pending}
        resend={resend}
      />
      <ConfirmDecisionDialogs
        asking={asking}
        pending={pending}
        applicant={detail.holders[0]?.name ?? 'the applicant'}
        rejectReason={rejectReason}
        onApprove={() => void approve()}
        onReject={() => void reject()}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
