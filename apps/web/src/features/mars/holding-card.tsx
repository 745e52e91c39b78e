import type { TMarsHolding } from '@cdesk/domain';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { rupees, weightText } from './mars-figures';

/** A gain as amount and percentage together, signed and coloured (DESIGN.md). */
function Gain({ holding }: { holding: TMarsHolding }) {
  const negative = holding.gainAmount.startsWith('-');
  const amount = rupees(negative ? holding.gainAmount.slice(1) : holding.gainAmount);
  const zero = /^-?0\.00$/.test(holding.gainAmount);
  return (
    <span
      className={cx(
        'figures font-semibold',
        zero ? 'text-text' : negative ? 'text-loss' : 'text-gain',
      )}
    >
      {zero ? amount : `${negative ? '-' : '+'}${amount}`}
      {holding.gainPercent && !zero && (
        <span className="ml-1 text-sm font-medium">
          ({negative ? '' : '+'}
          {holding.gainPercent}%)
        </span>
      )}
    </span>
  );
}

/**
 * One MARS holding: its value, what is invested and gained, what is paid for and awaiting units,
 * and each scheme's folio, units and value, with its weight now beside its target weight.
 */
export function HoldingCard({
  holding,
  children,
}: {
  holding: TMarsHolding;
  children?: ReactNode;
}) {
  const pending = holding.pendingAmount !== '0.00';
  return (
    <Card className="flex flex-col gap-4 p-4 tablet:p-6" data-testid="mars-holding">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-text">{holding.name}</h2>
          <p className="figures text-sm text-muted">MARS target no. {holding.marsTarNo}</p>
        </div>
        <div className="text-right">
          <p className="text-xs text-muted">Current value</p>
          <p className="figures text-2xl font-semibold text-text">{rupees(holding.currentValue)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm tablet:grid-cols-3">
        <div>
          <dt className="text-xs text-muted">Invested</dt>
          <dd className="figures font-semibold text-text">{rupees(holding.investedAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Gain</dt>
          <dd>
            <Gain holding={holding} />
          </dd>
        </div>
        {pending && (
          <div>
            <dt className="text-xs text-muted">Paid, awaiting units</dt>
            <dd className="figures font-semibold text-warning">{rupees(holding.pendingAmount)}</dd>
          </div>
        )}
      </dl>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border">
        {holding.schemes.map((s) => (
          <li key={s.schcode} className="flex flex-col gap-1 px-3 py-3 text-sm tablet:px-4">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium text-text">{s.schemeName}</span>
              <span className="figures shrink-0 font-semibold text-text">{rupees(s.value)}</span>
            </div>
            <div className="figures flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-muted">
              <span>
                {s.folioNo ? `Folio ${s.folioNo} · ` : ''}
                {s.units} units
                {s.pendingAmount !== '0.00' ? ` · ${rupees(s.pendingAmount)} awaiting units` : ''}
              </span>
              <span>
                Weight {weightText(s.currentWeight)} of target {weightText(s.targetWeight)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}
