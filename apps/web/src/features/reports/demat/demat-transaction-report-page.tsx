import { parseDisplayDate, showDate } from '@cdesk/domain';
import { useMemo, useState } from 'react';
import { useBusinessToday } from '../../../lib/use-business-clock';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { getDematTransactions, useReportAcCode } from '../../portfolio';
import { DematAccountLine } from './demat-account-line';
import { sortMovements, type MovementSort } from './demat-movements';
import { DownloadPdfButton } from './download-pdf-button';
import { downloadDematPdf } from './report-calls';
import { ReportPageFrame } from './report-page-frame';
import { DematMovementsResult, DematRangeForm } from './demat-transaction-sections';
import { useDematRange } from './use-demat-range';

/** /report/dp-cm-reports/demat-transaction-report: shares moved over at most 6 months. */
export function DematTransactionReportPage() {
  const acCode = useReportAcCode();
  const today = useBusinessToday();
  const { typed, setTyped, asked, problems, submit } = useDematRange(today);
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
  const ready = state.status === 'ready' ? state.data : null;
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
        <DematRangeForm typed={typed} setTyped={setTyped} problems={problems} onSubmit={submit} />
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
          <DematMovementsResult report={ready} items={items} sort={sort} setSort={setSort} />
        </div>
      )}
    </ReportPageFrame>
  );
}
