import { allInvestorsCode, type TGetAccodeAndUccResponse } from '@cdesk/domain';
import { useId } from 'react';
import { accodeSelected, selectSelectedAccode } from '../../../lib/frame-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { Skeleton } from '../../../ui/skeleton';
import type { Loaded } from '../../../lib/use-gateway-load';

/** The 'Showing for' selector: its entries' NAME and VALUE, NAME 'ALL' shown as 'All Investors'. */
export function ShowingFor({ codes }: { codes: Loaded<TGetAccodeAndUccResponse> }) {
  const id = useId();
  const selected = useAppSelector(selectSelectedAccode);
  const dispatch = useAppDispatch();
  if (codes.status === 'error') return null;
  if (codes.status === 'loading' || selected === '') {
    return <Skeleton className="h-11 w-56" />;
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-muted">
        Showing for
      </label>
      <select
        id={id}
        value={selected}
        onChange={(event) => dispatch(accodeSelected(event.target.value))}
        className="min-h-11 max-w-64 min-w-0 rounded-card border border-border-strong bg-surface px-3 text-[15px] font-medium text-text focus-visible:outline-2 focus-visible:outline-focus"
      >
        {codes.data.map((entry) => (
          <option key={entry.VALUE} value={entry.VALUE}>
            {entry.NAME === allInvestorsCode
              ? 'All Investors'
              : entry.RELATION
                ? `${entry.NAME} (${entry.RELATION})`
                : entry.NAME}
          </option>
        ))}
      </select>
    </div>
  );
}
