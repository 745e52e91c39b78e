import {
  formatDate,
  formatPaise,
  type ReturnPeriod,
  type TGetSchemeInsightResponse,
} from '@cdesk/domain';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';
import { HeadRow } from '../../../ui/head-row';
import { HeldActions } from '../sell/held-actions';
import { useHeldSchemes } from '../sell/use-held-schemes';
import { navText, ReturnFigure, RiskBadge } from './figures';
import { InvestButtons } from './invest-buttons';

const periodLabels: Record<ReturnPeriod, string> = {
  '1M': '1 month',
  '3M': '3 months',
  '6M': '6 months',
  '1Y': '1 year',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 tablet:flex-row tablet:justify-between tablet:gap-6">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-[15px] text-text tablet:text-right">{children}</dd>
    </div>
  );
}

/** Latest NAV, 1Y return, riskometer and what the investor can do with the scheme. */
export function InsightHeadline({ insight }: { insight: TGetSchemeInsightResponse }) {
  const held = useHeldSchemes().get(insight.schCode);
  const oneYear = insight.returns.find((r) => r.period === '1Y')?.returnPct ?? null;
  const sip = insight.sipFrequencies.length > 0;
  const canInvest = insight.purchaseAllowed;
  return (
    <Card className="mt-6 grid grid-cols-2 gap-4 p-4 tablet:grid-cols-4 tablet:p-6">
      <div className="col-span-2 tablet:col-span-1">
        <p className="text-sm text-muted">Latest NAV</p>
        <p className="figures text-2xl font-semibold">
          {insight.latestNav ? navText(insight.latestNav.latestNav) : '–'}
        </p>
        {insight.latestNav && (
          <p className="figures text-sm text-muted">
            as on {formatDate(insight.latestNav.navDate)}
          </p>
        )}
      </div>
      <div>
        <p className="text-sm text-muted">1Y return</p>
        <ReturnFigure value={oneYear} className="text-xl" />
      </div>
      <div>
        <p className="text-sm text-muted">Riskometer</p>
        <div className="mt-1">
          <RiskBadge label={insight.riskometerVal} level={insight.riskLevel} />
        </div>
      </div>
      <div className="col-span-2 hidden gap-2 tablet:col-span-1 tablet:flex tablet:flex-col">
        {canInvest && <InvestButtons schCode={insight.schCode} sip={sip} />}
      </div>
      {held && (
        <div className="col-span-2 tablet:col-span-4">
          <HeldActions held={held} schemeName={insight.schName} />
        </div>
      )}
    </Card>
  );
}

/** Point-to-point returns over each period, to the latest NAV. */
export function ReturnsCard({ insight }: { insight: TGetSchemeInsightResponse }) {
  return (
    <Card className="p-4 tablet:p-6">
      <h2 className="text-base font-semibold">Returns</h2>
      <p className="mt-1 text-sm text-muted">Point to point, to the latest NAV.</p>
      <table className="mt-3 w-full text-[15px]">
        <thead>
          <HeadRow
            labels={['Period', 'From NAV', 'Return']}
            figuresFrom={2}
            cellClassName="py-2"
            className="text-left text-sm text-muted"
          />
        </thead>
        <tbody>
          {insight.returns.map((r) => (
            <tr key={r.period} className="border-t border-border">
              <th scope="row" className="py-2.5 text-left font-medium">
                {periodLabels[r.period as ReturnPeriod] ?? r.period}
              </th>
              <td className="figures py-2.5 text-sm text-muted">
                {r.fromNav ? (
                  <>
                    {navText(r.fromNav.nav)}
                    <br />
                    {formatDate(r.fromNav.navDate)}
                  </>
                ) : (
                  '–'
                )}
              </td>
              <td className="py-2.5 text-right">
                <ReturnFigure value={r.returnPct} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** The scheme's category, loads, minimums and SIP terms. */
export function SchemeDetailsCard({ insight }: { insight: TGetSchemeInsightResponse }) {
  const sip = insight.sipFrequencies.length > 0;
  return (
    <Card className="p-4 tablet:p-6">
      <h2 className="text-base font-semibold">Scheme details</h2>
      <dl className="mt-2">
        <Fact label="Category">{insight.category}</Fact>
        <Fact label="Benchmark">{insight.benchmark}</Fact>
        <Fact label="Exit load">{insight.exitLoad}</Fact>
        <Fact label="Minimum investment">
          <span className="figures">{formatPaise(insight.minLumpsumPaise)}</span>
        </Fact>
        <Fact label="Minimum additional investment">
          <span className="figures">{formatPaise(insight.minAdditionalPaise)}</span>
        </Fact>
        {insight.maxAmountPaise !== null && (
          <Fact label="Maximum per purchase">
            <span className="figures">{formatPaise(insight.maxAmountPaise)}</span>
          </Fact>
        )}
        {sip ? (
          <>
            <Fact label="Minimum SIP instalment">
              <span className="figures">{formatPaise(insight.minSipPaise)}</span>
            </Fact>
            <Fact label="SIP frequencies">
              {insight.sipFrequencies.map((f) => f.label).join(', ')}
            </Fact>
            <Fact label="SIP dates">
              {insight.sipDates.length === 28
                ? 'Any day from 1 to 28'
                : insight.sipDates.join(', ')}
            </Fact>
          </>
        ) : (
          <Fact label="SIP">Not available for this scheme</Fact>
        )}
        {insight.lockInDays > 0 && (
          <Fact label="Lock-in">{Math.round(insight.lockInDays / 365)} years</Fact>
        )}
        {insight.isLiquidOrOvernight && (
          <Fact label="Cut-off time">1:30 pm: money in by then gets the previous day's NAV</Fact>
        )}
        {insight.isin && <Fact label="ISIN">{insight.isin}</Fact>}
      </dl>
    </Card>
  );
}

/** The scheme's KIM and offer documents. */
export function SchemeDocumentsCard({ insight }: { insight: TGetSchemeInsightResponse }) {
  return (
    <Card className="p-4 tablet:p-6">
      <h2 className="text-base font-semibold">Scheme documents</h2>
      <ul className="mt-2 flex flex-col">
        {[...insight.kimFileList, ...insight.offerFileList].map((file) => (
          <li key={file.fileUrl}>
            <a
              href={file.fileUrl}
              target="_blank"
              rel="noreferrer"
              className="flex min-h-11 items-center gap-2 rounded-card px-2 text-[15px] font-medium text-brand hover:bg-brand-soft"
            >
              <FileText aria-hidden className="size-4 shrink-0" />
              {file.fileName}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
