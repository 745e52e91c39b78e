import { Link } from 'react-router';
import { redeemPath, switchPath, type HoldingRef } from './sell-paths';

/** The selling entries of a fund the investor holds (spec 3 section 2, allFunds). */
export function HeldActions({ held, schemeName }: { held: HoldingRef; schemeName: string }) {
  const actions = [
    ['Redeem', redeemPath(held)],
    ['SWP', redeemPath(held, 'swp')],
    ['Switch', switchPath(held)],
    ['STP', switchPath(held, 'stp')],
  ] as const;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-1 gap-y-1 border-t border-border pt-2">
      <span className="mr-2 text-xs font-medium text-muted">You hold this fund</span>
      {actions.map(([label, to]) => (
        <Link
          key={label}
          to={to}
          aria-label={`${label} ${schemeName}`}
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand hover:bg-brand-soft"
        >
          {label}
        </Link>
      ))}
    </div>
  );
}
