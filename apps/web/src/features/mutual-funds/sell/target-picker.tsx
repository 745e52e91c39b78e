import { useState } from 'react';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';

interface TargetPickerProps<T> {
  label: string;
  targets: readonly T[];
  value: number | null;
  codeOf: (target: T) => number;
  nameOf: (target: T) => string;
  onChoose: (schCode: number | null) => void;
}

/** The scheme to move into: a filter by name over the AMC's schemes, then a native select. */
export function TargetPicker<T>({
  label,
  targets,
  value,
  codeOf,
  nameOf,
  onChoose,
}: TargetPickerProps<T>) {
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = targets.filter(
    (t) => codeOf(t) === value || words.every((word) => nameOf(t).toLowerCase().includes(word)),
  );
  return (
    <div className="flex flex-col gap-3">
      {targets.length > 8 && (
        <Field label="Find a scheme by name">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
      )}
      <Select
        label={label}
        placeholder={shown.length ? 'Choose a scheme' : 'No scheme matches'}
        value={value === null ? '' : String(value)}
        options={shown.map((t) => ({ value: String(codeOf(t)), label: nameOf(t) }))}
        onValueChange={(next) => onChoose(next ? Number(next) : null)}
      />
    </div>
  );
}
