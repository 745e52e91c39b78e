import type { RegNomineeAddress } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';

interface AddressFieldsProps {
  address: RegNomineeAddress;
  errors: Record<string, string | undefined>;
  onChange: (patch: Partial<RegNomineeAddress>) => void;
}

const fields: Array<[keyof RegNomineeAddress, string, number, string]> = [
  ['line1', 'Address line 1', 30, 'tablet:col-span-3'],
  ['line2', 'Address line 2 (optional)', 30, 'tablet:col-span-3'],
  ['city', 'City', 40, ''],
  ['state', 'State', 40, ''],
  ['pincode', 'PIN code', 6, ''],
];

/** A nominee's own postal address. */
export function NomineeAddressFields({ address, errors, onChange }: AddressFieldsProps) {
  return (
    <div className="grid gap-4 tablet:grid-cols-3">
      {fields.map(([key, label, max, span]) => (
        <Field key={key} label={label} error={errors[key]} className={span}>
          {(control) => (
            <Input
              {...control}
              name={`nominee.address.${key}`}
              maxLength={max}
              inputMode={key === 'pincode' ? 'numeric' : undefined}
              value={address[key]}
              onChange={(event) => onChange({ [key]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
