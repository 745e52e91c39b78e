import { onboardingHolderFields as fields, relationsWithMinor } from '@cdesk/domain';
import { Select } from '../../../ui/select';
import { TextField } from './holder-form';
import type { Holder } from './holders-pan-dob-checks';

interface PanDobNameFieldsProps {
  h: Holder;
  err: (field: string) => string | undefined;
  change: (role: string, field: keyof Holder, value: string) => void;
}

/** A holder's name as on the PAN, and a guardian's relation to the minor. */
export function PanDobNameFields({ h, err, change }: PanDobNameFieldsProps) {
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-3">
        <TextField
          label={fields.firstName}
          name={`${h.role}-first`}
          maxLength={40}
          value={h.firstName}
          onValueChange={(v) => change(h.role, 'firstName', v)}
          error={err('firstName')}
        />
        <TextField
          label={fields.middleName}
          name={`${h.role}-middle`}
          maxLength={40}
          value={h.middleName}
          onValueChange={(v) => change(h.role, 'middleName', v)}
          error={err('middleName')}
        />
        <TextField
          label={fields.lastName}
          name={`${h.role}-last`}
          maxLength={40}
          value={h.lastName}
          onValueChange={(v) => change(h.role, 'lastName', v)}
          error={err('lastName')}
        />
      </div>
      {h.role === 'G' && (
        <Select
          label={fields.relation}
          placeholder="Select"
          value={h.relation}
          onValueChange={(v) => change(h.role, 'relation', v)}
          error={err('relation')}
          options={relationsWithMinor.map((r) => ({ value: r.code, label: r.label }))}
        />
      )}
    </>
  );
}
