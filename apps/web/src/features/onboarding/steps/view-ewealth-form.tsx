import {
  generatePdfCall,
  onboardingFormMessages as m,
  saveDataSubmitFinalCall,
} from '@cdesk/domain';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import { FormPreview } from '../form/form-preview';
import { useFormFile } from '../form/use-form-file';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Screen 49: the account-opening form as a PDF to read, then confirmed for e-sign. */
export function ViewEwealthFormStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(generatePdfCall, {}, 'form');
  const file = useFormFile(Boolean(data));
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState('');

  const submit = async () => {
    if (!consent) {
      setProblem(m.consentRequired);
      return null;
    }
    return (await regCall(saveDataSubmitFinalCall, { consent: 'Y' })).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Your account opening form"
      subtitle="Read the form made from your application. You sign this form by Aadhaar e-sign next."
      onNext={data ? submit : undefined}
      hideNext={!data}
      error={error || file.error || problem}
    >
      {data && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <FileText aria-hidden className="size-4 shrink-0 text-brand" />
          Application{' '}
          <span className="figures font-semibold text-text select-all">{data.refNo}</span>
          <span aria-hidden>·</span>
          <span className="figures">
            {data.pages} pages, {kb(data.size)}
          </span>
          <span aria-hidden>·</span>
          <span className="figures">made on {data.generatedOn}</span>
        </p>
      )}
      {!error && (
        <FormPreview
          url={file.url}
          blob={file.blob}
          fileName={data?.fileName ?? 'ewealth-form.pdf'}
          title="Account opening form (PDF)"
        />
      )}
      {data && (
        <div className="rounded-card border border-border bg-subtle px-4 py-2">
          <Checkbox
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setProblem('');
            }}
            label={
              <>
                <span className="font-medium">{data.consent.consentDesc}</span>: I have read my
                form, its details are correct, and I agree to sign it by Aadhaar e-sign.
              </>
            }
          />
        </div>
      )}
    </StepFrame>
  );
}
