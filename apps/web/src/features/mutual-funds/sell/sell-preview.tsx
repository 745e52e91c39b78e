import {
  formatAmount,
  formatFigure,
  showDate,
  type TGetSwitchPreviewResponse,
  type TPayoutBank,
  type TSellPreview,
} from '@cdesk/domain';
import type { ReactNode } from 'react';
import { FactList } from '../../../ui/fact-list';
import { SaleTaxNote } from './sale-tax';

const money = (rupees: string) => formatAmount(rupees || '0', { symbol: true });
const units = (value: string) => formatFigure(value || '0', 'units');
const termWords = { SHORT: 'Short', LONG: 'Long', UNDETERMINED: 'Not determinable' } as const;

/** A gain in rupees, signed, with its sign in words for screen readers as well as colour. */
function signedMoney(rupees: string): string {
  const text = rupees || '0';
  return text.startsWith('-') ? `-${money(text.slice(1))}` : `+${money(text)}`;
}

interface SellPreviewProps {
  preview: TSellPreview;
  bank?: TPayoutBank | null;
  /** A switch: its switch-in leg. */
  switchIn?: Pick<TGetSwitchPreviewResponse, 'switchIn' | 'switchInNavDate'>;
}

/**
 * What selling comes to, before the investor confirms (DESIGN.md): units, the NAV and its date,
 * gross value, exit load, what is paid, the short and long-term gain, the NAV date the order is
 * priced at and the day the money reaches the bank.
 */
export function SellPreview({ preview, bank, switchIn }: SellPreviewProps) {
  const { figures } = preview;
  const approx = preview.isNavFinal !== 'Y';
  const navDate = figures.navDate;
  const facts: [string, ReactNode][] = [
    [approx ? 'Units (approx.)' : 'Units', units(figures.units)],
    [
      approx ? 'At the latest NAV' : 'NAV',
      figures.nav
        ? `₹${formatFigure(figures.nav, 'nav')}${navDate ? ` as on ${showDate(navDate)}` : ''}`
        : '–',
    ],
    [approx ? 'Approx. value' : 'Value', money(figures.grossAmount)],
    ['Exit load', money(figures.exitLoad)],
    [switchIn ? 'Amount switched (approx.)' : 'Amount payable (approx.)', money(figures.netAmount)],
    ['Short-term gain', signedMoney(figures.shortTermGain)],
    ['Long-term gain', signedMoney(figures.longTermGain)],
    ['Priced at the NAV of', <Nowrap>{showDate(preview.applicableNavDate)}</Nowrap>],
  ];
  if (!switchIn && preview.settlementDate) {
    facts.push([
      'Proceeds reach your bank by',
      <Nowrap>{showDate(preview.settlementDate)}</Nowrap>,
    ]);
  }
  if (!switchIn && bank) {
    facts.push(['Paid to', `${bank.bankName} ${bank.accountNo}`]);
  }
  return (
    <section aria-labelledby="sell-preview-heading" className="flex flex-col gap-4">
      <h3 id="sell-preview-heading" className="text-base font-semibold">
        {switchIn ? 'Switch out' : 'What you will receive'}
      </h3>
      <FactList
        facts={facts}
        className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm tablet:grid-cols-2"
        rowClassName="flex justify-between gap-4 border-b border-border pb-2"
        valueClassName="figures min-w-0 text-right font-medium text-text"
      />
      {preview.cutOffText && <p className="text-sm text-muted">{preview.cutOffText}</p>}
      {preview.tax && <SaleTaxNote tax={preview.tax} />}
      {switchIn && (
        <>
          <h3 className="text-base font-semibold">Switch in: {switchIn.switchIn.schemeName}</h3>
          <FactList
            facts={[
              ['Amount switched in (approx.)', money(switchIn.switchIn.amount)],
              ['Stamp duty', money(switchIn.switchIn.stampDuty)],
              ['Net invested (approx.)', money(switchIn.switchIn.netAmount)],
              [
                'Units (approx.)',
                switchIn.switchIn.units ? units(switchIn.switchIn.units) : 'On allotment',
              ],
              ['Allotted at the NAV of', <Nowrap>{showDate(switchIn.switchInNavDate)}</Nowrap>],
              ['Folio', switchIn.switchIn.folioNo || 'New folio'],
            ]}
            className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm tablet:grid-cols-2"
            rowClassName="flex justify-between gap-4 border-b border-border pb-2"
            valueClassName="figures min-w-0 text-right font-medium text-text"
          />
        </>
      )}
      {preview.lots.length > 0 && (
        <details className="rounded-card border border-border text-sm">
          <summary className="min-h-11 cursor-pointer px-4 py-3 font-medium text-brand">
            Purchase lots sold ({preview.lots.length})
          </summary>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[560px]">
              <thead className="bg-subtle text-left text-muted">
                <tr>
                  <th className="px-3 py-2 font-medium">Allotted on</th>
                  <th className="px-3 py-2 text-right font-medium">Units</th>
                  <th className="px-3 py-2 text-right font-medium">Purchase NAV</th>
                  <th className="px-3 py-2 text-right font-medium">Exit load</th>
                  <th className="px-3 py-2 font-medium">Term</th>
                  <th className="px-3 py-2 text-right font-medium">Gain</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {preview.lots.map((lot, index) => (
                  <tr key={`${lot.allottedOn}-${index}`}>
                    <td className="figures px-3 py-2">{showDate(lot.allottedOn)}</td>
                    <td className="figures px-3 py-2 text-right">{units(lot.units)}</td>
                    <td className="figures px-3 py-2 text-right">
                      ₹{formatFigure(lot.purchaseNav, 'nav')}
                    </td>
                    <td className="figures px-3 py-2 text-right">
                      {money(lot.exitLoad)} ({lot.exitLoadPercent}%)
                    </td>
                    <td className="px-3 py-2">{termWords[lot.term]}</td>
                    <td className="figures px-3 py-2 text-right">{signedMoney(lot.gain)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}

/** A date or figure that must not break across lines. */
function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}
