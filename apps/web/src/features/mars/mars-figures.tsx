import {
  formatAmount,
  isRiskLevel,
  riskLevels,
  showDate,
  type TMarsPortfolio,
} from '@cdesk/domain';
import { ReturnFigure, RiskBadge } from '../mutual-funds';
import { cx } from '../../ui/cx';

/** A portfolio's riskometer, when the gateway gave a level. */
export function MarsRisk({ label }: { label: string }) {
  if (!isRiskLevel(label)) return <span className="text-sm text-muted">–</span>;
  return <RiskBadge label={label} level={riskLevels.indexOf(label) + 1} />;
}

export const rupees = (text: string) => formatAmount(text || '0', { symbol: true });

/** A weight in percent without needless decimals: '35.00' -> '35%', '33.34' -> '33.34%'. */
export const weightText = (percent: string) => `${percent.replace(/\.00$/, '')}%`;

const horizonName = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** The annualised return over the horizon with its date, or why there is none. */
export function MarsReturn({
  portfolio,
  className,
}: {
  portfolio: Pick<TMarsPortfolio, 'returnPercent' | 'returnYears' | 'asOn'>;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted">
        Return, {horizonName(portfolio.returnYears)}
        {portfolio.returnYears > 1 ? ' a year' : ''}
      </dt>
      <dd className="text-[15px]">
        {portfolio.returnPercent ? (
          <ReturnFigure value={portfolio.returnPercent} />
        ) : (
          <span className="text-sm text-muted">
            Not enough history for {horizonName(portfolio.returnYears)}
          </span>
        )}
      </dd>
      {portfolio.asOn && (
        <dd className="figures text-xs text-muted">as on {showDate(portfolio.asOn)}</dd>
      )}
    </div>
  );
}

/** Colours of the weights bar: the brand's blue in steps, one per scheme. */
const weightTones = ['bg-brand', 'bg-brand/70', 'bg-brand/45', 'bg-brand/25', 'bg-brand/15'];

/** The target weights as one bar and a legend: each scheme's share of the portfolio. */
export function WeightsBar({
  schemes,
  className,
}: {
  schemes: readonly { schcode: number; schemeName: string; weight: string }[];
  className?: string;
}) {
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <div aria-hidden className="flex h-2.5 overflow-hidden rounded-full bg-subtle">
        {schemes.map((s, i) => (
          <span
            key={s.schcode}
            className={cx('h-full border-r-2 border-surface last:border-r-0', weightTones[i % 5])}
            style={{ width: `${s.weight}%` }}
          />
        ))}
      </div>
      <ul className="flex flex-col gap-1 text-sm" aria-label="Schemes and target weights">
        {schemes.map((s, i) => (
          <li key={s.schcode} className="flex items-start justify-between gap-3">
            <span className="flex min-w-0 items-start gap-2">
              <span
                aria-hidden
                className={cx('mt-1.5 size-2.5 shrink-0 rounded-sm', weightTones[i % 5])}
              />
              <span className="min-w-0 text-text">{s.schemeName}</span>
            </span>
            <span className="figures shrink-0 font-medium text-text">{weightText(s.weight)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
