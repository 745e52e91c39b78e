import { showDate, type TTransactionStatementRequest } from '@cdesk/domain';
import { useBusinessToday } from '../../lib/use-business-clock';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { useReportAcCode } from '../portfolio';
import { DownloadButtons } from './download-buttons';
import { downloadTransactionStatement, getTransactionStatement } from './report-calls';
import { StatementAwaiting } from './statement-awaiting';
import { StatementScheme } from './statement-scheme';
import { StatementFilters, StatementFolioTotals, useStatementRange } from './statement-filters';

/** /report/mutual-funds/transaction-statement: one folio's transactions over a period. */
export function TransactionStatementPage() {
  const acCode = useReportAcCode();
  const today = useBusinessToday();
  const range = useStatementRange(today);
  const { asked } = range;
  const body: TTransactionStatementRequest = { acCode: acCode ?? '', ...asked };
  const { state, retry } = useGatewayLoad(
    acCode === null ? null : JSON.stringify(body),
    (signal) => getTransactionStatement(body, signal),
    { keepPrevious: true },
  );
  const data = state.status === 'ready' ? state.data : null;
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        Transaction statement
      </h1>
      <p className="mt-1.5 text-muted">
        Every purchase, SIP installment, redemption and switch of a folio in a period, with the
        units held after each.
      </p>
      <StatementFilters statement={data} range={range} />
      {state.status === 'loading' && <Skeleton className="mt-8 h-64" />}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-8" />
      )}
      {data && (
        <div aria-busy={state.status === 'ready' && state.refreshing ? true : undefined}>
          <StatementFolioTotals statement={data} />
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
