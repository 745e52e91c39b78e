import { riskLevels, schemeTypes, type TSchemeFilterOptions } from '@cdesk/domain';
import { filterChanged, filterCleared, type ListingState } from './listing-slice';
import { useAppDispatch } from '../../../lib/store';
import { Button } from '../../../ui/button';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Select } from '../../../ui/select';

export const schemeTypeLabels: Record<(typeof schemeTypes)[number], string> = {
  EQUITY: 'Equity',
  DEBT: 'Debt',
  LIQUID: 'Liquid',
  CASH: 'Cash',
  OTHERS: 'Others',
};

const planChoices = [
  { value: 'all', label: 'All plans' },
  { value: 'direct', label: 'Direct' },
  { value: 'regular', label: 'Regular' },
] as const;
type PlanChoice = (typeof planChoices)[number]['value'];

function planChoiceOf(isDirectPlan: boolean | null): PlanChoice {
  if (isDirectPlan === null) return 'all';
  return isDirectPlan ? 'direct' : 'regular';
}

/** How many filters narrow the list, for the phone's Filters button. */
export function activeFilterCount(filter: ListingState): number {
  return [
    filter.isDirectPlan !== null,
    filter.selectedSchemeType !== '',
    filter.selectedSubType !== '',
    filter.selectedAmc !== '',
    filter.selectedRisk !== '',
  ].filter(Boolean).length;
}

const all = (label: string) => ({ value: '', label });

/** The mutual fund filter: a column beside the results on wide screens, a sheet on phones. */
export function FilterPanel({
  filter,
  options,
}: {
  filter: ListingState;
  options: TSchemeFilterOptions | null;
}) {
  const dispatch = useAppDispatch();
  // The selected value stays listed while the options load, so the select never shows a blank.
  const choices = (allLabel: string, list: readonly string[], selected: string) => [
    all(allLabel),
    ...(selected && !list.includes(selected) ? [selected, ...list] : list).map((value) => ({
      value,
      label: value,
    })),
  ];
  return (
    <div className="flex flex-col gap-5">
      <SegmentedChoice
        label="Plan"
        value={planChoiceOf(filter.isDirectPlan)}
        choices={planChoices}
        onChange={(choice) =>
          dispatch(filterChanged({ isDirectPlan: choice === 'all' ? null : choice === 'direct' }))
        }
      />
      <Select
        label="Scheme type"
        value={filter.selectedSchemeType}
        options={[
          all('All scheme types'),
          ...schemeTypes.map((type) => ({ value: type, label: schemeTypeLabels[type] })),
        ]}
        onValueChange={(value) =>
          dispatch(
            filterChanged({ selectedSchemeType: value as ListingState['selectedSchemeType'] }),
          )
        }
      />
      <Select
        label="Sub type"
        value={filter.selectedSubType}
        options={choices('All sub types', options?.subTypes ?? [], filter.selectedSubType)}
        onValueChange={(value) => dispatch(filterChanged({ selectedSubType: value }))}
      />
      <Select
        label="Fund house (AMC)"
        value={filter.selectedAmc}
        options={choices('All fund houses', options?.amcs ?? [], filter.selectedAmc)}
        onValueChange={(value) => dispatch(filterChanged({ selectedAmc: value }))}
      />
      <Select
        label="Risk"
        value={filter.selectedRisk}
        options={[all('All risk levels'), ...riskLevels.map((value) => ({ value, label: value }))]}
        onValueChange={(value) =>
          dispatch(filterChanged({ selectedRisk: value as ListingState['selectedRisk'] }))
        }
      />
      <Button
        variant="secondary"
        disabled={activeFilterCount(filter) === 0}
        onClick={() => dispatch(filterCleared())}
      >
        Clear filters
      </Button>
    </div>
  );
}
