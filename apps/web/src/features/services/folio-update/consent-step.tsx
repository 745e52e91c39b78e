import {
  folioChangeFieldLabels,
  folioUpdateMessages as m,
  messages,
  type FolioContactRelation,
  type TInitChangeRequestResponse,
  type TInvestorConsentResponse,
} from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { otpResendAfterSeconds } from '../../../lib/use-otp-challenge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { OtpChallenge } from '../../../ui/otp-challenge';
import { ConsentSentTo } from './consent-sent-to';
import { folioCalls } from './folio-calls';
import { RelationConsentFields } from './relation-consent-fields';

interface ConsentStepProps {
  sent: TInitChangeRequestResponse & { at: number };
  folioNo: string;
  newValue: string;
  resending: boolean;
  resendError: string;
  onResend: () => void;
  onBack: () => void;
  onSubmitted: (done: TInvestorConsentResponse) => void;
}

/** The OTP sent to the new value, whose contact it is, and the investor's consent. */
export function ConsentStep(props: ConsentStepProps) {
  const { sent, folioNo, newValue } = props;
  const field = folioChangeFieldLabels[sent.changeType];
  const [otp, setOtp] = useState('');
  const [relation, setRelation] = useState('SE');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ otp?: string; consent?: string }>({});
  const action = useAction<'submit'>();

  const submit = () => {
    const next = {
      otp: /^\d{6}$/.test(otp) ? undefined : messages.otpInvalid,
      consent: consent ? undefined : m.consentUnchecked,
    };
    setErrors(next);
    if (next.otp || next.consent) return;
    void action.run('submit', async () => {
      const body = {
        reqId: sent.reqId,
        otp,
        relation: relation as FolioContactRelation,
        consent: true as const,
      };
      const call =
        sent.changeType === 'MOBILE' ? folioCalls.mobileConsent : folioCalls.emailConsent;
      props.onSubmitted(await call(body));
    });
  };

  return (
    <Card className="p-5 tablet:p-6">
      <OtpChallenge
        roomy
        onSubmit={submit}
        sentTo={
          <ConsentSentTo field={field} sentTo={sent.sentTo} newValue={newValue} folioNo={folioNo} />
        }
        label="Enter OTP"
        otp={otp}
        onOtpChange={(value) => {
          setOtp(value);
          setErrors((current) => ({ ...current, otp: undefined }));
        }}
        fieldError={errors.otp}
        error={action.error || props.resendError}
        errorAt="end"
        submitLabel="Submit request"
        submitting={action.pending === 'submit'}
        submitDisabled={props.resending}
        alignActions
        resend={{
          style: 'button',
          seconds: otpResendAfterSeconds,
          runKey: sent.at,
          onResend: props.onResend,
          sending: props.resending,
          disabled: sent.otp_regenrate !== 'Y' || action.pending !== null,
        }}
        actions={
          <Button type="button" variant="secondary" onClick={props.onBack}>
            Change the {field}
          </Button>
        }
      >
        <RelationConsentFields
          field={field}
          folioNo={folioNo}
          relation={relation}
          setRelation={setRelation}
          consent={consent}
          onConsent={(checked) => {
            setConsent(checked);
            setErrors((current) => ({ ...current, consent: undefined }));
          }}
          consentError={errors.consent}
        />
      </OtpChallenge>
    </Card>
  );
}
