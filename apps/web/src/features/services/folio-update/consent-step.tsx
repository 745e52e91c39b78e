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
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { otpResendAfterSeconds } from '../../../lib/use-otp-challenge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { OtpChallenge } from '../../../ui/otp-challenge';
import { Select } from '../../../ui/select';
import { folioCalls } from './folio-calls';

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
  const relations = useGatewayLoad('folio-relations', (signal) => folioCalls.relations({}, signal));
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
      const done =
        sent.changeType === 'MOBILE'
          ? await folioCalls.mobileConsent(body)
          : await folioCalls.emailConsent(body);
      props.onSubmitted(done);
    });
  };

  return (
    <Card className="p-5 tablet:p-6">
      <OtpChallenge
        roomy
        onSubmit={submit}
        sentTo={
          <div>
            <h3 className="font-semibold text-text">Confirm the new {field}</h3>
            <p role="status" className="mt-1 text-[15px] text-muted">
              {m.otpSent(sent.sentTo)} Enter it below to confirm{' '}
              <span className="font-medium break-all text-text">{newValue}</span> for folio{' '}
              {folioNo}.
            </p>
          </div>
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
        <Select
          label={`Whose ${field} is this?`}
          value={relation}
          onValueChange={setRelation}
          disabled={relations.state.status !== 'ready'}
          options={
            relations.data?.relations.map((r) => ({ value: r.code, label: r.label })) ?? [
              { value: 'SE', label: 'Self' },
            ]
          }
        />
        <div>
          <Checkbox
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setErrors((current) => ({ ...current, consent: undefined }));
            }}
            label={`I confirm that this ${field} is mine or my family member's as declared above, and I ask the registrar to update it in folio ${folioNo}.`}
          />
          {errors.consent && (
            <p className="mt-1 text-sm text-loss" role="alert">
              {errors.consent}
            </p>
          )}
        </div>
      </OtpChallenge>
    </Card>
  );
}
