import { reviewLabels, type ReviewReportType, type TReviewApplication } from '@cdesk/domain';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { ReportRangeForm } from './report-range-form';
import { staffPaths, useStaffSession } from './staff-gateway';
import { UnblockStaffPanel } from './unblock-staff-panel';
import { useReviewReport } from './use-review-report';

/** The review list: applications by entry date, awaiting review (NORMAL) or rejected (REJECT). */
export function StaffApplicationsPage() {
  const administrator = useStaffSession().staff?.administrator === true;
  const {
    reportType,
    fromDate,
    setFromDate,
    toDate,
    setToDate,
    rows,
    error,
    show,
    download,
    chooseType,
  } = useReviewReport();

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{reviewLabels.listTitle}</h1>
      {administrator && <UnblockStaffPanel />}
      <ReportRangeForm
        reportType={reportType}
        chooseType={chooseType}
        fromDate={fromDate}
        setFromDate={setFromDate}
        toDate={toDate}
        setToDate={setToDate}
        show={show}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {reportType === 'REJECT' && rows && rows.length > 0 && (
        <div>
          <Button variant="secondary" onClick={() => void download()}>
            <Download aria-hidden className="size-4" />
            Download CSV
          </Button>
        </div>
      )}
      <ApplicationList rows={rows} reportType={reportType} />
    </div>
  );
}

function ApplicationList({
  rows,
  reportType,
}: {
  rows: TReviewApplication[] | null;
  reportType: ReviewReportType;
}) {
  if (!rows)
    return (
      <div className="flex flex-col gap-3" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  if (rows.length === 0)
    return (
      <Card className="p-6 text-[15px] text-muted">
        {reportType === 'NORMAL'
          ? 'No application entered in these dates is awaiting review. Try a wider date range.'
          : 'No application entered in these dates was rejected.'}
      </Card>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Applications">
      {rows.map((row) => (
        <li key={row.refNo}>
          <Link
            to={staffPaths.application(row.refNo)}
            className="block rounded-card border border-border bg-surface p-4 transition-colors duration-100 hover:border-brand focus-visible:outline-offset-2 tablet:p-5"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="figures text-lg font-semibold text-text">{row.refNo}</p>
              <p className="text-sm text-muted">
                Entered <span className="figures text-text">{row.entryDate}</span>
              </p>
            </div>
            <div className="mt-2 grid gap-x-6 gap-y-1 text-[15px] tablet:grid-cols-4">
              <p className="font-medium text-text">{row.holderName || 'Name not entered'}</p>
              <p className="figures text-muted">{row.pan}</p>
              <p className="text-muted">
                {row.accountType} · {row.holders} holder{row.holders === 1 ? '' : 's'}
              </p>
              <p className="text-muted">
                {row.statusCode ? `${row.statusCode} ` : ''}
                {row.statusText}
                {row.reason ? `: ${row.reason}` : ''}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
