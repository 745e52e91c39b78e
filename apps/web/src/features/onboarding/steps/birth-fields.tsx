import type { TFatcaForm } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';

interface BirthFieldsProps {
  form: TFatcaForm;
  countries: { value: string; label: string }[];
  set: (patch: Partial<TFatcaForm>) => void;
  chooseBirthCountry: (country: string) => Promise<void>;
}

/** The holder's nationality, country of birth and place of birth. */
export function BirthFields({ form, countries, set, chooseBirthCountry }: BirthFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-5 tablet:grid-cols-3">
      <Select
        label="Nationality"
        placeholder="Select country"
        options={countries}
        value={form.nationality}
        onValueChange={(nationality) => set({ nationality })}
      />
      <Select
        label="Country of Birth"
        placeholder="Select country"
        options={countries}
        value={form.countryOfBirth}
        onValueChange={(country) => void chooseBirthCountry(country)}
      />
      <Field label="Place of Birth">
        {(control) => (
          <Input
            {...control}
            name="placeOfBirth"
            autoComplete="off"
            maxLength={60}
            value={form.placeOfBirth}
            onChange={(event) => set({ placeOfBirth: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
