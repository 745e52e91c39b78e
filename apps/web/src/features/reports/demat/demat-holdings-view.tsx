import { formatPaise, showDate, type TDematHoldingsResponse } from '@cdesk/domain';
import { Card } from '../../../ui/card';
import { Figure, SortedDematHoldings } from '../../portfolio';
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
      {data.holdings.length > 0 && <SortedDematHoldings data={data} />}
    </>
  );
}
