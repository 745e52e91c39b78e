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
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { clientInfo } from '../../../lib/client-info';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { OtpField } from '../../../ui/otp-field';
import { formatSeconds, useCountdown } from '../../../ui/use-countdown';
import { authCalls } from '../auth-calls';
import { detailPath, pendingListPath } from '../auth-paths';
import { withReceipt } from '../flow/finish';
import { useQuestions } from '../flow/questions';
import { DetailSkeleton } from '../detail/detail-skeleton';
import { TrxnFacts } from '../detail/trxn-facts';
import { TrxnLines } from '../detail/trxn-lines';

const resendAfterSeconds = 30;
const typeOfFlow = Object.fromEntries(
  Object.entries(twoFactorAuthFlows).map(([type, flow]) => [flow, type]),
) as Record<string, TwoFactorPlanAction>;

interface Sent {
  otpGenRefId: string;
  mobile: string;
  emailId: string;
  canResend: boolean;
  at: number;
}

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

function OtpForm({ d, trnType, header, lines, planId }: OtpFormProps) {
  const navigate = useNavigate();
  const tncAccepted = (useLocation().state as { tncAccepted?: boolean } | null)?.tncAccepted;
  const action = useAction<'send' | 'verify'>();
  const { ask, dialog } = useQuestions();
  const [sent, setSent] = useState<Sent | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [sessionId] = useState(() => nanoid(24));
  const firstSend = useRef(false);
  const wait = useCountdown(sent ? resendAfterSeconds : 0, sent?.at);

  const send = (mode: 'S' | 'R') =>
    void action.run('send', async () => {
      if (planId === null) throw new ApiError(planMessages.planNotFound, 400);
      const reply = await authCalls.sendOtp({
        trxnType: trnType,
        planId,
        btnSendResend: mode,
      });
      if (!('otpGenRefId' in reply)) throw new ApiError(reply.message, 200);
      setSent({
        otpGenRefId: reply.otpGenRefId,
        mobile: reply.mobile,
        emailId: reply.emailId,
        canResend: reply.otp_regenrate === 'Y',
        at: Date.now(),
      });
      setOtp('');
      setOtpError('');
    });

  useEffect(() => {
    if (firstSend.current) return;
    firstSend.current = true;
    send('S');
  });

  const verify = () => {
    if (!new RegExp(`^\\d{${otpPolicy.digits}}$`).test(otp)) {
      setOtpError(planMessages.otpFormat);
      return;
    }
    void action.run('verify', async () => {
      if (!sent) return;
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
        otp,
      });
      if (envelope.isSuccess && envelope.data.ackPath) {
        void navigate(withReceipt(envelope.data.ackPath, envelope.data), { replace: true });
        return;
      }
      setOtp('');
      setOtpError(envelope.displayMessage || authMessages.generic);
    });
  };

  return (
    <OtpFrame title={`Confirm ${header.trnTypeLabel}`}>
      <TrxnLines lines={lines} />
      <TrxnFacts header={header} />
      {sent ? (
        <p role="status" className="text-[15px] leading-relaxed text-muted">
          OTP has been sent to your registered mobile number {sent.mobile} and e-mail ID{' '}
          {sent.emailId}.
        </p>
      ) : (
        <p className="text-[15px] text-muted" aria-busy={action.pending === 'send'}>
          Sending the OTP to your registered mobile number and e-mail…
        </p>
      )}
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          verify();
        }}
      >
        <OtpField
          label="Enter OTP"
          value={otp}
          onChange={(digits) => {
            setOtp(digits);
            setOtpError('');
          }}
          length={otpPolicy.digits}
          error={otpError}
          disabled={!sent}
        />
        <div className="flex flex-col gap-3 tablet:flex-row tablet:items-center">
          <Button
            type="submit"
            disabled={!sent || action.pending !== null}
            loading={action.pending === 'verify'}
          >
            Authorise
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={!sent || !sent.canResend || wait > 0 || action.pending !== null}
            loading={action.pending === 'send' && sent !== null}
            onClick={() => send('R')}
          >
            {wait > 0 ? `Resend OTP in ${formatSeconds(wait)}` : 'Resend OTP'}
          </Button>
          <ButtonLink variant="secondary" to={detailPath(trnType, d)}>
            Cancel
          </ButtonLink>
        </div>
      </form>
      {dialog}
    </OtpFrame>
  );
}
