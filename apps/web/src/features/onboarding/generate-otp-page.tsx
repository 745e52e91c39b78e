import {
  generateRegOtpCall,
  getPartnerDtlByRefNoCall,
  type RegistrationChannel,
  registrationLoginError,
  type TRegPartner,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { useLoginBase } from './login-base';
import { PartnerCard } from './partner-card';
import { regCall } from './reg-gateway';
import { updateReg, useRegState } from './reg-state';
import { LinkRefusal } from './link-refusal';
import { StepFrame } from './step-frame';
import { useHelpNo } from './use-help-no';

const channels = [
  { value: 'Mobile', label: 'Mobile' },
  { value: 'Email', label: 'Email' },
] as const;

/** The partner of a partner's link (?refNo= on the dclogin routes), or its refusal. */
function useLinkPartner(linkRefNo: string) {
  const [partner, setPartner] = useState<TRegPartner | null>(null);
  const [refusal, setRefusal] = useState('');
  useEffect(() => {
    if (!linkRefNo) return;
    regCall(getPartnerDtlByRefNoCall, { refNo: linkRefNo }).then(
      (data) => setPartner(data.partner),
      (error: unknown) => setRefusal(errorMessage(error)),
    );
  }, [linkRefNo]);
  return { partner, refusal };
}

/** Screen 1: the mobile number or e-mail ID the applicant logs in with, and its OTP. */
export function GenerateOtpPage() {
  const reg = useRegState();
  const [query] = useSearchParams();
  const loginPath = useLoginBase();
  const navigate = useNavigate();
  const helpNo = useHelpNo();
  const dclogin = loginPath('generate-otp').includes('/dclogin/');
  const linkRefNo = dclogin ? (query.get('refNo') ?? reg.linkRefNo) : '';
  const { partner, refusal } = useLinkPartner(linkRefNo);
  const [channel, setChannel] = useState<RegistrationChannel>(reg.loginType);
  const [value, setValue] = useState(reg.loginValue);
  const [fieldError, setFieldError] = useState('');

  const send = async () => {
    const invalid = registrationLoginError(channel, value);
    setFieldError(invalid ?? '');
    if (invalid) return null;
    const sent = await regCall(generateRegOtpCall, {
      loginType: channel,
      loginValue: value,
      linkRefNo,
    });
    updateReg({
      loginType: channel,
      loginValue: value.trim(),
      sentTo: sent.sentTo,
      otpSeconds: sent.otpSeconds,
      linkRefNo,
      ...(linkRefNo ? { origin: 'PARTNER LINK' as const } : {}),
    });
    navigate(loginPath('verify-otp'));
    return null;
  };

  if (refusal) return <LinkRefusal refusal={refusal} helpNo={helpNo} />;

  return (
    <StepFrame
      screenId="1"
      title="Login to start or resume your application"
      subtitle="We send a one-time password to the mobile number or e-mail ID you give."
      nextLabel="Get OTP"
      onNext={send}
    >
      {partner && <PartnerCard partner={partner} note="Your partner sent you this link." />}
      <SegmentedChoice
        label="Login with"
        value={channel}
        choices={channels}
        onChange={(next) => {
          setChannel(next);
          setFieldError('');
        }}
      />
      <Field label={channel === 'Mobile' ? 'Mobile No.' : 'Email ID'} error={fieldError}>
        {(control) => (
          <Input
            {...control}
            name="loginValue"
            verbatim
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode={channel === 'Mobile' ? 'numeric' : 'email'}
            maxLength={channel === 'Mobile' ? 10 : 100}
            autoComplete={channel === 'Mobile' ? 'tel-national' : 'email'}
          />
        )}
      </Field>
      <p className="text-sm text-muted">
        Need help? Call <span className="figures font-medium text-text">{helpNo}</span>.
      </p>
    </StepFrame>
  );
}
