import {
  mandateVerificationCall,
  onboardingBankMessages as m,
  processMandateSubYesNoCall,
} from '@cdesk/domain';
import { useState } from 'react';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { BankFacts } from './bank-facts';
import type { StepPageProps } from './step-page-props';

/**
 * Screen 51, after the form's e-sign: submit the e-mandate now (e-sign it and authenticate it at
 * the bank), or later, once the account is open.
 */
export function DcMandateStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(mandateVerificationCall, {}, 'dcmandate');
  const [submit, setSubmit] = useState<'Y' | 'N' | ''>('');
  const [problem, setProblem] = useState('');

  const save = async () => {
    if (!submit) {
      setProblem(m.submitChoice);
      return null;
    }
    return (await regCall(processMandateSubYesNoCall, { submit })).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Submit your mandate"
      subtitle="Your application is e-signed. Your e-mandate is next."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      {data && (
        <>
          <BankFacts
            facts={[
              ['Mandate Number', data.mandateNo],
              ['Bank Account', data.bankName],
              ['Upper Limit', data.upperLimit],
            ]}
          />
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">
              Do you want to submit your mandate now? You e-sign it with Aadhaar and authenticate it
              on your bank&apos;s page.
            </p>
            <SegmentedChoice
              label="Submit the mandate now"
              value={submit}
              choices={[
                { value: 'Y', label: 'Yes' },
                { value: 'N', label: 'No' },
              ]}
              onChange={(value) => {
                setProblem('');
                setSubmit(value);
              }}
            />
          </div>
        </>
      )}
    </StepFrame>
  );
}
