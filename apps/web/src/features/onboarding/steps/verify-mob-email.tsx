import { maskEmail, maskMobile } from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { OtpResendButton } from '../../../ui/otp-challenge';
import { StepFrame } from '../step-frame';
import { ContactOtpFields } from './contact-otp-fields';
import { EmailLinkOption } from './email-link-option';
import { FormSkeleton } from './holder-form';
import type { StepPageProps } from './step-page-props';
import { useVrfyMobEmail } from './use-vrfy-mob-email';

/** Screens 10, 19, 25 and 31: the OTPs sent to the holder's mobile and e-mail, or a link for the e-mail. */
export function VrfyMobEmailStep({ screenId, holder }: StepPageProps) {
  const {
    mobileOtp,
    setMobileOtp,
    emailOtp,
    setEmailOtp,
    errors,
    info,
    pending,
    data,
    error,
    verify,
    resend,
    sendLink,
    checkLink,
  } = useVrfyMobEmail(holder);

  return (
    <StepFrame
      screenId={screenId}
      title="Verify mobile and e-mail"
      subtitle={
        data
          ? `Enter the OTPs sent to ${maskMobile(data.mobile)} and ${maskEmail(data.email)}.`
          : undefined
      }
      onNext={verify}
      nextLabel="Verify"
      error={error}
      actions={
        data && !(data.mobileVerified && data.emailVerified) ? (
          <OtpResendButton
            resend={{
              seconds: 0,
              runKey: 0,
              onResend: () => void resend(),
              sending: pending === 'resend',
            }}
          />
        ) : undefined
      }
    >
      {!data && !error && <FormSkeleton rows={2} />}
      {data && (
        <>
          <ContactOtpFields
            data={data}
            mobileOtp={mobileOtp}
            setMobileOtp={setMobileOtp}
            emailOtp={emailOtp}
            setEmailOtp={setEmailOtp}
            errors={errors}
          />
          {!data.emailVerified && (
            <EmailLinkOption
              pending={pending}
              onSend={() => void sendLink()}
              onCheck={() => void checkLink()}
            />
          )}
          {info && <Alert tone="info">{info}</Alert>}
        </>
      )}
    </StepFrame>
  );
}
