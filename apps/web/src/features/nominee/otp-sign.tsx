import {
  generateNomiOtpCall,
  nomineeErrorCodes,
  nomineeLimits,
  nomineeMessages,
  nomineeOtpSignSchema,
  verifyNomiOtpCall,
  type ZGenerateNomiOtpResponse,
} from '@cdesk/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import type { ReplyOf } from '../../lib/contract';
import { useAction } from '../../lib/use-action';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { OtpField } from '../../ui/otp-field';
import { formatSeconds, useCountdown } from '../../ui/use-countdown';
import { ConsentCheckbox } from './consent-checkbox';
import { nomineeCall } from './nominee-calls';
import { useSchemaResolver } from './use-schema-resolver';
import { SignFrame, type SignerProps } from './sign-frame';

type Generated = ReplyOf<typeof ZGenerateNomiOtpResponse>;

interface OtpSignProps extends SignerProps {
  consentId: string;
  /** After the verify succeeded (and any extra message was acknowledged), with its message. */
  onSigned: (message: string) => void;
}

const clearsOtp: readonly string[] = [nomineeErrorCodes.otpWrong, nomineeErrorCodes.otpExpired];

/** 'OTP - AUTHORIZATION': send the OTP, enter its 4 digits, consent, authorize. */
export function OtpSign({ nomiReqId, isFromTransact, consentId, onBack, onSigned }: OtpSignProps) {
  const [sent, setSent] = useState<Generated | null>(null);
  const [sends, setSends] = useState(0);
  const [popup, setPopup] = useState('');
  const [signedMessage, setSignedMessage] = useState<string | null>(null);
  const { run, pending, error, setError } = useAction<'send' | 'verify'>();
  const form = useForm<FieldValues>({
    resolver: useSchemaResolver(nomineeOtpSignSchema),
    defaultValues: { otp: '', otpConsent: false },
  });
  const otp = (useWatch({ control: form.control, name: 'otp' }) as string) ?? '';
  const wait = useCountdown(
    sent ? (sent.resendAfterSeconds ?? nomineeLimits.otpResendSeconds) : 0,
    sends,
  );

  const send = (mode: 'S' | 'R') =>
    void run('send', async () => {
      const generated = await nomineeCall(
        generateNomiOtpCall,
        { nomiReqId, btnSendResend: mode },
        isFromTransact,
      );
      form.setValue('otp', '');
      setSent(generated);
      setSends((count) => count + 1);
    });

  const authorize = form.handleSubmit(async (values) => {
    if (!sent) return;
    setError('');
    try {
      const verified = await nomineeCall(
        verifyNomiOtpCall,
        {
          nomiReqId,
          otpGenRefId: sent.otpGenRefId,
          otp: values.otp as string,
          consentId,
          docType: 'NOMINEE',
        },
        isFromTransact,
      );
      if (verified.addMessage) {
        setSignedMessage(verified.message);
        setPopup(verified.addMessage);
      } else onSigned(verified.message);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return;
      const message = caught instanceof ApiError ? caught.message : nomineeMessages.otpInvalid;
      if (caught instanceof ApiError && clearsOtp.includes(caught.errCode)) {
        form.setValue('otp', '');
        form.setError('otp', { message });
      } else setPopup(message);
    }
  });

  return (
    <SignFrame
      mode="O"
      popup={popup}
      onPopupClosed={() => {
        setPopup('');
        if (signedMessage !== null) onSigned(signedMessage);
      }}
      error={error}
      onSubmit={authorize}
      onBack={onBack}
      actions={
        sent ? (
          <Button
            variant="ghost"
            disabled={wait > 0}
            loading={pending === 'send'}
            onClick={() => send('R')}
          >
            {wait > 0 ? `Resend OTP in ${formatSeconds(wait)}` : 'Resend OTP'}
          </Button>
        ) : (
          <Button loading={pending === 'send'} onClick={() => send('S')}>
            Send OTP
          </Button>
        )
      }
      submitLabel={sent && otp.length === nomineeLimits.otpLength && 'Authorize'}
      submitting={form.formState.isSubmitting}
    >
      {!sent ? (
        <p className="text-[15px] text-muted">
          We will send a {nomineeLimits.otpLength}-digit OTP to your registered mobile number and
          e-mail. Enter it here to sign your nominee form.
        </p>
      ) : (
        <>
          <Alert tone="info">{sent.message || nomineeMessages.otpSent}</Alert>
          <Controller
            control={form.control}
            name="otp"
            render={({ field, fieldState }) => (
              <OtpField
                ref={field.ref}
                value={(field.value as string) ?? ''}
                onChange={field.onChange}
                length={nomineeLimits.otpLength}
                error={fieldState.error?.message}
              />
            )}
          />
          <ConsentCheckbox
            label={nomineeMessages.otpConsentLabel}
            error={form.formState.errors.otpConsent?.message}
            {...form.register('otpConsent')}
          />
        </>
      )}
    </SignFrame>
  );
}
