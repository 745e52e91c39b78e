import { useBusinessToday } from '../../../lib/use-business-clock';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { getDematHoldings, useReportAcCode } from '../../portfolio';
import { DematHoldingsView } from './demat-holdings-view';
import { DownloadPdfButton } from './download-pdf-button';
import { downloadDematPdf } from './report-calls';
import { ReportPageFrame } from './report-page-frame';
import { ShareTrustedLink } from './share-trusted-link';

/** /report/dp-cm-reports/demat-holding-report: the demat holding statement as on today. */
export function DematHoldingReportPage() {
  const acCode = useReportAcCode();
  const today = useBusinessToday();
  const { state, retry } = useGatewayLoad(acCode, (signal) =>
    getDematHoldings(acCode ?? '', signal),
  );
  const hasShares = state.status === 'ready' && state.data.holdings.length > 0;
  return (
    <ReportPageFrame
      title="Demat Holding Report"
      about="Shares in your demat account, from the depository, at their latest closing prices."
      actions={
        acCode && (
          <DownloadPdfButton
            className="tablet:items-end"
            disabled={state.status !== 'ready'}
            download={() => downloadDematPdf({ acCode, reportType: 'HOLDING' })}
            fileName={`demat-holding-statement-${acCode}-${today}.pdf`}
          />
        )
      }
    >
      {state.status === 'loading' && (
        <div role="status" aria-live="polite" className="mt-6 grid gap-3">
          <span className="sr-only">Loading your demat holdings…</span>
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-6" />
      )}
      {state.status === 'ready' && <DematHoldingsView data={state.data} asOnDate={today} />}
      {hasShares && acCode && acCode !== 'ALL' && (
        <div className="mt-8 max-w-2xl">
          <ShareTrustedLink acCode={acCode} reportType="DEMAT_HOLDING" />
        </div>
      )}
    </ReportPageFrame>
  );
}
