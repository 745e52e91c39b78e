import {
  formatPaise,
  showDate,
  sipFrequencyList,
  type TGetSipRegistrationsResponse,
  type TSwpRegistration,
} from '@cdesk/domain';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { LoadError } from '../../ui/load-error';
import { getSipRegistrations, getSwpRegistrations } from './portfolio-calls';
import { ListSkeleton } from './list-skeleton';

function frequencyLabel(id: string): string {
  return sipFrequencyList.find((f) => f.freqId === id)?.label ?? id;
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
        active ? 'bg-gain-soft text-gain' : 'bg-subtle text-muted'
      }`}
    >
      {active ? 'Active' : 'Stopped'}
    </span>
  );
}

function SwpList({ swps }: { swps: TSwpRegistration[] }) {
  return (
    <section aria-labelledby="swps-heading" className="mt-6">
      <h2 id="swps-heading" className="mb-3 text-lg font-semibold text-text">
        Systematic withdrawals
      </h2>
      <ul className="grid gap-3 tablet:grid-cols-2">
        {swps.map((swp) => (
          <li key={swp.swpId} className="rounded-card border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-text">{swp.schemeName}</p>
              <StatusBadge active={swp.status === 'ACTIVE'} />
            </div>
            <p className="figures mt-2 text-lg font-semibold">
              {formatPaise(swp.amountPaise)}{' '}
              <span className="text-sm font-normal text-muted">
                {frequencyLabel(swp.frequencyId)}, day {swp.installmentDay}
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Next withdrawal</dt>
              <dd className="figures text-right">
                {swp.nextInstallmentDate ? showDate(swp.nextInstallmentDate) : '–'}
              </dd>
              <dt className="text-muted">Withdrawals</dt>
              <dd className="figures text-right">{swp.installments}</dd>
              <dt className="text-muted">Starts</dt>
              <dd className="figures text-right">{showDate(swp.startDate)}</dd>
              <dt className="text-muted">Ends</dt>
              <dd className="figures text-right">{showDate(swp.endDate)}</dd>
              <dt className="text-muted">Folio</dt>
              <dd className="figures text-right">{swp.folioNo}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SIP registrations (running ones first, with the next installment and how many are done), then SWPs. */
export function SipsTab({ acCode }: { acCode: string }) {
  const { state, retry } = useGatewayLoad(
    acCode,
    (signal) =>
      Promise.all([getSipRegistrations(acCode, signal), getSwpRegistrations(acCode, signal)]),
    { transition: true },
  );
  if (state.status === 'loading') return <ListSkeleton label="Loading your SIPs…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const [sips, swps] = state.data;
  return (
    <>
      {sips.length === 0 ? (
        <p className="text-muted">There are no SIPs registered.</p>
      ) : (
        <SipList sips={sips} />
      )}
      {swps.length > 0 && <SwpList swps={swps} />}
    </>
  );
}

function SipList({ sips }: { sips: TGetSipRegistrationsResponse }) {
  return (
    <ul className="grid gap-3 tablet:grid-cols-2">
      {sips.map((sip) => (
        <li key={sip.sipId} className="rounded-card border border-border bg-surface p-4">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium text-text">{sip.schemeName}</p>
            <StatusBadge active={sip.status === 'ACTIVE'} />
          </div>
          <p className="figures mt-2 text-lg font-semibold">
            {formatPaise(sip.amountPaise)}{' '}
            <span className="text-sm font-normal text-muted">
              {frequencyLabel(sip.frequencyId)}, day {sip.sipDay}
            </span>
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Next installment</dt>
            <dd className="figures text-right">
              {sip.nextInstallmentDate ? showDate(sip.nextInstallmentDate) : '–'}
            </dd>
            <dt className="text-muted">Installments</dt>
            <dd className="figures text-right">
              {sip.installmentsDone} of {sip.installments}
            </dd>
            <dt className="text-muted">Started</dt>
            <dd className="figures text-right">{showDate(sip.startDate)}</dd>
            <dt className="text-muted">Ends</dt>
            <dd className="figures text-right">{showDate(sip.endDate)}</dd>
            <dt className="text-muted">Folio</dt>
            <dd className="figures text-right">{sip.folioNo}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
