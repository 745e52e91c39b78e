import { showDate, type TCapitalGainStatementResponse } from '@cdesk/domain';
import { SignedAmount } from './signed-amount';

const signed = (paise: number) => <SignedAmount paise={paise} className="text-sm" />;

/**
 * The gains shown, by the periods of the financial year the income-tax return asks them by:
 * s. 111A and s. 112A gains of equity-oriented funds and every other gain, each less its losses.
 */
export function GainPeriods({ statement }: { statement: TCapitalGainStatementResponse }) {
  return (
    <section className="mt-8" aria-labelledby="gain-periods-heading">
      <h2 id="gain-periods-heading" className="text-lg font-semibold">
        Gains by period of the year, as the return asks
      </h2>
      <p className="mt-1 text-sm text-muted">
        By date of sale. s. 111A: short term, s. 112A: long term, of equity-oriented funds; other:
        s. 112, gains taxed at your slab and those whose section is not determinable.
      </p>
      <div className="mt-3 overflow-x-auto rounded-card border border-border bg-surface">
        <table className="w-full text-sm" aria-label="Gains by period">
          <caption className="sr-only">Gains by period of FY {statement.financialYear}</caption>
          <thead className="bg-subtle text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Period
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                s. 111A
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                s. 112A
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Other
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {statement.periods.map((p) => (
              <tr key={p.period} data-testid={`period-${p.period}`}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-text">
                  {p.label}
                  <span className="block text-xs font-normal text-muted">
                    {showDate(p.fromDate)} to {showDate(p.toDate)}
                  </span>
                </th>
                <td className="px-3 py-2 text-right">{signed(p.s111aPaise)}</td>
                <td className="px-3 py-2 text-right">{signed(p.s112aPaise)}</td>
                <td className="px-3 py-2 text-right">{signed(p.otherPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
