import { Link } from 'react-router';
import { useReportAcCode } from '../../portfolio';
import { ReportPageFrame } from './report-page-frame';
import { dematReportLinks, ReportList, type ReportLink } from './report-list';
import { dpCmReportsPath } from '../../../lib/paths';
import { ShareTrustedLink } from './share-trusted-link';

/** The Reports menu's groups and items, in its order (spec 1 section 2.5, the menu tree). */
const groups: readonly { name: string; to?: string; reports: readonly ReportLink[] }[] = [
  {
    name: 'Mutual Fund Reports',
    reports: [
      {
        name: 'Capital Gain Summary',
        about: 'Short and long term gains of a financial year, scheme by scheme.',
        to: '/report/mutual-funds/capital-gain/summary',
      },
      {
        name: 'Capital Gain Detail',
        about: 'Every redemption matched to its purchases (first in, first out), with exit loads.',
        to: '/report/mutual-funds/capital-gain/detail',
      },
      {
        name: 'Transaction Statement',
        about: 'Purchases, redemptions and switches of a folio over a period.',
        to: '/report/mutual-funds/transaction-statement',
      },
      {
        name: 'SIP Report',
        about: 'Your SIPs with the installments done and the next date.',
        to: '/report/mutual-funds/sip-report',
      },
      {
        name: 'Tax Harvesting',
        about: 'Units to sell and buy back to use this year’s exemption on long-term gains.',
        to: '/report/mutual-funds/tax-harvesting',
      },
    ],
  },
  {
    name: 'Net Worth',
    reports: [
      {
        name: 'Net Worth',
        about: 'What your investments are worth today, against what you invested.',
        to: '/report/net-worth',
      },
    ],
  },
  {
    name: 'Holding Statement',
    reports: [
      {
        name: 'Holding Statement',
        about: 'Units, NAV and value of every scheme and folio you hold.',
        to: '/report/holding-statement',
      },
    ],
  },
  {
    name: 'DP/CM Reports',
    to: dpCmReportsPath,
    reports: dematReportLinks,
  },
];

/** /report: every report the desk offers, grouped as the Reports menu is. */
export function ReportsHomePage() {
  const acCode = useReportAcCode();
  return (
    <ReportPageFrame
      title="Reports"
      about="Statements of your mutual funds and your demat account, on screen and as PDF."
    >
      <div className="mt-8 grid gap-6 desktop:grid-cols-2">
        {groups.map((group) => (
          <section key={group.name} aria-labelledby={`group-${group.name}`}>
            <h2 id={`group-${group.name}`} className="text-lg font-semibold">
              {group.to ? (
                <Link to={group.to} className="hover:underline">
                  {group.name}
                </Link>
              ) : (
                group.name
              )}
            </h2>
            <ReportList reports={group.reports} />
          </section>
        ))}
      </div>
      {acCode && acCode !== 'ALL' && (
        <div className="mt-8 max-w-2xl">
          <ShareTrustedLink acCode={acCode} reportType="MF_HOLDING" />
        </div>
      )}
    </ReportPageFrame>
  );
}
