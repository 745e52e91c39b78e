import {
  authMessages,
  otpPolicy,
  planMessages,
  twoFactorAuthFlows,
  type TAuthTrxnHeader,
  type TAuthTrxnLine,
  type TwoFactorPlanAction,
} from '@cdesk/domain';
import { nanoid } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { clientInfo } from '../../../lib/client-info';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { useOtpChallenge, type OtpSendMode } from '../../../lib/use-otp-challenge';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { OtpChallenge } from '../../../ui/otp-challenge';
import { authCalls } from '../auth-calls';
import { detailPath, pendingListPath } from '../auth-paths';
import { withReceipt } from '../flow/finish';
import { useQuestions } from '../flow/questions';
import { DetailSkeleton } from '../detail/detail-skeleton';
import { TrxnFacts } from '../detail/trxn-facts';
import { TrxnLines } from '../detail/trxn-lines';

const typeOfFlow = Object.fromEntries(
  Object.entries(twoFactorAuthFlows).map(([type, flow]) => [flow, type]),
) as Record<string, TwoFactorPlanAction>;

/**
 * /transact/authorize/2fa/{flow}/OTPValidate?d=: an E-Wealth MF account's stop or revocation,
 * placed by the partner, confirmed with the OTP sent to the registered mobile and e-mail (the
 * plans' OTP, for the plan it stops), then authorised with that OTP.
 */
export function AuthOtpPage() {
  const { flow = '' } = useParams();
  const [params] = useSearchParams();
  const d = params.get('d') ?? '';
  const trnType = typeOfFlow[flow];
  const detail = useGatewayLoad(d && trnType ? `otp-detail:${d}` : null, (signal) =>
    authCalls.detail(d, signal),
  );
  if (!d || !trnType)
    return (
      <OtpFrame title="OTP validation">
        <Alert tone="error">{authMessages.linkInvalid}</Alert>
      </OtpFrame>
    );
  if (detail.state.status === 'loading') return <DetailSkeleton />;
  if (detail.state.status === 'error')
    return (
      <OtpFrame title="OTP validation">
        <Alert tone="error">{detail.state.message}</Alert>
        <ButtonLink variant="secondary" to={pendingListPath}>
          Pending transactions
        </ButtonLink>
      </OtpFrame>
    );
  const { trxnHeaderDeail: header, trxndetail } = detail.state.data;
  const planId = trxndetail.find((line) => line.planId !== null)?.planId ?? null;
  return <OtpForm d={d} trnType={trnType} header={header} lines={trxndetail} planId={planId} />;
}

function OtpFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">{title}</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-5 p-5 tablet:p-8">{children}</Card>
    </main>
  );
}

interface OtpFormProps {
  d: string;
  trnType: TwoFactorPlanAction;
  header: TAuthTrxnHeader;
  lines: TAuthTrxnLine[];
  planId: number | null;
}

/** Sends the plan's OTP to the registered mobile and e-mail. */
async function sendPlanOtp(trnType: TwoFactorPlanAction, planId: number | null, mode: OtpSendMode) {
  if (planId === null) throw new ApiError(planMessages.planNotFound, 400);
  const reply = await authCalls.sendOtp({
    trxnType: trnType,
    planId,
    btnSendResend: mode,
  });
  if (!('otpGenRefId' in reply)) throw new ApiError(reply.message, 200);
  return {
    otpGenRefId: reply.otpGenRefId,
    mobile: reply.mobile,
    emailId: reply.emailId,
    canResend: reply.otp_regenrate === 'Y',
  };
}

function OtpForm({ d, trnType, header, lines, planId }: OtpFormProps) {
  const navigate = useNavigate();
  const tncAccepted = (useLocation().state as { tncAccepted?: boolean } | null)?.tncAccepted;
  const { ask, dialog } = useQuestions();
  const [sessionId] = useState(() => nanoid(24));
  const otp = useOtpChallenge({
    send: (mode) => sendPlanOtp(trnType, planId, mode),
    firstSendKey: 'first',
    check: (typed) =>
      new RegExp(`^\\d{${otpPolicy.digits}}$`).test(typed) ? undefined : planMessages.otpFormat,
    verify: async (typed, sent) => {
      if (!tncAccepted && !(await ask(authMessages.tncQuestion))) return;
      const { browser, os } = clientInfo();
      const envelope = await authCalls.authorize({
        reqFrom: 'web',
        encryptedData: d,
        sessionId,
        browser,
        os,
        tncAccepted: 'Y',
        otpGenRefId: sent.otpGenRefId,
        otp: typed,
      });
      if (envelope.isSuccess && envelope.data.ackPath) {
        void navigate(withReceipt(envelope.data.ackPath, envelope.data), { replace: true });
        return;
      }
      return envelope.displayMessage || authMessages.generic;
    },
  });
  const { sent } = otp;

  return (
    <OtpFrame title={`Confirm ${header.trnTypeLabel}`}>
      <TrxnLines lines={lines} />
      <TrxnFacts header={header} />
      <OtpChallenge
        statusOutside
        sentToContacts={{ sent, sending: otp.pending === 'send' }}
        error={otp.error}
        label="Enter OTP"
        otp={otp.otp}
        onOtpChange={otp.setOtp}
        length={otpPolicy.digits}
        fieldError={otp.fieldError}
        fieldDisabled={!sent}
        onSubmit={otp.submit}
        submitLabel="Authorise"
        submitting={otp.pending === 'verify'}
        submitDisabled={!sent || otp.pending !== null}
        alignActions
        resend={{
          style: 'button',
          ...otp.countdown,
          onResend: otp.resend,
          sending: otp.pending === 'send' && sent !== null,
          disabled: !sent || !sent.canResend || otp.pending !== null,
        }}
        actions={
          <ButtonLink variant="secondary" to={detailPath(trnType, d)}>
            Cancel
          </ButtonLink>
        }
      />
      {dialog}
    </OtpFrame>
  );
}
