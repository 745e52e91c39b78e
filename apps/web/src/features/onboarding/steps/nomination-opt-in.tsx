/** Whether the applicant wishes to assign nominees, as a Yes or No choice. */
export function NominationOptIn({
  optIn,
  onChange,
}: {
  optIn: string;
  onChange: (optIn: 'Y' | 'N') => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-2 text-sm font-medium text-muted">
        Do you wish to assign nominees?
      </legend>
      {(
        [
          ['Y', 'Yes, I wish to nominate'],
          ['N', 'No, I do not wish to nominate'],
        ] as const
      ).map(([value, label]) => (
        <label
          key={value}
          className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-card border border-border px-3 text-sm has-checked:border-brand has-checked:bg-brand/5"
        >
          <input
            type="radio"
            name="optIn"
            value={value}
            checked={optIn === value}
            onChange={() => onChange(value)}
            className="size-[18px] shrink-0 accent-brand"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
