import {
  holderEmailError,
  holderMobileError,
  type FolioChangeType,
  type TInitChangeRequestResponse,
  type TInvestorConsentResponse,
  type TLoadFolioDetailResponse,
} from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { ConsentStep } from './consent-step';
import { folioCalls } from './folio-calls';
import { NewContactForm } from './new-contact-form';

interface ChangeFormProps {
  detail: TLoadFolioDetailResponse;
  onSubmitted: (done: TInvestorConsentResponse) => void;
}

/** Spec 2 section 5.8: a valid new mobile or e-mail, different from the old, confirmed by OTP. */
export function ChangeForm({ detail, onSubmitted }: ChangeFormProps) {
  const [type, setType] = useState<FolioChangeType>(detail.emailValid ? 'EMAIL' : 'MOBILE');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState<(TInitChangeRequestResponse & { at: number }) | null>(null);
  const action = useAction<'send'>();
  const blocked = type === 'MOBILE' ? detail.mobileMessage : detail.emailMessage;

  const send = () => {
    const problem = type === 'MOBILE' ? holderMobileError(value) : holderEmailError(value);
    setError(problem ?? '');
    if (problem) return;
    void action.run('send', async () => {
      await folioCalls.checkPending({ folioNo: detail.folioNo });
      const reply = await folioCalls.initChange({
        folioNo: detail.folioNo,
        changeType: type,
        newValue: value,
      });
      setSent({ ...reply, at: Date.now() });
    });
  };

  if (sent)
    return (
      <ConsentStep
        sent={sent}
        folioNo={detail.folioNo}
        newValue={value.trim()}
        resending={action.pending === 'send'}
        resendError={action.error}
        onResend={send}
        onBack={() => setSent(null)}
        onSubmitted={onSubmitted}
      />
    );

  return (
    <Card className="flex flex-col gap-5 p-5 tablet:p-6">
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-muted">What would you like to change?</p>
        <SegmentedChoice
          label="What would you like to change?"
          value={type}
          onChange={(next) => {
            setType(next);
            setValue('');
            setError('');
            action.setError('');
          }}
          choices={[
            { value: 'MOBILE', label: 'Mobile number' },
            { value: 'EMAIL', label: 'E-mail ID' },
          ]}
        />
      </div>
      {blocked ? (
        <Alert tone="error">{blocked}</Alert>
      ) : (
        <NewContactForm
          type={type}
          value={value}
          error={error}
          actionError={action.error}
          sending={action.pending === 'send'}
          onChange={(next) => {
            setValue(next);
            setError('');
          }}
          onSend={send}
        />
      )}
      <p className="text-xs text-muted">
        The registrar updates the folio after you confirm the change. Until it does, no other change
        of this folio can be asked.
      </p>
    </Card>
  );
}
