import {
  loadMobEmailCall,
  maskEmail,
  maskMobile,
  onboardingMessages,
  vrfyMobEmailCall,
  vrfyMobEmailLinkCall,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { OtpChallenge, OtpResendButton } from '../../../ui/otp-challenge';
import { toast } from '../../../ui/toast';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { FormSkeleton, saving, useStepData, VerifiedMark } from './holder-form';
import type { StepPageProps } from './step-page-props';

/** Screens 10, 19, 25 and 31: the OTPs sent to the holder's mobile and e-mail, or a link for the e-mail. */
export function VrfyMobEmailStep({ screenId, holder }: StepPageProps) {
  const [mobileOtp, setMobileOtp] = useState('');
  const [emailOtp, setEmailOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [info, setInfo] = useState('');
  const [pending, setPending] = useState('');
  const { data, setData, error } = useStepData(`vrfy-${holder}`, (signal) =>
    regCall(loadMobEmailCall, { holder }, { signal }),
  );

  const verify = async () => {
    const body = { holder, mobileOtp, emailOtp };
    try {
      const done = await saving(setErrors, () => regCall(vrfyMobEmailCall, body));
      if (!done) return null;
      toast(onboardingMessages.verified);
      return done.nextScreenId;
    } catch (caught) {
      // Either contact may have been verified even though the other was not.
      const reply = await regCall(loadMobEmailCall, { holder }).catch(() => null);
      if (reply) setData(reply);
      throw caught;
    }
  };

  const act = async (name: string, action: () => Promise<string>) => {
    setPending(name);
    setInfo('');
    try {
      setInfo(await action());
    } catch (caught) {
      setInfo(errorMessage(caught));
    } finally {
      setPending('');
    }
  };
  const resend = () =>
    act('resend', async () => {
      await regCall(vrfyMobEmailCall, { holder, resend: 'Y' });
      setMobileOtp('');
      setEmailOtp('');
      return 'A new OTP has been sent.';
    });
  const sendLink = () =>
    act('link', async () => {
      const sent = await regCall(vrfyMobEmailLinkCall, { holder, action: 'send' });
      return `A verification link has been sent to ${sent?.maskedEmail ?? 'your e-mail'}. Open it, then choose “I have opened the link”.`;
    });
  const checkLink = () =>
    act('status', async () => {
      const status = await regCall(vrfyMobEmailLinkCall, { holder, action: 'status' });
      const reply = await regCall(loadMobEmailCall, { holder });
      if (reply) setData(reply);
      return status?.emailVerified ? 'Your e-mail is verified.' : '';
    });

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
          {!data.emailVerified && (
            <div className="flex flex-col gap-2 rounded-card bg-subtle px-4 py-3 tablet:flex-row tablet:items-center tablet:justify-between">
              <p className="text-sm text-muted">
                No e-mail OTP? Verify your e-mail by a link instead.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  loading={pending === 'link'}
                  onClick={() => void sendLink()}
                >
                  Send link
                </Button>
                <Button
                  variant="ghost"
                  loading={pending === 'status'}
                  onClick={() => void checkLink()}
                >
                  I have opened the link
                </Button>
              </div>
            </div>
          )}
          {info && <Alert tone="info">{info}</Alert>}
        </>
      )}
    </StepFrame>
  );
}
