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
import type { ReplyOf } from '../../lib/contract';
import { otpRefusal, useOtpChallenge, type OtpAtField } from '../../lib/use-otp-challenge';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { OtpChallenge, OtpResendButton } from '../../ui/otp-challenge';
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

/** A wrong or an expired OTP is told at the field, the OTP cleared; others in the popup. */
const atField: OtpAtField = { codes: [nomineeErrorCodes.otpWrong, nomineeErrorCodes.otpExpired] };

/** 'OTP - AUTHORIZATION': send the OTP, enter its 4 digits, consent, authorize. */
export function OtpSign({ nomiReqId, isFromTransact, consentId, onBack, onSigned }: OtpSignProps) {
  const [popup, setPopup] = useState('');
  const [signedMessage, setSignedMessage] = useState<string | null>(null);
  const form = useForm<FieldValues>({
    resolver: useSchemaResolver(nomineeOtpSignSchema),
    defaultValues: { otp: '', otpConsent: false },
  });
  const otp = (useWatch({ control: form.control, name: 'otp' }) as string) ?? '';
  const challenge = useOtpChallenge<Generated>({
    send: async (mode) => {
      const generated = await nomineeCall(
        generateNomiOtpCall,
        { nomiReqId, btnSendResend: mode },
        isFromTransact,
      );
      form.setValue('otp', '');
      return generated;
    },
    resendAfterSeconds: (sent) => sent.resendAfterSeconds ?? nomineeLimits.otpResendSeconds,
  });
  const { sent, pending } = challenge;

  // The OTP is checked and verified with its consent, by the form.
  const authorize = form.handleSubmit(async (values) => {
    if (!sent) return;
    challenge.setError('');
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
      const refusal = otpRefusal(caught, atField, nomineeMessages.otpInvalid);
      if (!refusal) return;
      if (refusal.atField) {
        form.setValue('otp', '');
        form.setError('otp', { message: refusal.message });
      } else setPopup(refusal.message);
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
      error={challenge.error}
      onSubmit={authorize}
      onBack={onBack}
      actions={
        sent ? (
          <OtpResendButton
            resend={{
              ...challenge.countdown,
              onResend: challenge.resend,
              sending: pending === 'send',
            }}
          />
        ) : (
          <Button loading={pending === 'send'} onClick={() => void challenge.send('S')}>
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
          <Controller
            control={form.control}
            name="otp"
            render={({ field, fieldState }) => (
              <OtpChallenge
                inForm
                sentTo={<Alert tone="info">{sent.message || nomineeMessages.otpSent}</Alert>}
                fieldRef={field.ref}
                otp={(field.value as string) ?? ''}
                onOtpChange={field.onChange}
                length={nomineeLimits.otpLength}
                fieldError={fieldState.error?.message}
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
