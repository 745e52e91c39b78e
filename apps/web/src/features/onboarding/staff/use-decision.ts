import {
  approveRefnoCall,
  fetchNAReasonCall,
  type HolderRole,
  onboardingMessages,
  otherReasonCode,
  rejectRefnoCall,
  reviewMessages,
  sendCommCall,
  sendCommToHolderCall,
  type TFetchRefnoDetailResponse,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { staffCall } from './staff-gateway';
import { useDecisionAct } from './use-decision-act';

export type Reason = { reasonCode: string; reason: string };

/** The decision on an application: approve, reject with a reason, or resend the applicant. */
export function useDecision(detail: TFetchRefnoDetailResponse, onDecided: () => Promise<void>) {
  const app = detail.application;
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [reasonCode, setReasonCode] = useState('');
  const [remark, setRemark] = useState('');
  const { asking, setAsking, pending, error, setError, notice, act } = useDecisionAct(onDecided);
  const [holder, setHolder] = useState('');
  const open = app.status === 'UNDER_REVIEW';

  useEffect(() => {
    if (!open) return;
    staffCall(fetchNAReasonCall, {}).then(
      (reply) => setReasons(reply.reasons),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [open, setError]);

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

  const rejectReason =
    reasonCode === otherReasonCode
      ? remark
      : reasons.find((r) => r.reasonCode === reasonCode)?.reason;

  return {
    rejectReason,
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
  };
}
