import type { SystematicPlanStatus } from '@cdesk/domain';
import { cx } from '../../../ui/cx';

const looks: Record<SystematicPlanStatus, { label: string; className: string }> = {
  ACTIVE: { label: 'Active', className: 'bg-gain-soft text-gain' },
  STOP_PENDING: { label: 'Stop pending', className: 'bg-warning-soft text-warning' },
  STOPPED: { label: 'Stopped', className: 'bg-subtle text-muted' },
  COMPLETED: { label: 'Completed', className: 'bg-subtle text-muted' },
};

export function PlanStatusBadge({ status }: { status: SystematicPlanStatus }) {
  const look = looks[status];
  return (
    <span
      className={cx(
        'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        look.className,
      )}
    >
      {look.label}
    </span>
  );
}

export const planTypeLabel = { SIP: 'SIP', SWP: 'SWP', STP: 'STP' } as const;
