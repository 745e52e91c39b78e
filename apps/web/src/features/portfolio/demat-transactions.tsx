import { addDays, formatDate, showDate, type TDematTransaction } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { maskDateEntry } from '../../lib/date-entry';
import { useBusinessToday } from '../../lib/use-business-clock';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { getDematTransactions } from './portfolio-calls';

const shares = (n: number) => n.toLocaleString('en-IN');

/** Credits and debits of shares over a period the investor picks: the last year at first. */
export function DematTransactions({ acCode }: { acCode: string }) {
  const today = useBusinessToday();
  const [typed, setTyped] = useState(() => ({
    from: formatDate(addDays(today, -365)),
    to: formatDate(today),
  }));
  const [asked, setAsked] = useState(typed);
  const key = `${acCode}|${asked.from}|${asked.to}`;
  const { state, retry } = useGatewayLoad(
    key,
    (signal) => getDematTransactions(acCode, asked.from, asked.to, signal),
    { keepPrevious: true },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(typed);
  };

  return (
    <section aria-labelledby="demat-transactions" className="mt-8">
      <h3 id="demat-transactions" className="text-base font-semibold">
        Demat transactions
      </h3>
      <form
        onSubmit={submit}
        className="mt-3 grid max-w-2xl gap-3 tablet:grid-cols-[1fr_1fr_auto] tablet:items-end"
      >
        {(['from', 'to'] as const).map((end) => (
          <Field key={end} label={end === 'from' ? 'From date' : 'To date'}>
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
      {state.status === 'loading' && <Skeleton className="mt-4 h-40" />}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-4" />
      )}
      {state.status === 'ready' && (
        <div className="mt-4" aria-busy={state.refreshing ? true : undefined}>
          {state.data.items.length === 0 ? (
            <p className="text-sm text-muted">
              {state.data.note ||
                `No shares moved between ${showDate(state.data.fromDate)} and ${showDate(state.data.toDate)}.`}
            </p>
          ) : (
            <MovementList items={state.data.items} />
          )}
        </div>
      )}
    </section>
  );
}

/** Newest first; a purchase adds shares (+), a sale takes them away (−), with the balance after. */
function MovementList({ items }: { items: TDematTransaction[] }) {
  return (
    <ul
      className="divide-y divide-border rounded-card border border-border bg-surface"
      aria-label="Demat transactions"
    >
      {[...items].reverse().map((t, index) => (
        <li
          key={`${t.acCode}-${t.isin}-${t.tradeDate}-${index}`}
          className="flex items-start justify-between gap-4 px-4 py-3 text-sm"
        >
          <div className="min-w-0">
            <p className="font-medium text-text">{t.companyName}</p>
            <p className="text-xs text-muted">
              {t.type === 'BUY' ? 'Bought' : 'Sold'} · {showDate(t.tradeDate)} · ISIN {t.isin}
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className={`figures font-semibold ${t.type === 'BUY' ? 'text-gain' : 'text-loss'}`}>
              {t.type === 'BUY' ? '+' : '−'}
              {shares(t.quantity)}
            </p>
            <p className="figures text-xs text-muted">Balance {shares(t.balance)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
