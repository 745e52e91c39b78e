import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface SegmentedChoiceProps<T extends string> {
  /** Names the group for screen readers. */
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /**
   * Below tablet width, lay the choices out in this many columns (a 2 x 2 grid for four) rather
   * than in one row, where long labels would not fit a phone.
   */
  phoneColumns?: 2;
}

/**
 * One of a few options, always one chosen. Native radios rather than Radix ToggleGroup: the
 * browser already gives a radio group its arrow keys and its "1 of 2" announcement, and Radix's
 * roving focus and collection cost about 8 kB (gzip) on the login page, which must stay light.
 */
export function SegmentedChoice<T extends string>({
  label,
  value,
  choices,
  onChange,
  phoneColumns,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  const layout = phoneColumns
    ? 'grid-cols-2 tablet:grid-flow-col tablet:grid-cols-none tablet:auto-cols-fr'
    : 'auto-cols-fr grid-flow-col';
  return (
    <fieldset className={`grid gap-1 rounded-card bg-subtle p-1 ${layout}`}>
      <legend className="sr-only">{label}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm leading-tight font-medium text-muted transition-colors duration-100 hover:text-text has-checked:bg-surface has-checked:text-text has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="sr-only"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
