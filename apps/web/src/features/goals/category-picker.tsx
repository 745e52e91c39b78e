import { goalLimits, riskometerOf, type FundCategoryId, type TCategoryReturn } from '@cdesk/domain';
import { cx } from '../../ui/cx';
import { ReturnFigure, RiskBadge } from '../mutual-funds';

interface CategoryPickerProps {
  categories: readonly TCategoryReturn[];
  chosen: readonly FundCategoryId[];
  onChange: (chosen: FundCategoryId[]) => void;
  error?: string | undefined;
}

/** The fund categories a goal's return is expected from, each with its median one-year return. */
export function CategoryPicker({ categories, chosen, onChange, error }: CategoryPickerProps) {
  const full = chosen.length >= goalLimits.maxCategories;
  const toggle = (id: FundCategoryId, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset aria-describedby={error ? 'category-error' : undefined}>
      <legend className="text-sm font-medium text-muted">
        Where will you invest for it? Choose up to {goalLimits.maxCategories} fund categories
      </legend>
      <ul className="mt-2 grid gap-2 tablet:grid-cols-2">
        {categories.map((c) => {
          const on = chosen.includes(c.categoryId);
          const disabled = !on && full;
          return (
            <li key={c.categoryId}>
              <label
                className={cx(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-card border p-3 transition-colors duration-100 has-focus-visible:outline-2 has-focus-visible:outline-brand',
                  on ? 'border-brand bg-brand-soft' : 'border-border bg-surface hover:border-muted',
                  disabled && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-[18px] shrink-0 accent-brand"
                  checked={on}
                  disabled={disabled}
                  onChange={(event) => toggle(c.categoryId, event.target.checked)}
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex items-start justify-between gap-2">
                    <span className="text-sm font-medium text-text">{c.label}</span>
                    <ReturnFigure value={c.medianReturn1y} className="text-sm" />
                  </span>
                  <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-muted">
                    <RiskBadge label={c.riskLevel} level={riskometerOf(c.riskLevel).level} />
                    <span>
                      1Y median of {c.schemeCount} {c.schemeCount === 1 ? 'scheme' : 'schemes'}
                    </span>
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p
          id="category-error"
          data-error
          tabIndex={-1}
          className="mt-2 text-sm font-medium text-loss"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
