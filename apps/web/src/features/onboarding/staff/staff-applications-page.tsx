import {
  addDays,
  downloadNAReasonFileCall,
  fetchEditReportCall,
  formatDate,
  istDate,
  reviewLabels,
  type ReviewReportType,
  type TReviewApplication,
} from '@cdesk/domain';
import { Download } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Skeleton } from '../../../ui/skeleton';
import { staffCall, staffPaths, useStaffSession } from './staff-gateway';
import { UnblockStaffPanel } from './unblock-staff-panel';
import { saveTextFile } from './save-file';

const reportChoices = [
  { value: 'NORMAL', label: 'Awaiting review' },
  { value: 'REJECT', label: 'Not approved' },
] as const;

const today = () => istDate(new Date());

/** The review list: applications by entry date, awaiting review (NORMAL) or rejected (REJECT). */
export function StaffApplicationsPage() {
  const administrator = useStaffSession().staff?.administrator === true;
  const [query, setQuery] = useSearchParams();
  const reportType = (query.get('type') === 'REJECT' ? 'REJECT' : 'NORMAL') as ReviewReportType;
  const [fromDate, setFromDate] = useState(query.get('from') ?? formatDate(addDays(today(), -30)));
  const [toDate, setToDate] = useState(query.get('to') ?? formatDate(today()));
  const [rows, setRows] = useState<TReviewApplication[] | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async (type: ReviewReportType, from: string, to: string) => {
    setRows(null);
    setError('');
    try {
      const reply = await staffCall(fetchEditReportCall, {
        fromDate: from,
        toDate: to,
        reportType: type,
      });
      setRows(reply.applications);
    } catch (failure) {
      setError(errorMessage(failure));
      setRows([]);
    }
  }, []);

  useEffect(() => {
    void load(reportType, fromDate, toDate);
    // The range is applied by Show; the report type applies at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reportType, load]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ type: reportType, from: fromDate, to: toDate }, { replace: true });
    void load(reportType, fromDate, toDate);
  };

  const download = async () => {
    try {
      const file = await staffCall(downloadNAReasonFileCall, { fromDate, toDate });
      saveTextFile(file.fileName, file.content, 'text/csv');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{reviewLabels.listTitle}</h1>
      {administrator && <UnblockStaffPanel />}
      <Card className="p-4 tablet:p-6">
        <form className="flex flex-col gap-4" onSubmit={show} noValidate>
          <SegmentedChoice
            label="Report"
            value={reportType}
            choices={reportChoices}
            onChange={(type) => setQuery({ type, from: fromDate, to: toDate }, { replace: true })}
          />
          <div className="grid gap-4 tablet:grid-cols-[1fr_1fr_auto] tablet:items-end">
            <Field label={reviewLabels.fromDate} hint="DD-MM-YYYY">
              {(control) => (
                <Input
                  {...control}
                  name="fromDate"
                  verbatim
                  inputMode="numeric"
                  maxLength={10}
                  value={fromDate}
                  onChange={(e) => setFromDate(e.target.value)}
                />
              )}
            </Field>
            <Field label={reviewLabels.toDate} hint="DD-MM-YYYY">
              {(control) => (
                <Input
                  {...control}
                  name="toDate"
                  verbatim
                  inputMode="numeric"
                  maxLength={10}
                  value={toDate}
                  onChange={(e) => setToDate(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" className="tablet:mb-[26px]">
              Show
            </Button>
          </div>
        </form>
      </Card>
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
