import { showDate, type TDematTransactionsResponse } from '@cdesk/domain';
import type { FormEvent } from 'react';
import { maskDateEntry } from '../../../lib/date-entry';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Figure } from '../../portfolio';
import { DematMovements, movementSorts, type MovementSort } from './demat-movements';
import type { Problems, Range } from './use-demat-range';

/** The from and to dates of the report. */
export function DematRangeForm({
  typed,
  setTyped,
  problems,
  onSubmit,
}: {
  typed: Range;
  setTyped: (range: Range) => void;
  problems: Problems;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 tablet:grid-cols-[1fr_1fr_auto] tablet:items-start"
    >
      {(['from', 'to'] as const).map((end) => (
        <Field key={end} label={end === 'from' ? 'From date' : 'To date'} error={problems[end]}>
          {(control) => (
            <Input
              {...control}
              value={typed[end]}
              onChange={(e) => setTyped({ ...typed, [end]: maskDateEntry(e.target.value) })}
              inputMode="numeric"
              placeholder="DD-MM-YYYY"
              maxLength={10}
              autoComplete="off"
              className="figures"
            />
          )}
        </Field>
      ))}
      <Button type="submit" className="tablet:mt-7">
        Show
      </Button>
    </form>
  );
}

/** The shares moved in the range: counts, a sort and the movements; or why there are none. */
export function DematMovementsResult({
  report: ready,
  items,
  sort,
  setSort,
}: {
  report: TDematTransactionsResponse;
  items: TDematTransactionsResponse['items'];
  sort: MovementSort;
  setSort: (sort: MovementSort) => void;
}) {
  const credited = ready.items.filter((t) => t.type === 'BUY').reduce((n, t) => n + t.quantity, 0);
  const debited = ready.items.filter((t) => t.type === 'SELL').reduce((n, t) => n + t.quantity, 0);
  return ready.items.length === 0 ? (
    <p className="mt-2 text-sm text-muted">
      {ready.note ||
        `No shares moved between ${showDate(ready.fromDate)} and ${showDate(ready.toDate)}.`}
    </p>
  ) : (
    <>
      <dl className="mt-3 grid grid-cols-3 gap-4">
        <Figure label="Transactions">{ready.items.length}</Figure>
        <Figure label="Shares credited">{credited?.toLocaleString('en-IN')}</Figure>
        <Figure label="Shares debited">{debited?.toLocaleString('en-IN')}</Figure>
      </dl>
      <div className="mt-4 flex justify-end">
        <Select
          label="Sort by"
          className="w-full tablet:w-64"
          options={movementSorts}
          value={sort}
          onValueChange={(value) => setSort(value as MovementSort)}
        />
      </div>
      <div className="mt-3">
        <DematMovements items={items} />
      </div>
    </>
  );
}
