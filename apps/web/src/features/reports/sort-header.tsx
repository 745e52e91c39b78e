import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../ui/cx';

export interface SortState<K extends string> {
  key: K;
  descending: boolean;
}

/** A column sort: the same column again turns the order round. */
export function useSort<K extends string>(initial: K, descending = false) {
  const [sort, setSort] = useState<SortState<K>>({ key: initial, descending });
  const toggle = (key: K) =>
    setSort((current) =>
      current.key === key ? { key, descending: !current.descending } : { key, descending: false },
    );
  return { sort, toggle };
}

/** Rows in a column's order; ties keep their order. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  valueOf: (row: T, key: K) => string | number,
): T[] {
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sort.descending ? -order : order;
  });
}

/** A column header that sorts by its column, saying which way for screen readers. */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
  figure = false,
}: {
  label: string;
  column: K;
  sort: SortState<K>;
  onSort: (key: K) => void;
  figure?: boolean;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.descending ? ArrowDown : ArrowUp;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      className={cx('px-3 py-2 font-medium', figure ? 'text-right' : 'text-left')}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cx(
          'inline-flex min-h-8 items-center gap-1 rounded-md hover:text-text',
          figure && 'flex-row-reverse',
          active && 'text-text',
        )}
      >
        {label}
        <Icon aria-hidden className="size-3.5 shrink-0" />
      </button>
    </th>
  );
}
