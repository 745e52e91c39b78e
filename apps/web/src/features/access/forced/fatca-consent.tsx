import { CircleAlert } from 'lucide-react';
import { Checkbox } from '../../../ui/checkbox';

/** The investor's acceptance of the declaration, with the message when it is missing. */
export function FatcaConsent({
  accepted,
  consentError,
  onChange,
}: {
  accepted: boolean;
  consentError: string;
  onChange: (accepted: boolean) => void;
}) {
  return (
    <div className="mt-4">
      <Checkbox
        label="I have read and accept the declaration above."
        checked={accepted}
        aria-invalid={consentError ? true : undefined}
        aria-describedby={consentError ? 'fatca-consent-error' : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {consentError && (
        <p
          id="fatca-consent-error"
          className="flex items-center gap-1.5 text-sm font-medium text-loss"
        >
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {consentError}
        </p>
      )}
    </div>
  );
}
