import { loadAddressDetailCall, saveDataAddressDetailCall } from '@cdesk/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { DifferenceList } from '../kyc/difference-list';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

type Source = 'KRA' | 'CKYC' | 'DIGILOCKER';

/** Screens 57-60: each KYC record beside the entry, and the address the account will use. */
export function AddressConfirmationStep({ screenId, holder }: StepPageProps) {
  const { data, error } = useStepLoad(loadAddressDetailCall, { holder }, holder);
  const [picked, setPicked] = useState<Source | ''>('');
  const [confirm, setConfirm] = useState(false);
  const usable = data?.sources.filter((s) => s.usable === 'Y') ?? [];
  const chosen = picked || data?.chosen || data?.kycSource || usable[0]?.source || '';

  const save = async () =>
    (
      await regCall(saveDataAddressDetailCall, {
        holder,
        addressSource: chosen,
        confirm: confirm ? 'Y' : 'N',
      })
    ).nextScreenId;

  return (
    <StepFrame
      screenId={screenId}
      title="Address confirmation"
      subtitle="Your KYC records, and the address your account will use."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error}
    >
      {!data && !error && <RecordSkeleton />}
      {data && data.sources.length === 0 && (
        <Alert tone="error">No KYC record is available for this holder yet.</Alert>
      )}
      {data && data.sources.length > 0 && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-sm font-medium text-muted">
            Select the address to use for your account
          </legend>
          {data.sources.map((s) => (
            <div
              key={s.source}
              className="flex flex-col gap-3 rounded-card border border-border p-4 has-checked:border-brand has-checked:bg-brand/5"
            >
              {s.usable === 'Y' ? (
                <label className="flex min-h-11 cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name="addressSource"
                    value={s.source}
                    checked={chosen === s.source}
                    onChange={() => setPicked(s.source)}
                    className="mt-1 size-[18px] shrink-0 accent-brand"
                  />
                  <span className="flex flex-col gap-1">
                    <span className="text-sm font-semibold">{s.sourceLabel}</span>
                    <span className="text-sm text-text">{s.addressText}</span>
                  </span>
                </label>
              ) : (
                <div className="flex flex-col gap-1 pl-[30px]">
                  <span className="text-sm font-semibold">{s.sourceLabel}</span>
                  <span className="text-sm text-muted">{s.addressText}</span>
                  <span className="text-xs font-medium text-warning">
                    This record is not validated and its address cannot be used.
                  </span>
                </div>
              )}
              <DifferenceList
                differences={s.differences}
                source={s.source === 'DIGILOCKER' ? 'DigiLocker' : s.source}
              />
            </div>
          ))}
          <Checkbox
            checked={confirm}
            onChange={(event) => setConfirm(event.target.checked)}
            label="I confirm that the selected address is my current address."
          />
        </fieldset>
      )}
    </StepFrame>
  );
}
