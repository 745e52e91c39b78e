import { formatPaise, stampDutyOfLines, stampDutyRateText } from '@cdesk/domain';
import { FactList } from '../../../ui/fact-list';
import type { CartItem } from './cart-state';

/**
 * What the lines will invest once stamp duty is deducted, before allotment: each line's duty by
 * the domain rule, added up, as the orders will record it.
 */
export function StampDutyLines({ items }: { items: readonly CartItem[] }) {
  const split = stampDutyOfLines(items.map((item) => BigInt(item.totalAmount)));
  return (
    <div className="flex flex-col gap-1">
      <FactList
        facts={[
          [`Stamp duty (${stampDutyRateText})`, formatPaise(split.stampDutyPaise)],
          ['Net invested (estimate)', formatPaise(split.netInvestedPaise)],
        ]}
        className="flex flex-col gap-1 text-sm"
        rowClassName="flex justify-between gap-3"
        valueClassName="figures font-medium text-text"
      />
      <p className="text-xs text-muted">
        You pay the full amount; stamp duty is deducted from it before units are allotted.
      </p>
    </div>
  );
}
