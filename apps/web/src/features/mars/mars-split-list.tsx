import { formatPaise } from '@cdesk/domain';
import type { InvestKind } from './mars-amount';
import type { MarsInvest } from './use-mars-invest';

/** How the amount goes to each scheme of the portfolio, at its weight. */
export function MarsSplitList({
  kind,
  split,
}: {
  kind: InvestKind;
  split: NonNullable<MarsInvest['split']>;
}) {
  return (
    <div>
      <h3 className="text-sm font-medium text-muted">
        {kind === 'SIP' ? 'Each installment goes' : 'Your investment goes'}
      </h3>
      <ul className="mt-2 flex flex-col divide-y divide-border rounded-card border border-border">
        {split.map((line) => (
          <li
            key={line.schcode}
            className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm"
          >
            <span className="min-w-0 text-text">
              {line.schemeName}
              <span className="ml-1.5 text-muted">({line.weight.replace(/\.00$/, '')}%)</span>
            </span>
            <span className="figures shrink-0 font-semibold text-text">
              {formatPaise(line.paise)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
