import { formatNav, showDate } from '@cdesk/domain';
import { FactList } from '../../../ui/fact-list';
import type { SchemeDetail } from './purchase-calls';

/** Latest NAV with its date, riskometer, exit load and the folio the order goes to. */
export function SchemeFacts({ detail }: { detail: SchemeDetail }) {
  const { latestNav, navDate } = detail.latestNav;
  const facts: [string, string][] = [
    ['Latest NAV', latestNav ? `₹${formatNav(latestNav)} as on ${showDate(navDate)}` : '–'],
    ['Riskometer', detail.riskometerVal || '–'],
    ['Exit load', detail.exitLoad || 'Nil'],
    ['Folio', detail.folioNo || 'New folio'],
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
