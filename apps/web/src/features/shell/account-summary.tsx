import type { THeaderBean } from '@cdesk/domain';
import { Card } from '../../ui/card';

/** The investor's own identifiers, as the header call returned them. */
export function AccountSummary({ bean }: { bean: THeaderBean }) {
  const rows = [
    ['Wealth account no.', bean.njAcNo],
    ['UCC', bean.ucc],
    ['Account type', bean.accType],
    ['E-mail', bean.email],
    ['Mobile', bean.mobile],
  ].filter(([, value]) => value);
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">Your account</h2>
      <dl className="mt-4 flex flex-col divide-y divide-border">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="text-muted">{label}</dt>
            <dd className="figures truncate text-right font-medium text-text">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
