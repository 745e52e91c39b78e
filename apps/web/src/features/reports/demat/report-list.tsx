import { ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../ui/card';
import { dematHoldingReportPath, dematTransactionReportPath } from '../../../lib/paths';

export interface ReportLink {
  name: string;
  about: string;
  to: string;
}

/** The DP/CM reports, as the menu names them. */
export const dematReportLinks: readonly ReportLink[] = [
  {
    name: 'Demat Holding Report',
    about: 'Shares in your demat account with their closing prices and value.',
    to: dematHoldingReportPath,
  },
  {
    name: 'Demat Transaction Report',
    about: 'Shares credited to and debited from your demat account over a period.',
    to: dematTransactionReportPath,
  },
];

/** Reports as a list of links, each with what it shows. */
export function ReportList({ reports }: { reports: readonly ReportLink[] }) {
  return (
    <Card className="mt-3 divide-y divide-border">
      {reports.map((report) => (
        <Link
          key={report.to}
          to={report.to}
          className="flex min-h-11 items-center gap-3 px-4 py-3 hover:bg-subtle focus-visible:bg-subtle"
        >
          <FileText aria-hidden className="size-5 shrink-0 text-brand" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-text">{report.name}</span>
            <span className="block text-sm text-muted">{report.about}</span>
          </span>
          <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
        </Link>
      ))}
    </Card>
  );
}
