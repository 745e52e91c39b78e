import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';

export interface Target {
  schCode: number;
  schemeName: string;
}

interface TargetPickerProps<T extends Target> {
  /** Names the list: the AMC's name is added once known. */
  label: (amc: string) => string;
  /** Loads the AMC and its schemes matching the words typed (the gateway lists a page of them). */
  load: (keyword: string, signal: AbortSignal) => Promise<{ amc: string; targets: T[] }>;
  /** Part of the load's key: what the list belongs to. */
  loadKey: string;
  value: T | null;
  onChoose: (target: T | null) => void;
  /** Said when the AMC has no scheme to move into at all. */
  none: (amc: string) => string;
}

const searchDelayMs = 300;

/**
 * The scheme to move into: the AMC's schemes by name, searched on the gateway as the investor
 * types (a fund house has more schemes than one list shows), then a native select. The chosen
 * scheme stays chosen while another search runs.
 */
export function TargetPicker<T extends Target>({
  label,
  load,
  loadKey,
  value,
  onChoose,
  none,
}: TargetPickerProps<T>) {
  const [filter, setFilter] = useState('');
  const keyword = useDebounced(filter.trim(), searchDelayMs);
  const list = useGatewayLoad(`${loadKey}:${keyword}`, (signal) => load(keyword, signal), {
    keepPrevious: true,
  });
  if (list.state.status === 'loading') return <Skeleton className="h-28" />;
  if (list.state.status === 'error')
    return <LoadError message={list.state.message} onRetry={list.retry} />;
  const { amc, targets } = list.state.data;
  if (targets.length === 0 && keyword === '' && !value) {
    return <p className="rounded-card bg-subtle px-4 py-3 text-[15px] text-text">{none(amc)}</p>;
  }
  const shown =
    value && !targets.some((t) => t.schCode === value.schCode) ? [value, ...targets] : targets;
  return (
    <div className="flex flex-col gap-3">
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
      <Select
        label={label(amc)}
        placeholder={targets.length ? 'Choose a scheme' : 'No scheme matches'}
        value={value ? String(value.schCode) : ''}
        options={shown.map((t) => ({ value: String(t.schCode), label: t.schemeName }))}
        onValueChange={(next) => onChoose(shown.find((t) => String(t.schCode) === next) ?? null)}
      />
    </div>
  );
}
