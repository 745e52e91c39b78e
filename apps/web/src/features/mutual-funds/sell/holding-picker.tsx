import { formatAmount, formatFigure, showDate, type TRedeemableHolding } from '@cdesk/domain';
import { FactList } from '../../../ui/fact-list';
import { Select } from '../../../ui/select';
import { holdingKey } from './use-sell-holdings';

interface HoldingPickerProps {
  label?: string;
  holdings: readonly TRedeemableHolding[];
  holding: TRedeemableHolding | null;
  onChoose: (key: string) => void;
}

/** The folio and scheme to sell from: a native select, long scheme names and all. */
export function HoldingPicker({
  label = 'Folio and scheme',
  holdings,
  holding,
  onChoose,
}: HoldingPickerProps) {
  return (
    <Select
      label={label}
      placeholder="Choose a holding"
      value={holding ? holdingKey(holding) : ''}
      options={holdings.map((h) => ({
        value: holdingKey(h),
        label: `${h.schemeName} · Folio ${h.folioNo}`,
      }))}
      onValueChange={onChoose}
    />
  );
}

/** What the holding is worth and how much of it may be sold, before any amount is typed. */
export function HoldingFacts({ holding }: { holding: TRedeemableHolding }) {
  const units = (value: string) => formatFigure(value || '0', 'units');
  const facts: [string, string][] = [
    ['Units held', units(holding.heldUnits)],
    ['Units free to redeem', units(holding.freeUnits)],
    ['Units pending redemption', units(holding.pendingUnits)],
    [
      'Units locked in',
      holding.nextUnlockOn
        ? `${units(holding.lockedUnits)} (free from ${showDate(holding.nextUnlockOn)})`
        : units(holding.lockedUnits),
    ],
    [
      'Latest NAV',
      holding.nav
        ? `₹${formatFigure(holding.nav, 'nav')}${holding.navDate ? ` as on ${showDate(holding.navDate)}` : ''}`
        : '–',
    ],
    ['Approx. value of units held', formatAmount(holding.approxValue || '0', { symbol: true })],
    ['Approx. value free to redeem', formatAmount(holding.freeValue || '0', { symbol: true })],
    ['Exit load', holding.exitLoad || 'Nil'],
    ['Holding mode', holding.mode === 'D' ? 'Demat' : 'Physical (folio)'],
  ];
  return (
    <FactList
      facts={facts}
      className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm tablet:grid-cols-2"
      rowClassName="flex justify-between gap-4 border-b border-border pb-2"
      valueClassName="figures text-right font-medium text-text"
    />
  );
}
