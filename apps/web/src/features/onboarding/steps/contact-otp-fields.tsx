import { maskEmail, maskMobile, type TLoadMobEmailResponse } from '@cdesk/domain';
import { OtpChallenge } from '../../../ui/otp-challenge';
import { VerifiedMark } from './holder-form';

interface ContactOtpFieldsProps {
  data: TLoadMobEmailResponse;
  mobileOtp: string;
  setMobileOtp: (otp: string) => void;
  emailOtp: string;
  setEmailOtp: (otp: string) => void;
  errors: Record<string, string>;
}

/** The OTP of the mobile and of the e-mail, or the mark of one already verified. */
export function ContactOtpFields({
  data,
  mobileOtp,
  setMobileOtp,
  emailOtp,
  setEmailOtp,
  errors,
}: ContactOtpFieldsProps) {
  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      {data.mobileVerified ? (
        <VerifiedMark>Mobile {maskMobile(data.mobile)} verified</VerifiedMark>
      ) : (
        <OtpChallenge
          inForm
          label="Mobile OTP"
          otp={mobileOtp}
          onOtpChange={setMobileOtp}
          fieldError={errors.mobileOtp}
          hint={`Sent by SMS to ${maskMobile(data.mobile)}`}
        />
      )}
      {data.emailVerified ? (
        <VerifiedMark>E-mail {maskEmail(data.email)} verified</VerifiedMark>
      ) : (
        <OtpChallenge
          inForm
          label="Email OTP"
          otp={emailOtp}
          onOtpChange={setEmailOtp}
          fieldError={errors.emailOtp}
          hint={`Sent to ${maskEmail(data.email)}`}
        />
      )}
    </div>
  );
}
