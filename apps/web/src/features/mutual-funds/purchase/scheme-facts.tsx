import { formatNav, showDate } from '@cdesk/domain';
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
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm tablet:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-border pb-2">
          <dt className="text-muted">{label}</dt>
          <dd className="figures text-right font-medium text-text">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
