import type { ReactNode, Ref } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { cx } from './cx';
import { Field } from './field';
import { Input } from './input';
import { formatSeconds, useCountdown } from './use-countdown';

interface OtpFieldProps {
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  hint?: string;
  label?: string;
  length?: number;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** One field for the whole code: pasting works, and phones offer the code from the SMS. */
function OtpField({
  value,
  onChange,
  error,
  hint,
  label = 'OTP',
  length = 6,
  ref,
  disabled,
}: OtpFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          ref={ref}
          name="otp"
          value={value}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={length}
          placeholder={'•'.repeat(length)}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
          className={cx('figures text-lg tracking-[0.4em]')}
        />
      )}
    </Field>
  );
}

/**
 * How the resend is offered:
 * - 'button': a ghost button beside the submit, whose name counts down ("Resend OTP in 00:25");
 * - 'line': a line under the field counting down, then the button (or `exhausted` if none is left);
 * - 'seconds': a line under the field counting down in seconds beside an always-shown button.
 */
export interface OtpResend {
  style: 'button' | 'line' | 'seconds';
  /** Seconds after a send until a resend may be asked (0: at once). */
  seconds: number;
  /** Changes with every send, so the wait starts again. */
  runKey: unknown;
  onResend: () => void;
  sending: boolean;
  disabled?: boolean;
  /** 'line' only: shown instead of the button when no more OTPs can be sent. */
  exhausted?: ReactNode;
  /** 'line' only: the countdown is not announced as it ticks. */
  quietCountdown?: boolean;
}

export interface OtpChallengeProps {
  /**
   * The page's own form holds the entry and its buttons (an account-opening step): no form, no
   * submit and no button row here, only where the OTP went, the field, its resend line and errors.
   */
  inForm?: boolean;
  onSubmit?: () => void;
  otp: string;
  onOtpChange: (digits: string) => void;
  /** 4 or 6 digits; 6 unless told. */
  length?: number;
  label?: string;
  hint?: string;
  /** A message at the field: the OTP's format, or a refused OTP. */
  fieldError?: string;
  fieldDisabled?: boolean;
  fieldRef?: Ref<HTMLInputElement>;
  /** Where the OTP went, above the field. */
  sentTo?: ReactNode;
  /** Instead of `sentTo`: the registered mobile number and e-mail ID the OTP went to. */
  sentToContacts?: OtpContacts;
  /** Shown first in the form, before `sentTo` (a heading, a sending placeholder). */
  head?: ReactNode;
  /** Whether the field and its resend are shown (false while the first OTP is being sent). */
  entry?: boolean;
  /** The failure of the last call, as an error line. */
  error?: string;
  /** Where the error line stands: above the field, right under the field, or over the buttons. */
  errorAt?: 'top' | 'field' | 'end';
  /** Further inputs under the field (a consent, a relation). */
  children?: ReactNode;
  resend?: OtpResend;
  submitLabel?: ReactNode;
  submitting?: boolean;
  submitDisabled?: boolean;
  submitClassName?: string;
  /** Actions after the submit (and the resend button): cancel, back, another way in. */
  actions?: ReactNode;
  /** 'row': the buttons side by side on a tablet; 'stack': one under another, full width. */
  layout?: 'row' | 'stack';
  /** More room between the parts (as a step of its own rather than a panel's part). */
  roomy?: boolean;
  /** The row of buttons centres them vertically. */
  alignActions?: boolean;
  /** `sentTo` and the `top` error stand before the form rather than in it. */
  statusOutside?: boolean;
  className?: string;
}

/** Where an OTP went: the registered mobile number and e-mail ID, or that it is being sent. */
export interface OtpContacts {
  /** The masked mobile and e-mail the OTP went to; null until it is sent. */
  sent: { mobile: string; emailId: string } | null;
  /** The first OTP is being sent. */
  sending: boolean;
}

function OtpSentToContacts({ sent, sending }: OtpContacts) {
  return sent ? (
    <p role="status" className="text-[15px] leading-relaxed text-muted">
      OTP has been sent to your registered mobile number {sent.mobile} and e-mail ID {sent.emailId}.
    </p>
  ) : (
    <p className="text-[15px] text-muted" aria-busy={sending}>
      Sending the OTP to your registered mobile number and e-mail…
    </p>
  );
}

/** Entering an OTP: where it went, the field, the resend once it may be asked, and the submit. */
export function OtpChallenge(props: OtpChallengeProps) {
  const { error, errorAt = 'top', entry = true, statusOutside = false } = props;
  const errorLine = (at: 'top' | 'field' | 'end') =>
    error && errorAt === at ? <Alert tone="error">{error}</Alert> : null;
  const status = (
    <>
      {props.sentToContacts ? <OtpSentToContacts {...props.sentToContacts} /> : props.sentTo}
      {errorLine('top')}
    </>
  );
  const entryParts = entry && <OtpEntry {...props} fieldErrorLine={errorLine('field')} />;

  if (props.inForm)
    return (
      <>
        {props.head}
        {status}
        {entryParts}
        {errorLine('end')}
      </>
    );

  const form = (
    <OtpForm {...props}>
      {!statusOutside && status}
      {entryParts}
      {errorLine('end')}
    </OtpForm>
  );

  return statusOutside ? (
    <>
      {status}
      {form}
    </>
  ) : (
    form
  );
}

/** The field, the message under it, further inputs and the resend line. */
function OtpEntry(props: OtpChallengeProps & { fieldErrorLine: ReactNode }) {
  const { resend } = props;
  return (
    <>
      <OtpField
        ref={props.fieldRef}
        label={props.label}
        value={props.otp}
        onChange={props.onOtpChange}
        length={props.length}
        error={props.fieldError || undefined}
        hint={props.hint}
        disabled={props.fieldDisabled}
      />
      {props.fieldErrorLine}
      {props.children}
      {resend && resend.style !== 'button' && <ResendLine resend={resend} />}
    </>
  );
}

/** The challenge's own form: its head, the given parts, then the submit and the actions. */
function OtpForm(props: OtpChallengeProps) {
  const { resend, layout = 'row', entry = true, roomy = layout === 'stack' } = props;
  const submit = (
    <Button
      type="submit"
      loading={props.submitting ?? false}
      disabled={props.submitDisabled}
      className={props.submitClassName}
    >
      {props.submitLabel}
    </Button>
  );
  return (
    <form
      noValidate
      className={cx('flex flex-col', roomy ? 'gap-5' : 'gap-4', props.className)}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.();
      }}
    >
      {props.head}
      {props.children}
      {layout === 'row' ? (
        <div
          className={cx(
            'flex flex-col gap-3 tablet:flex-row',
            props.alignActions && 'tablet:items-center',
          )}
        >
          {submit}
          {entry && resend?.style === 'button' && <OtpResendButton resend={resend} />}
          {props.actions}
        </div>
      ) : (
        <>
          {submit}
          {props.actions}
        </>
      )}
    </form>
  );
}

/** The resend as a button whose name counts down the wait ("Resend OTP in 00:25"). */
export function OtpResendButton({
  resend,
  variant = 'ghost',
}: {
  resend: Omit<OtpResend, 'style'>;
  variant?: 'ghost' | 'secondary';
}) {
  const wait = useCountdown(resend.seconds, resend.runKey);
  return (
    <Button
      type="button"
      variant={variant}
      disabled={resend.disabled || wait > 0}
      loading={resend.sending}
      onClick={resend.onResend}
    >
      {wait > 0 ? `Resend OTP in ${formatSeconds(wait)}` : 'Resend OTP'}
    </Button>
  );
}

function ResendLine({ resend }: { resend: OtpResend }) {
  const wait = useCountdown(resend.seconds, resend.runKey);
  const button = (className?: string) => (
    <Button
      variant="ghost"
      className={className}
      disabled={resend.disabled || (resend.style === 'seconds' && wait > 0)}
      loading={resend.sending}
      onClick={resend.onResend}
    >
      Resend OTP
    </Button>
  );
  if (resend.style === 'seconds')
    return (
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-muted" aria-live="polite">
          {wait > 0 ? `Resend OTP in ${wait} s` : 'Did not get the OTP?'}
        </span>
        {button()}
      </div>
    );
  return (
    <div className="-mt-2 flex min-h-11 items-center justify-between gap-3 text-sm">
      {wait > 0 ? (
        <p className="text-muted" aria-live={resend.quietCountdown ? 'off' : undefined}>
          Resend OTP in <span className="figures font-medium text-text">{formatSeconds(wait)}</span>
        </p>
      ) : resend.exhausted ? (
        <p className="text-muted">{resend.exhausted}</p>
      ) : (
        button('-ml-4')
      )}
    </div>
  );
}
