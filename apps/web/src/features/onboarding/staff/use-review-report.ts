import {
  addDays,
  downloadNAReasonFileCall,
  fetchEditReportCall,
  formatDate,
  istDate,
  type ReviewReportType,
  type TReviewApplication,
} from '@cdesk/domain';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { saveTextFile } from './save-file';
import { staffCall } from './staff-gateway';

const today = () => istDate(new Date());

/** The review report in the address: its type and entry dates, its rows, and its CSV. */
export function useReviewReport() {
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

  const chooseType = (type: ReviewReportType) =>
    setQuery({ type, from: fromDate, to: toDate }, { replace: true });

  return {
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
  };
}
