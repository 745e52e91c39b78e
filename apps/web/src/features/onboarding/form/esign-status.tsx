import { esignStatuses, type EsignStatus } from '@cdesk/domain';
import { CircleCheck, Clock } from 'lucide-react';
import { cx } from '../../../ui/cx';

/** 'E-Sign Pending' or 'E-Sign Done', with an icon so the colour is not the only sign. */
export function EsignStatusBadge({ status }: { status: EsignStatus }) {
  const done = status === esignStatuses.done;
  const Icon = done ? CircleCheck : Clock;
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        done ? 'bg-gain-soft text-gain' : 'bg-warning-soft text-warning',
      )}
    >
      <Icon aria-hidden className="size-4" />
      {status}
    </span>
  );
}
