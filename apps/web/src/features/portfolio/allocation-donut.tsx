import { assetClassLabels, formatPaise } from '@cdesk/domain';
import type { AssetClass, TAllocationRow } from '@cdesk/domain';

// One colour per class; the legend's names and figures tell them apart as well.
const classColours: Record<AssetClass, string> = {
  EQUITY: '#0b5fff',
  DEBT: '#0f766e',
  HYBRID: '#7c3aed',
  GOLD_COMMODITY: '#b45309',
  INTERNATIONAL: '#db2777',
  OTHERS: '#64748b',
};

const radius = 40;
const circumference = 2 * Math.PI * radius;

/** Allocation by asset class: a light SVG ring and a legend that carries the figures. */
export default function AllocationDonut({ rows }: { rows: TAllocationRow[] }) {
  let offset = 0;
  const arcs = rows.map((row) => {
    const length = (Number(row.percent) / 100) * circumference;
    const arc = { row, length, offset };
    offset += length;
    return arc;
  });
  return (
    <div className="flex flex-col items-center gap-6 tablet:flex-row">
      <svg viewBox="0 0 100 100" className="size-36 shrink-0 -rotate-90" aria-hidden>
        <circle cx="50" cy="50" r={radius} fill="none" stroke="var(--subtle)" strokeWidth="14" />
        {arcs.map(({ row, length, offset: start }) => (
          <circle
            key={row.assetClass}
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            stroke={classColours[row.assetClass]}
            strokeWidth="14"
            strokeDasharray={`${length} ${circumference - length}`}
            strokeDashoffset={-start}
          />
        ))}
      </svg>
      <ul className="flex w-full flex-col gap-2" aria-label="Allocation by asset class">
        {rows.map((row) => (
          <li key={row.assetClass} className="flex items-center gap-3 text-sm">
            <span
              aria-hidden
              className="size-3 shrink-0 rounded-sm"
              style={{ background: classColours[row.assetClass] }}
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-text">{assetClassLabels[row.assetClass]}</span>
              <span className="figures text-xs text-muted">{formatPaise(row.valuePaise)}</span>
            </span>
            <span className="figures text-right font-semibold text-text">{row.percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
