import type { THeaderBean } from '@cdesk/domain';
import { Card } from '../../ui/card';
import { Placeholder } from '../../ui/placeholder';

const fields = [
  ['Wealth account no.', 'njAcNo'],
  ['UCC', 'ucc'],
  ['Account type', 'accType'],
  ['E-mail', 'email'],
  ['Mobile', 'mobile'],
] as const satisfies readonly (readonly [string, keyof THeaderBean])[];

/**
 * The investor's own identifiers, as the header call returned them; while it runs, the rows keep
 * their place.
 */
export function AccountSummary({ bean, className }: { bean?: THeaderBean; className?: string }) {
  const rows = bean
    ? fields.flatMap(([label, key]) => (bean[key] ? [[label, String(bean[key])] as const] : []))
    : fields.map(([label]) => [label, undefined] as const);
  return (
    <section aria-labelledby="account-summary-heading" className={className}>
      <Card className="p-5">
        <h2 id="account-summary-heading" className="text-base font-semibold">
          Your account
        </h2>
        <dl className="mt-4 flex flex-col divide-y divide-border">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="figures truncate text-right font-medium text-text">
                {value ?? <Placeholder sample="NJ0000000" />}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
