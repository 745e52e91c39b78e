import { cx } from './cx';

interface HeadRowProps {
  labels: readonly string[];
  /** The columns from this one on hold figures and align right. */
  figuresFrom: number;
  cellClassName: string;
  className?: string;
}

/** A table's row of column headers. */
export function HeadRow({ labels, figuresFrom, cellClassName, className }: HeadRowProps) {
  return (
    <tr className={className}>
      {labels.map((label, index) => (
        <th
          key={label}
          scope="col"
          className={cx(cellClassName, index >= figuresFrom && 'text-right', 'font-medium')}
        >
          {label}
        </th>
      ))}
    </tr>
  );
}
