import { formatPaise, showDate, type TDematHoldingsResponse } from '@cdesk/domain';
import { useMemo, useState } from 'react';
import { Card } from '../../../ui/card';
import { Select } from '../../../ui/select';
import {
  DematHoldingsTable,
  dematSorts,
  Figure,
  sortDematHoldings,
  type DematSort,
} from '../../portfolio';
import { DematAccountLine } from './demat-account-line';
import { DemoPriceNote } from './demo-price-note';

/** A demat holding statement on screen: total, demat account, sortable holdings. */
export function DematHoldingsView({
  data,
  asOnDate,
}: {
  data: TDematHoldingsResponse;
  /** YYYY-MM-DD: the day the statement is made on. */
  asOnDate: string;
}) {
  const [sort, setSort] = useState<DematSort>('value');
  const sorted = useMemo(() => sortDematHoldings(data.holdings, sort), [data.holdings, sort]);
  const priceDate = data.holdings.reduce((d, h) => (h.priceDate > d ? h.priceDate : d), '');

  return (
    <>
      <Card className="mt-6 flex flex-col gap-5 p-5 tablet:p-6">
        {data.dematAccounts.length > 0 && <DematAccountLine accounts={data.dematAccounts} />}
        {data.holdings.length === 0 ? (
          <p className="text-sm text-muted">{data.note}</p>
        ) : (
          <dl className="grid gap-5 tablet:grid-cols-3">
            <Figure
              label={`Total value as on ${showDate(asOnDate)}`}
              large
              note={
                priceDate && (
                  <span className="block text-xs font-normal tracking-normal text-muted">
                    At closing prices of {showDate(priceDate)}
                  </span>
                )
              }
            >
              {formatPaise(data.totalValuePaise)}
            </Figure>
            <Figure label="Companies">{data.holdings.length}</Figure>
            <Figure label="Shares">
              {data.holdings.reduce((n, h) => n + h.quantity, 0).toLocaleString('en-IN')}
            </Figure>
          </dl>
        )}
        {data.isDemoPrice && <DemoPriceNote note={data.note} />}
      </Card>
      {data.holdings.length > 0 && (
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
      )}
    </>
  );
}
