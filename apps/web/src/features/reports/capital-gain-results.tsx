import {
  formatPaise,
  type TCapitalGainStatementRequest,
  type TCapitalGainStatementResponse,
} from '@cdesk/domain';
import { Card } from '../../ui/card';
import { DownloadButtons } from './download-buttons';
import { GainDetail } from './gain-detail';
import { GainPeriods } from './gain-periods';
import { GainSales } from './gain-sales';
import { GainSummary } from './gain-summary';
import { downloadCapitalGains, downloadSchedule112a } from './report-calls';
import { SignedAmount } from './signed-amount';
import type { Term } from './use-capital-gains';

type Statement = TCapitalGainStatementResponse;

/** The statement's totals: gains by term, exit load, sale value and gains of unknown term. */
export function CapitalGainTotals({ statement: data }: { statement: Statement }) {
  const undetermined = data.schemes.some((s) =>
    s.sales.some((sale) => sale.lots.some((l) => l.term === 'UNDETERMINED')),
  );
  return (
    <Card className="mt-6 p-5">
      <h2 className="sr-only">Totals</h2>
      <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-5" aria-label="Totals">
        <Total label="Short-term gain" testId="total-short">
          <SignedAmount paise={data.totals.shortTermPaise} />
        </Total>
        <Total label="Long-term gain" testId="total-long">
          <SignedAmount paise={data.totals.longTermPaise} />
        </Total>
        <Total label="Exit load" testId="total-exit-load">
          <span className="figures font-semibold">{formatPaise(data.totals.exitLoadPaise)}</span>
        </Total>
        <Total label="Sale value" testId="total-sale">
          <span className="figures font-semibold">{formatPaise(data.totals.saleValuePaise)}</span>
        </Total>
        <Total label="Total gain" testId="total-gain">
          <SignedAmount paise={data.totals.gainPaise} />
        </Total>
        {undetermined && (
          <Total label="Term not determinable" testId="total-undetermined">
            <SignedAmount paise={data.totals.undeterminedTermPaise} />
          </Total>
        )}
      </dl>
    </Card>
  );
}

/** The period the financial year covers, with the statement and Schedule 112A downloads. */
export function CapitalGainPeriodLine({
  statement: data,
  body,
}: {
  statement: Statement;
  body: TCapitalGainStatementRequest;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3 tablet:flex-row tablet:items-center tablet:justify-between">
      <p className="text-sm text-muted">
        FY {data.financialYear}: sales from 01-04-{data.fromDate.slice(0, 4)} to 31-03-
        {data.toDate.slice(0, 4)}. Amounts in rupees.
      </p>
      <DownloadButtons
        download={(kind) =>
          downloadCapitalGains({ ...body, financialYear: data.financialYear }, kind)
        }
        extra={[
          {
            id: 'schedule-112a',
            label: 'Schedule 112A (CSV)',
            download: () =>
              downloadSchedule112a({
                acCode: body.acCode,
                financialYear: data.financialYear,
              }),
          },
        ]}
      />
    </div>
  );
}

/** The gains by scheme, period and sale, or lot by lot; or why there are none. */
export function CapitalGainBody({
  statement: data,
  term,
  view,
}: {
  statement: Statement;
  term: Term;
  view: 'summary' | 'detail';
}) {
  if (data.schemes.length === 0) {
    return (
      <p className="mt-6 text-muted">
        You sold no units in FY {data.financialYear}
        {term === 'ALL' ? '' : ` with a ${term === 'SHORT' ? 'short' : 'long'}-term gain`}: there is
        no capital gain to report.
      </p>
    );
  }
  return view === 'summary' ? (
    <>
      <GainSummary statement={data} />
      <GainPeriods statement={data} />
      <GainSales statement={data} />
    </>
  ) : (
    <GainDetail statement={data} />
  );
}

function Total({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-lg">{children}</dd>
    </div>
  );
}
