import type { SignMode, TConsentItem } from '@cdesk/domain';
import { SegmentedChoice } from '../../ui/segmented-choice';
import type { Dispatch, SetStateAction } from 'react';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { WizardFrame } from './wizard-frame';

/** The nominee form could not be shown: why, with Try again. */
export function PdfFailed({
  title,
  error,
  onBack,
  onRetry,
}: {
  title: string;
  error: string;
  onBack: (() => void) | undefined;
  onRetry: () => void;
}) {
  return (
    <WizardFrame
      title={title}
      stage="Sign"
      error={error}
      onBack={onBack}
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      <p className="text-[15px] text-muted">The nominee form could not be shown.</p>
    </WizardFrame>
  );
}

/** The consents to tick once the form is read to its end. */
export function ConsentList({
  consents,
  readToEnd,
  ticked,
  setTicked,
}: {
  consents: TConsentItem[];
  readToEnd: boolean;
  ticked: Record<string, boolean>;
  setTicked: Dispatch<SetStateAction<Record<string, boolean>>>;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">Consents</legend>
      {consents.map((consent) => (
        <Checkbox
          key={consent.consentId}
          label={consent.consentDesc}
          disabled={!readToEnd}
          checked={ticked[consent.consentId] ?? false}
          onChange={(event) =>
            setTicked((current) => ({ ...current, [consent.consentId]: event.target.checked }))
          }
          className="items-start py-2 [&>input]:mt-0.5"
        />
      ))}
    </fieldset>
  );
}

const signChoices = [
  { value: 'E', label: 'Aadhaar e-sign' },
  { value: 'O', label: 'OTP' },
] as const;

/** Signing by Aadhaar e-sign or by OTP. */
export function SignWith({
  mode,
  onChange,
}: {
  mode: SignMode;
  onChange: (mode: SignMode) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-muted">Sign with</p>
      <SegmentedChoice label="Sign with" value={mode} choices={signChoices} onChange={onChange} />
    </div>
  );
}
