import {
  dematReportDefaultFrom,
  dematReportMessages,
  dematReportRangeProblem,
  formatDate,
  parseDisplayDate,
  showDate,
} from '@cdesk/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { maskDateEntry } from '../../../lib/date-entry';
import { useBusinessToday } from '../../../lib/use-business-clock';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { Figure, getDematTransactions, useReportAcCode } from '../../portfolio';
import { DematAccountLine } from './demat-account-line';
import { DematMovements, movementSorts, sortMovements, type MovementSort } from './demat-movements';
import { DownloadPdfButton } from './download-pdf-button';
import { downloadDematPdf } from './report-calls';
import { ReportPageFrame } from './report-page-frame';

type Range = { from: string; to: string };
type Problems = Partial<Record<keyof Range, string>>;

/** The typed range's problems, worded as the gateway words them; none when it may be asked. */
function check(range: Range, today: string): Problems {
  const from = parseDisplayDate(range.from);
  const to = parseDisplayDate(range.to);
  const problems: Problems = {};
  if (!range.from) problems.from = dematReportMessages.fromDateRequired;
  else if (!from) problems.from = 'From date should be valid.';
  if (!range.to) problems.to = dematReportMessages.toDateRequired;
  else if (!to) problems.to = 'To date should be valid.';
  if (from && to) {
    const problem = dematReportRangeProblem(from, to, today);
    if (problem === dematReportMessages.rangeOrder) problems.from = problem;
    else if (problem) problems.to = problem;
  }
  return problems;
}

/** /report/dp-cm-reports/demat-transaction-report: shares moved over at most 6 months. */
export function DematTransactionReportPage() {
  const acCode = useReportAcCode();
  const today = useBusinessToday();
  const [typed, setTyped] = useState<Range>(() => ({
    from: formatDate(dematReportDefaultFrom(today)),
    to: formatDate(today),
  }));
  const [asked, setAsked] = useState<Range>(typed);
  const [problems, setProblems] = useState<Problems>({});
  const [sort, setSort] = useState<MovementSort>('newest');
  const key = acCode ? `${acCode}|${asked.from}|${asked.to}` : null;
  const { state, retry } = useGatewayLoad(
    key,
    (signal) => getDematTransactions(acCode ?? '', asked.from, asked.to, signal),
    { keepPrevious: true },
  );
  const items = useMemo(
    () => (state.status === 'ready' ? sortMovements(state.data.items, sort) : []),
    [state, sort],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(typed, today);
    setProblems(found);
    if (Object.keys(found).length === 0) setAsked(typed);
  };
  const ready = state.status === 'ready' ? state.data : null;
  const credited = ready?.items.filter((t) => t.type === 'BUY').reduce((n, t) => n + t.quantity, 0);
  const debited = ready?.items.filter((t) => t.type === 'SELL').reduce((n, t) => n + t.quantity, 0);

  return (
    <ReportPageFrame
      title="Demat Transaction Report"
      about="Shares credited to and debited from your demat account, for up to 6 months at a time."
      actions={
        acCode && (
          <DownloadPdfButton
            className="tablet:items-end"
            disabled={state.status !== 'ready'}
            download={() =>
              downloadDematPdf({
                acCode,
                reportType: 'TRANSACTION',
                fromDate: asked.from,
                toDate: asked.to,
              })
            }
            fileName={`demat-transaction-report-${acCode}-${parseDisplayDate(asked.from) ?? ''}-to-${parseDisplayDate(asked.to) ?? ''}.pdf`}
          />
        )
      }
    >
      <Card className="mt-6 p-5 tablet:p-6">
        <form
          onSubmit={submit}
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
        {ready && ready.dematAccounts.length > 0 && (
          <div className="mt-5 border-t border-border pt-4">
            <DematAccountLine accounts={ready.dematAccounts} />
          </div>
        )}
      </Card>
      {state.status === 'loading' && <Skeleton className="mt-6 h-64" />}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-6" />
      )}
      {ready && (
        <div
          className="mt-6"
          aria-busy={state.status === 'ready' && state.refreshing ? true : undefined}
        >
          <h2 className="text-lg font-semibold">
            {showDate(ready.fromDate)} to {showDate(ready.toDate)}
          </h2>
          {ready.items.length === 0 ? (
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
          )}
        </div>
      )}
    </ReportPageFrame>
  );
}
