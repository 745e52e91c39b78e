import type { TFatcaForm } from '@cdesk/domain';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select, type SelectOption } from '../../../ui/select';

type Residency = TFatcaForm['taxResidencies'][number];

interface TaxResidencyRowsProps {
  rows: Residency[];
  countries: SelectOption[];
  tinTypes: SelectOption[];
  onChange: (rows: Residency[]) => void;
}

/** The countries a holder pays tax in, each with its tax-payer identification number and type. */
export function TaxResidencyRows({ rows, countries, tinTypes, onChange }: TaxResidencyRowsProps) {
  const update = (index: number, patch: Partial<Residency>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold text-text">Tax residency</legend>
      {rows.map((row, index) => (
        <div
          key={index}
          className="grid grid-cols-1 gap-4 rounded-card border border-border p-4 tablet:grid-cols-[1fr_1fr_1fr_auto] tablet:items-end"
        >
          <Select
            label="Country of Tax Residency"
            placeholder="Select country"
            options={countries}
            value={row.country}
            onValueChange={(country) => update(index, { country })}
          />
          <Select
            label="TIN Type"
            placeholder="Select type"
            options={tinTypes}
            value={row.tinType}
            onValueChange={(tinType) => update(index, { tinType })}
          />
          <Field label="Tax Payer Identification Number">
            {(control) => (
              <Input
                {...control}
                verbatim
                maxLength={25}
                value={row.tin}
                onChange={(event) => update(index, { tin: event.target.value.toUpperCase() })}
              />
            )}
          </Field>
          {rows.length > 1 ? (
            <Button
              variant="secondary"
              aria-label={`Remove tax residency ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          ) : (
            <span className="hidden tablet:block" />
          )}
        </div>
      ))}
      {rows.length < 4 && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => onChange([...rows, { country: '', tin: '', tinType: '' }])}
        >
          Add another country
        </Button>
      )}
    </fieldset>
  );
}
