import {
  isDirectToRegular,
  planOptionChoices,
  planOptionLabel,
  schemeFullName,
  type PlanAndOption,
} from '@cdesk/domain';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { RegularPlanQuestion } from './regular-plan-question';

export interface Target extends PlanAndOption {
  schCode: number;
  schemeName: string;
}

interface TargetPickerProps<T extends Target> {
  /** Names the list: the AMC's name is added once known. */
  label: (amc: string) => string;
  /** The scheme money leaves: the list starts on its plan and option. */
  source: PlanAndOption & { schemeName: string };
  /**
   * Loads the AMC and its schemes matching the words typed, of one plan and option or of all
   * (null); the gateway lists a page of them.
   */
  load: (
    keyword: string,
    only: PlanAndOption | null,
    signal: AbortSignal,
  ) => Promise<{ amc: string; targets: T[] }>;
  /** Part of the load's key: what the list belongs to. */
  loadKey: string;
  value: T | null;
  onChoose: (target: T | null) => void;
  /** Said when the AMC has no scheme to move into at all. */
  none: (amc: string) => string;
}

const searchDelayMs = 300;
const allPlans = 'ALL';

const keyOf = (choice: PlanAndOption) => `${choice.plan}-${choice.option}`;

/** The name a target is listed by: always with its plan and option, never a bare name. */
export const targetLabel = (target: Target) => schemeFullName(target.schemeName, target);

/**
 * The labels of a list, none twice: AMFI gives a few schemes of one fund house the same full name
 * (series, segregated portfolios), and those are told apart by their scheme code.
 */
export function targetLabels(targets: readonly Target[]): Map<number, string> {
  const counts = new Map<string, number>();
  for (const t of targets) counts.set(targetLabel(t), (counts.get(targetLabel(t)) ?? 0) + 1);
  return new Map(
    targets.map((t) => {
      const label = targetLabel(t);
      return [t.schCode, (counts.get(label) ?? 0) > 1 ? `${label} (code ${t.schCode})` : label];
    }),
  );
}

/**
 * The scheme to move into: the AMC's schemes of the holding's own plan and option to begin with
 * (another plan and option, or all, on request), searched on the gateway as the investor types,
 * then a native select naming each scheme with its plan and option. Money leaving a Direct plan
 * for a Regular one is confirmed first. The chosen scheme stays chosen while another search runs.
 */
export function TargetPicker<T extends Target>({
  label,
  source,
  load,
  loadKey,
  value,
  onChoose,
  none,
}: TargetPickerProps<T>) {
  const [filter, setFilter] = useState('');
  const [only, setOnly] = useState<PlanAndOption | null>({
    plan: source.plan,
    option: source.option,
  });
  const [asking, setAsking] = useState<T | null>(null);
  const keyword = useDebounced(filter.trim(), searchDelayMs);
  const onlyKey = only ? keyOf(only) : allPlans;
  const list = useGatewayLoad(
    `${loadKey}:${onlyKey}:${keyword}`,
    (signal) => load(keyword, only, signal),
    { keepPrevious: true },
  );
  if (list.state.status === 'loading') return <Skeleton className="h-44" />;
  if (list.state.status === 'error')
    return <LoadError message={list.state.message} onRetry={list.retry} />;
  const { amc, targets } = list.state.data;
  if (targets.length === 0 && keyword === '' && !value && only === null) {
    return <p className="rounded-card bg-subtle px-4 py-3 text-[15px] text-text">{none(amc)}</p>;
  }
  const shown =
    value && !targets.some((t) => t.schCode === value.schCode) ? [value, ...targets] : targets;
  const choices = planOptionChoices(source);
  const labels = targetLabels(shown);

  function choose(next: T | null) {
    if (next && isDirectToRegular(source, next)) setAsking(next);
    else onChoose(next);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2">
        <Select
          label="Plan and option"
          value={onlyKey}
          options={[
            ...choices.map((choice, i) => ({
              value: keyOf(choice),
              label: i === 0 ? `${planOptionLabel(choice)} (as now)` : planOptionLabel(choice),
            })),
            { value: allPlans, label: 'All plans and options' },
          ]}
          onValueChange={(next) => setOnly(choices.find((c) => keyOf(c) === next) ?? null)}
        />
        <Field label={`Find a scheme of ${amc} by name`}>
          {(control) => (
            <Input
              {...control}
              type="search"
              value={filter}
              maxLength={60}
              onChange={(event) => setFilter(event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <Select
        label={label(amc)}
        placeholder={
          targets.length
            ? 'Choose a scheme'
            : only
              ? `No scheme in ${planOptionLabel(only)} matches`
              : 'No scheme matches'
        }
        value={value ? String(value.schCode) : ''}
        options={shown.map((t) => ({
          value: String(t.schCode),
          label: labels.get(t.schCode) ?? targetLabel(t),
        }))}
        onValueChange={(next) => choose(shown.find((t) => String(t.schCode) === next) ?? null)}
      />
      {asking && (
        <RegularPlanQuestion
          from={schemeFullName(source.schemeName, source)}
          to={labels.get(asking.schCode) ?? targetLabel(asking)}
          onYes={() => {
            onChoose(asking);
            setAsking(null);
          }}
          onNo={() => setAsking(null)}
        />
      )}
    </div>
  );
}
