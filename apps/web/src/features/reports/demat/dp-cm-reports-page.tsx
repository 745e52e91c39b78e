import { ReportPageFrame } from './report-page-frame';
import { dematReportLinks, ReportList } from './report-list';

/** /report/dp-cm-reports and /transact/nfo/dp-cm-reports: the reports of the demat account. */
export function DpCmReportsPage() {
  return (
    <ReportPageFrame
      title="DP/CM Reports"
      about="Reports of your demat account with the depository participant."
    >
      <div className="mt-8 max-w-2xl">
        <ReportList reports={dematReportLinks} />
      </div>
    </ReportPageFrame>
  );
}
