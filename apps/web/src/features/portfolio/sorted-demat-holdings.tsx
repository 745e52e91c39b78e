import { formatPaise, type TDematHoldingsResponse } from '@cdesk/domain';
import { useMemo, useState } from 'react';
import { Select } from '../../ui/select';
import { DematHoldingsTable } from './demat-holdings-table';
import { dematSorts, sortDematHoldings, type DematSort } from './demat-sort';

/** The demat holdings with their sort choice, and the total under them on a phone. */
export function SortedDematHoldings({ data }: { data: TDematHoldingsResponse }) {
  const [sort, setSort] = useState<DematSort>('value');
  const sorted = useMemo(() => sortDematHoldings(data.holdings, sort), [data.holdings, sort]);
  return (
    <>
      <div className="mt-4 flex justify-end">
        <Select
          label="Sort by"
          className="w-full tablet:w-64"
          options={dematSorts}
          value={sort}
          onValueChange={(value) => setSort(value as DematSort)}
        />
      </div>
      <div className="mt-3">
        <DematHoldingsTable
          holdings={sorted}
          totalValuePaise={data.totalValuePaise}
          showAccount={data.dematAccounts.length > 1}
        />
      </div>
      <p className="figures mt-3 flex justify-between rounded-card border border-border bg-surface px-4 py-3 text-sm font-semibold desktop:hidden">
        <span>Total</span>
        <span>{formatPaise(data.totalValuePaise)}</span>
      </p>
    </>
  );
}
