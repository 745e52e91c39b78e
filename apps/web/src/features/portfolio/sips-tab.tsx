import { sipFrequencyList } from '@cdesk/domain';
import { formatDate } from '../../ui/format-date';
import { rupees } from './figures';
import { LoadError } from './load-error';
import { getSipRegistrations } from './portfolio-calls';
import { ListSkeleton } from './list-skeleton';
import { useRemote } from './use-remote';

function frequencyLabel(id: string): string {
  return sipFrequencyList.find((f) => f.freqId === id)?.label ?? id;
}

/** SIP registrations: running ones first, with the next installment and how many are done. */
export function SipsTab({ acCode }: { acCode: string }) {
  const state = useRemote(acCode, (signal) => getSipRegistrations(acCode, signal));
  if (state.status === 'loading') return <ListSkeleton label="Loading your SIPs…" />;
  if (state.status === 'error') return <LoadError message={state.message} retry={state.retry} />;
  if (state.data.length === 0) return <p className="text-muted">There are no SIPs registered.</p>;
  return (
    <ul className="grid gap-3 tablet:grid-cols-2">
      {state.data.map((sip) => (
        <li key={sip.sipId} className="rounded-card border border-border bg-surface p-4">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium text-text">{sip.schemeName}</p>
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
                sip.status === 'ACTIVE' ? 'bg-gain-soft text-gain' : 'bg-subtle text-muted'
              }`}
            >
              {sip.status === 'ACTIVE' ? 'Active' : 'Stopped'}
            </span>
          </div>
          <p className="figures mt-2 text-lg font-semibold">
            {rupees(sip.amountPaise)}{' '}
            <span className="text-sm font-normal text-muted">
              {frequencyLabel(sip.frequencyId)}, day {sip.sipDay}
            </span>
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Next installment</dt>
            <dd className="figures text-right">
              {sip.nextInstallmentDate ? formatDate(sip.nextInstallmentDate) : '–'}
            </dd>
            <dt className="text-muted">Installments</dt>
            <dd className="figures text-right">
              {sip.installmentsDone} of {sip.installments}
            </dd>
            <dt className="text-muted">Started</dt>
            <dd className="figures text-right">{formatDate(sip.startDate)}</dd>
            <dt className="text-muted">Ends</dt>
            <dd className="figures text-right">{formatDate(sip.endDate)}</dd>
            <dt className="text-muted">Folio</dt>
            <dd className="figures text-right">{sip.folioNo}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
