import { formatDate, showDate, type TrustedReportType, type TTrustedReport } from '@cdesk/domain';
import { ShieldCheck } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { PublicFrame } from '../../public';
import { DematHoldingsView } from '../demat/demat-holdings-view';
import { DownloadPdfButton } from '../demat/download-pdf-button';
import { MfHoldingsList } from './mf-holdings-list';
import { downloadTrustedPdf, openTrustedReport } from './trusted-calls';

type Opened = { ok: true; report: TTrustedReport } | { ok: false; message: string };

const titles: Record<TrustedReportType, string> = {
  MF_HOLDING: 'Mutual Fund Holding Statement',
  DEMAT_HOLDING: 'Demat Holding Statement',
};

/** A link the gateway refuses (altered, expired, another report's) is an answer to show. */
async function open(type: TrustedReportType, id: string, signal: AbortSignal): Promise<Opened> {
  try {
    return { ok: true, report: await openTrustedReport(type, id, signal) };
  } catch (caught) {
    if (!(caught instanceof ApiError) || caught.status === 0 || caught.status >= 500) throw caught;
    return { ok: false, message: caught.message };
  }
}

/**
 * /report-trusted?id= (mutual fund holding statement) and /report-trusted-CM?id= (demat holding
 * statement): a report an investor shared through a trusted link, read-only, without a login.
 */
export function TrustedReportPage() {
  const { pathname } = useLocation();
  const type: TrustedReportType = pathname.toLowerCase().endsWith('-cm')
    ? 'DEMAT_HOLDING'
    : 'MF_HOLDING';
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const { state, retry } = useGatewayLoad(`${type}:${id}`, (signal) => open(type, id, signal));
  const report = state.status === 'ready' && state.data.ok ? state.data.report : null;

  return (
    <PublicFrame>
      <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 pt-8 pb-12 tablet:px-6 tablet:pt-12">
        <div className="flex flex-col gap-4 tablet:flex-row tablet:items-start tablet:justify-between">
          <div>
            {report && (
              <p className="flex items-center gap-1.5 text-sm font-medium text-brand">
                <ShieldCheck aria-hidden className="size-4" />
                Shared through a trusted link
              </p>
            )}
            <h1 className="mt-1 text-2xl font-semibold tracking-tight tablet:text-3xl">
              {titles[type]}
            </h1>
            {report && (
              <p className="mt-1.5 text-muted">
                {report.investorName} · {report.acCode} · as on {showDate(report.asOnDate)} · link
                valid until {formatDate(report.validUntil)}
              </p>
            )}
          </div>
          {report && (
            <DownloadPdfButton
              className="tablet:items-end"
              download={() => downloadTrustedPdf(id)}
              fileName={`${type === 'MF_HOLDING' ? 'mf' : 'demat'}-holding-statement-${report.acCode}-${report.asOnDate}.pdf`}
            />
          )}
        </div>
        {state.status === 'loading' && (
          <div aria-busy="true" aria-label="Loading the report" className="mt-6 grid gap-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-64" />
          </div>
        )}
        {state.status === 'error' && (
          <LoadError message={state.message} onRetry={retry} className="mt-6" />
        )}
        {state.status === 'ready' && !state.data.ok && (
          <Alert tone="error" className="mt-6">
            {state.data.message}
          </Alert>
        )}
        {report?.dematHoldings && (
          <DematHoldingsView data={report.dematHoldings} asOnDate={report.asOnDate} />
        )}
        {report?.mfHoldings && <MfHoldingsList data={report.mfHoldings} />}
      </main>
    </PublicFrame>
  );
}
