import { sellMessages, type TGenerateTrxnOtpResponse, type trxnOtpTypes } from '@cdesk/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { OtpField } from '../../../ui/otp-field';
import { Skeleton } from '../../../ui/skeleton';
import { useCountdown } from '../../../ui/use-countdown';
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
  const [sent, setSent] = useState<TGenerateTrxnOtpResponse | null>(null);
  const [sendError, setSendError] = useState('');
  const [sending, setSending] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [formError, setFormError] = useState('');
  const [placing, setPlacing] = useState(false);
  const [round, setRound] = useState(0);
  const asked = useRef('');
  const wait = useCountdown(sent?.resendAfterSeconds ?? 0, round);

  async function send(kind: 'S' | 'R') {
    setSending(true);
    setSendError('');
    try {
      const reply = await sellCalls.generateOtp({ trxnType, btnSendResend: kind, sessionId });
      setSent(reply);
      setRound((n) => n + 1);
      if (kind === 'R') {
        setOtp('');
        setOtpError('');
      }
    } catch (caught) {
      setSendError(errorMessage(caught));
    } finally {
      setSending(false);
    }
  }

  useEffect(() => {
    // Once per transaction, also when React runs the effect twice.
    if (asked.current === sessionId) return;
    asked.current = sessionId;
    void send('S');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    if (!otp) {
      setOtpError(sellMessages.otpRequired);
      return;
    }
    if (!sent) return;
    setOtpError('');
    setPlacing(true);
    try {
      await onConfirm(sent.otpGenRefId, otp);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return;
      const message = errorMessage(caught);
      if (otpMessages.includes(message)) {
        setOtpError(message);
        setOtp('');
      } else setFormError(message);
    } finally {
      setPlacing(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
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
            <Button variant="secondary" className="-my-2" onClick={() => void send('S')}>
              Send again
            </Button>
          }
        >
          {sendError}
        </Alert>
      )}
      {sent && (
        <>
          <p role="status" className="text-[15px] text-text">
            {sent.message || sellMessages.otpSent}
            {sent.mobile || sent.email ? (
              <span className="mt-1 block text-sm text-muted">
                Sent to {[sent.mobile, sent.email].filter(Boolean).join(' and ')}.
              </span>
            ) : null}
          </p>
          <OtpField value={otp} onChange={setOtp} error={otpError || undefined} label="OTP" />
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted" aria-live="polite">
              {wait > 0 ? `Resend OTP in ${wait} s` : 'Did not get the OTP?'}
            </span>
            <Button
              variant="ghost"
              disabled={wait > 0}
              loading={sending}
              onClick={() => void send('R')}
            >
              Resend OTP
            </Button>
          </div>
        </>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex flex-col gap-3 tablet:flex-row">
        <Button type="submit" loading={placing} disabled={!sent} className="tablet:min-w-44">
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={placing}>
          Back
        </Button>
      </div>
    </form>
  );
}
