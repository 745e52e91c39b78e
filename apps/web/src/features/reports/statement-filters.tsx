import {
  addDays,
  formatDate,
  formatPaise,
  type TTransactionStatementResponse,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { maskDateEntry } from '../../lib/date-entry';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';

type Statement = TTransactionStatementResponse;

/** The typed folio and period, and the ones last asked for. */
export function useStatementRange(today: string) {
  const [typed, setTyped] = useState(() => ({
    folioNo: '',
    fromDate: formatDate(addDays(today, -365)),
    toDate: formatDate(today),
  }));
  const [asked, setAsked] = useState(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(typed);
  };
  return { typed, setTyped, asked, setAsked, submit };
}

/** The folio and period of the statement. */
export function StatementFilters({
  statement: data,
  range: { typed, setTyped, asked, setAsked, submit },
}: {
  statement: Statement | null;
  range: ReturnType<typeof useStatementRange>;
}) {
  return (
    <form
      onSubmit={submit}
      className="mt-6 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] desktop:items-end"
    >
      <Select
        label="Folio"
        value={typed.folioNo || data?.folioNo || ''}
        onValueChange={(folioNo) => {
          setTyped({ ...typed, folioNo });
          setAsked({ ...asked, folioNo });
        }}
        options={(data?.folios ?? []).map((f) => ({
          value: f.folioNo,
          label: `${f.folioNo} · ${f.amc}`,
        }))}
      />
      {(['fromDate', 'toDate'] as const).map((end) => (
        <Field key={end} label={end === 'fromDate' ? 'From date' : 'To date'}>
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
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </form>
  );
}

/** The folio's money in, money out and stamp duty over the period. */
export function StatementFolioTotals({ statement: data }: { statement: Statement }) {
  return (
    <Card className="mt-6 p-5">
      <h2 className="text-lg font-semibold">
        Folio {data.folioNo} <span className="font-normal text-muted">· {data.amc}</span>
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 tablet:grid-cols-3" aria-label="Totals">
        <div>
          <dt className="text-sm text-muted">Invested</dt>
          <dd className="figures text-lg font-semibold">{formatPaise(data.totals.inPaise)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Paid out</dt>
          <dd className="figures text-lg font-semibold">{formatPaise(data.totals.outPaise)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Stamp duty</dt>
          <dd className="figures text-lg font-semibold">
            {formatPaise(data.totals.stampDutyPaise)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
