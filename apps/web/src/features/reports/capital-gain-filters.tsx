import { NavLink } from 'react-router';
import { capitalGainDetailPath, capitalGainSummaryPath } from '../../lib/paths';
import { cx } from '../../ui/cx';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { Select } from '../../ui/select';
import type { CapitalGains } from './use-capital-gains';

const terms = [
  { value: 'ALL', label: 'All' },
  { value: 'SHORT', label: 'Short term' },
  { value: 'LONG', label: 'Long term' },
] as const;

const views = [
  { to: capitalGainSummaryPath, label: 'Summary' },
  { to: capitalGainDetailPath, label: 'Lot by lot' },
];

/** The summary and lot-by-lot views of the capital gains statement. */
export function CapitalGainViews() {
  return (
    <nav aria-label="Statement views" className="mt-6 flex gap-2">
      {views.map((v) => (
        <NavLink
          key={v.to}
          to={v.to}
          className={({ isActive }) =>
            cx(
              'inline-flex min-h-11 items-center rounded-card px-4 text-sm font-medium',
              isActive ? 'bg-brand text-white' : 'bg-subtle text-text hover:bg-brand-soft',
            )
          }
        >
          {v.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The financial year, scheme and term the statement covers. */
export function CapitalGainFilters({ gains }: { gains: CapitalGains }) {
  const { data, financialYear, setFinancialYear, scheme, setScheme, term, setTerm } = gains;
  return (
    <div className="mt-6 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-[200px_minmax(0,1fr)_320px] desktop:items-end">
      <Select
        label="Financial year"
        value={data?.financialYear ?? financialYear}
        onValueChange={(fy) => {
          setFinancialYear(fy);
          setScheme('');
        }}
        options={(data?.financialYears ?? []).map((fy) => ({ value: fy, label: `FY ${fy}` }))}
      />
      <Select
        label="Scheme"
        value={scheme}
        onValueChange={setScheme}
        placeholder="All schemes"
        options={(data?.choices ?? []).map((c) => ({
          value: `${c.folioNo}|${c.schemeCode}`,
          label: `${c.schemeName} (${c.folioNo})`,
        }))}
      />
      <SegmentedChoice label="Term" value={term} choices={terms} onChange={setTerm} />
    </div>
  );
}
