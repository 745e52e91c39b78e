import { sellMessages, type trxnOtpTypes } from '@cdesk/domain';
import { useOtpChallenge } from '../../../lib/use-otp-challenge';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { OtpChallenge } from '../../../ui/otp-challenge';
import { Skeleton } from '../../../ui/skeleton';
import { sellCalls } from './sell-calls';

/** The OTP messages shown at the field rather than over the form. */
const otpMessages: readonly string[] = [
  sellMessages.otpRequired,
  sellMessages.otpInvalid,
  sellMessages.otpExpired,
  sellMessages.otpAttempts,
];

interface TrxnOtpProps {
  trxnType: (typeof trxnOtpTypes)[number];
  /** The transaction's key: the OTP is bound to it, and the confirm carries it. */
  sessionId: string;
  /** Places the transaction; a refusal comes back as an ApiError with the gateway's message. */
  onConfirm: (otpGenRefId: string, otp: string) => Promise<void>;
  onBack: () => void;
  confirmLabel: string;
}

/**
 * The transaction OTP: sent to the registered mobile and e-mail when the step opens, resent after
 * the wait the gateway gives; a wrong OTP is told at the field and the OTP may be typed again.
 */
export function TrxnOtp({ trxnType, sessionId, onConfirm, onBack, confirmLabel }: TrxnOtpProps) {
  const otp = useOtpChallenge({
    send: (kind) => sellCalls.generateOtp({ trxnType, btnSendResend: kind, sessionId }),
    // Once per transaction.
    firstSendKey: sessionId,
    resendAfterSeconds: (sent) => sent.resendAfterSeconds ?? 0,
    check: (typed) => (typed ? undefined : sellMessages.otpRequired),
    checkClearsError: true,
    verify: (typed, sent) => onConfirm(sent.otpGenRefId, typed),
    atField: { messages: otpMessages },
    typingClears: 'nothing',
    separateSendError: true,
  });
  const { sent, sendError } = otp;

  return (
    <OtpChallenge
      roomy
      head={
        <>
          <h3 className="text-base font-semibold">Confirm with OTP</h3>
          {!sent && !sendError && (
            <div aria-busy className="flex flex-col gap-2">
              <span className="sr-only">Sending the OTP</span>
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-12" />
            </div>
          )}
          {sendError && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" className="-my-2" onClick={() => void otp.send('S')}>
                  Send again
                </Button>
              }
            >
              {sendError}
            </Alert>
          )}
        </>
      }
      entry={sent !== null}
      sentTo={
        sent && (
          <p role="status" className="text-[15px] text-text">
            {sent.message || sellMessages.otpSent}
            {sent.mobile || sent.email ? (
              <span className="mt-1 block text-sm text-muted">
                Sent to {[sent.mobile, sent.email].filter(Boolean).join(' and ')}.
              </span>
            ) : null}
          </p>
        )
      }
      label="OTP"
      otp={otp.otp}
      onOtpChange={otp.setOtp}
      fieldError={otp.fieldError}
      resend={{
        style: 'seconds',
        ...otp.countdown,
        onResend: otp.resend,
        sending: otp.pending === 'send',
      }}
      error={otp.error}
      errorAt="end"
      onSubmit={otp.submit}
      submitLabel={confirmLabel}
      submitting={otp.pending === 'verify'}
      submitDisabled={!sent}
      submitClassName="tablet:min-w-44"
      actions={
        <Button variant="secondary" onClick={onBack} disabled={otp.pending === 'verify'}>
          Back
        </Button>
      }
    />
  );
}
