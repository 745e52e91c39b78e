import type { ReactNode } from 'react';

interface FactListProps {
  /** Label and value pairs; with none the list is left out. */
  facts: readonly (readonly [label: string, value: ReactNode])[];
  className: string;
  /** Each pair's box: a row of its own, or `contents` in a list laid out as a two-column grid. */
  rowClassName: string;
  labelClassName?: string;
  valueClassName: string;
}

/** Labelled values: reference numbers, a scheme's facts, a partner's details. */
export function FactList({
  facts,
  className,
  rowClassName,
  labelClassName = 'text-muted',
  valueClassName,
}: FactListProps) {
  if (facts.length === 0) return null;
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className={rowClassName}>
          <dt className={labelClassName}>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
