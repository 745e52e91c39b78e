import type { TCheckPlan2FAResponse, TSystematicPlan } from '@cdesk/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../../../lib/use-action';
import { planCalls } from './plans-calls';
import { ackPath, otpPath } from './plans-paths';

/**
 * Revoking a SIP's stop: the pre-check, then the OTP page for an EMF account or a dialog's yes for
 * an EW one, then the acknowledgement at /transact/authorize/tsr/achknowledge.
 */
export function useRevokeStop() {
  const navigate = useNavigate();
  const action = useAction<'check' | 'revoke'>();
  const [question, setQuestion] = useState<TCheckPlan2FAResponse | null>(null);

  const start = (plan: TSystematicPlan) =>
    void action.run('check', async () => {
      const check = await planCalls.checkPlan2FA({ trxnType: 'TSR', planId: plan.planId });
      if (check.twoFactor === 'Y') void navigate(otpPath(check.flow, plan.planId));
      else setQuestion(check);
    });

  const confirm = () =>
    void action.run('revoke', async () => {
      if (!question) return;
      const placed = await planCalls.revokeStopSip({ planId: question.planId });
      setQuestion(null);
      void navigate(ackPath(placed.trxnType, placed.tid));
    });

  return { start, confirm, question, close: () => setQuestion(null), ...action };
}
