import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';

/** A titled card of the application under review. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4 tablet:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

/** Label and value pairs; an empty value shows as a dash. */
export function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-[15px] tablet:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="figures break-words text-text">{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
