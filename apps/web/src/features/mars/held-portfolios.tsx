import { useGatewayLoad } from '../../lib/use-gateway-load';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { marsCalls } from './mars-calls';
import { rupees } from './mars-figures';
import { marsRedeemPath } from '../../lib/paths';

/** The MARS portfolios the investor holds, in brief, above the offer: nothing when there are none. */
export function HeldPortfolios({ className }: { className?: string }) {
  const { data } = useGatewayLoad('held', (signal) => marsCalls.holdings(signal));
  if (!data || data.holdings.length === 0) return null;
  return (
    <Card className={cx('p-4 tablet:p-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold">Your MARS portfolios</h2>
        <ButtonLink variant="ghost" to={marsRedeemPath} className="px-3">
          View and redeem
        </ButtonLink>
      </div>
      <ul className="mt-2 flex flex-col divide-y divide-border">
        {data.holdings.map((holding) => (
          <li
            key={holding.marsTarNo}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
          >
            <span className="font-medium text-text">
              {holding.name}
              <span className="ml-2 text-xs font-normal text-muted">{holding.marsTarNo}</span>
            </span>
            <span className="figures text-[15px] font-semibold text-text">
              {rupees(holding.currentValue)}
              {holding.pendingAmount !== '0.00' && (
                <span className="ml-2 text-sm font-normal text-muted">
                  + {rupees(holding.pendingAmount)} awaiting units
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
