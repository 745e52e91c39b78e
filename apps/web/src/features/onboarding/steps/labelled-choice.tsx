import { SegmentedChoice, type Choice } from '../../../ui/segmented-choice';

interface LabelledChoiceProps<T extends string> {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  error?: string;
}

/** A choice of a few options under its visible label, with its error below. */
export function LabelledChoice<T extends string>({
  label,
  value,
  choices,
  onChange,
  error,
}: LabelledChoiceProps<T>) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-muted">{label}</span>
      <SegmentedChoice label={label} value={value} choices={choices} onChange={onChange} />
      {error && <p className="text-sm font-medium text-loss">{error}</p>}
    </div>
  );
}
