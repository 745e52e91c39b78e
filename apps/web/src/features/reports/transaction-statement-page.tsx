import {
  addDays,
  formatDate,
  formatPaise,
  showDate,
  type TTransactionStatementRequest,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { maskDateEntry } from '../../lib/date-entry';
import { useBusinessToday } from '../../lib/use-business-clock';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { LoadError } from '../../ui/load-error';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { useReportAcCode } from '../portfolio';
import { DownloadButtons } from './download-buttons';
import { downloadTransactionStatement, getTransactionStatement } from './report-calls';
import { StatementAwaiting } from './statement-awaiting';
import { StatementScheme } from './statement-scheme';

/** /report/mutual-funds/transaction-statement: one folio's transactions over a period. */
export function TransactionStatementPage() {
  const acCode = useReportAcCode();
  const today = useBusinessToday();
  const [typed, setTyped] = useState(() => ({
    folioNo: '',
    fromDate: formatDate(addDays(today, -365)),
    toDate: formatDate(today),
  }));
  const [asked, setAsked] = useState(typed);
  const body: TTransactionStatementRequest = { acCode: acCode ?? '', ...asked };
  const { state, retry } = useGatewayLoad(
    acCode === null ? null : JSON.stringify(body),
    (signal) => getTransactionStatement(body, signal),
    { keepPrevious: true },
  );
  const data = state.status === 'ready' ? state.data : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(typed);
  };

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        Transaction statement
      </h1>
      <p className="mt-1.5 text-muted">
        Every purchase, SIP installment, redemption and switch of a folio in a period, with the
        units held after each.
      </p>
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
      {state.status === 'loading' && <Skeleton className="mt-8 h-64" />}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-8" />
      )}
      {data && (
        <div aria-busy={state.status === 'ready' && state.refreshing ? true : undefined}>
          <Card className="mt-6 p-5">
            <h2 className="text-lg font-semibold">
              Folio {data.folioNo} <span className="font-normal text-muted">· {data.amc}</span>
            </h2>
            <dl className="mt-3 grid grid-cols-1 gap-3 tablet:grid-cols-3" aria-label="Totals">
              <div>
                <dt className="text-sm text-muted">Invested</dt>
                <dd className="figures text-lg font-semibold">
                  {formatPaise(data.totals.inPaise)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Paid out</dt>
                <dd className="figures text-lg font-semibold">
                  {formatPaise(data.totals.outPaise)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Stamp duty</dt>
                <dd className="figures text-lg font-semibold">
                  {formatPaise(data.totals.stampDutyPaise)}
                </dd>
              </div>
            </dl>
          </Card>
          <div className="mt-4 flex flex-col gap-3 tablet:flex-row tablet:items-center tablet:justify-between">
            <p className="text-sm text-muted">
              {showDate(data.fromDate)} to {showDate(data.toDate)}
            </p>
            <DownloadButtons
              download={(kind) =>
                downloadTransactionStatement({ ...body, folioNo: data.folioNo }, kind)
              }
            />
          </div>
          {data.awaitingNav.length > 0 && <StatementAwaiting orders={data.awaitingNav} />}
          {data.schemes.length === 0 && (
            <p className="mt-6 text-muted">This folio had no transactions in the period.</p>
          )}
          {data.schemes.map((scheme) => (
            <StatementScheme key={scheme.schemeCode} scheme={scheme} />
          ))}
        </div>
      )}
    </main>
  );
}
