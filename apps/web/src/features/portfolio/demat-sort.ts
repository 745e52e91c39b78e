import type { TDematHolding } from '@cdesk/domain';

export type DematSort = 'value' | 'company' | 'quantity';

export const dematSorts: readonly { value: DematSort; label: string }[] = [
  { value: 'value', label: 'Value: high to low' },
  { value: 'company', label: 'Company: A to Z' },
  { value: 'quantity', label: 'Quantity: high to low' },
];

const byCompany = (a: TDematHolding, b: TDematHolding) =>
  a.companyName.localeCompare(b.companyName, 'en-IN') || a.isin.localeCompare(b.isin);

/** The holdings in the chosen order; ties fall back to the company's name, so the order is stable. */
export function sortDematHoldings(holdings: readonly TDematHolding[], sort: DematSort) {
  const compare: Record<DematSort, (a: TDematHolding, b: TDematHolding) => number> = {
    value: (a, b) => b.valuePaise - a.valuePaise || byCompany(a, b),
    company: byCompany,
    quantity: (a, b) => b.quantity - a.quantity || byCompany(a, b),
  };
  return [...holdings].sort(compare[sort]);
}
