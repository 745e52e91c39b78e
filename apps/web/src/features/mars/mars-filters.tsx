import { useAppDispatch } from '../../lib/store';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { Select } from '../../ui/select';
import {
  marsFilterChanged,
  marsFiltersCleared,
  marsTagToggled,
  type MarsState,
} from './mars-slice';

const horizons = [
  { value: '1', label: '1 year' },
  { value: '3', label: '3 years' },
  { value: '5', label: '5 years' },
] as const;

const leastReturns = [
  { value: '', label: 'Any return' },
  { value: '0', label: '0% or more' },
  { value: '5', label: '5% or more' },
  { value: '10', label: '10% or more' },
  { value: '15', label: '15% or more' },
  { value: '20', label: '20% or more' },
] as const;

/**
 * The MARS filters (spec 1 section 3): tags, SIP, SWP, the horizon the return is measured over,
 * and the least return. A column beside the portfolios on wide screens, a sheet on phones.
 */
export function MarsFilters({ filters, tags }: { filters: MarsState; tags: readonly string[] }) {
  const dispatch = useAppDispatch();
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-muted">Tags</legend>
        <div className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const on = filters.tags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={on}
                onClick={() => dispatch(marsTagToggled(tag))}
                className={`min-h-11 rounded-full border px-3.5 text-sm font-medium transition-colors duration-100 ${
                  on
                    ? 'border-brand bg-brand-soft text-brand'
                    : 'border-border-strong bg-surface text-text hover:border-muted'
                }`}
              >
                {tag}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="flex flex-col">
        <legend className="mb-1 text-sm font-medium text-muted">Ways to invest</legend>
        <Checkbox
          label="SIP available"
          checked={filters.sip === 'Y'}
          onChange={(event) =>
            dispatch(marsFilterChanged({ sip: event.target.checked ? 'Y' : '' }))
          }
        />
        <Checkbox
          label="Suits a withdrawal plan (SWP)"
          checked={filters.swp === 'Y'}
          onChange={(event) =>
            dispatch(marsFilterChanged({ swp: event.target.checked ? 'Y' : '' }))
          }
        />
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-muted">Return over</span>
        <SegmentedChoice
          label="Return over"
          value={filters.year}
          choices={horizons}
          onChange={(year) => dispatch(marsFilterChanged({ year }))}
        />
      </div>
      <Select
        label="Return a year, at least"
        value={filters.return}
        options={leastReturns}
        onValueChange={(value) =>
          dispatch(marsFilterChanged({ return: value as MarsState['return'] }))
        }
      />
      <Button variant="ghost" onClick={() => dispatch(marsFiltersCleared())}>
        Clear filters
      </Button>
    </div>
  );
}
