import {
  eMandateTypeLabels,
  formatPaise,
  paiseToWords,
  rupeesToPaise,
  showDate,
  type TMandate,
} from '@cdesk/domain';
import { CircleCheck, CircleX, Clock, Hourglass, TimerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { FactList } from '../../ui/fact-list';

const statusLook = {
  AWAITING: { Icon: Hourglass, className: 'text-brand' },
  EXPIRED: { Icon: TimerOff, className: 'text-muted' },
  ACTIVE: { Icon: CircleCheck, className: 'text-gain' },
  PENDING: { Icon: Clock, className: 'text-warning' },
  REJECTED: { Icon: CircleX, className: 'text-loss' },
} as const;

const dateOrDash = (value: string) => (value ? showDate(value) : '—');

interface MandateCardProps {
  mandate: TMandate;
  /** The upper limit in words as well, where the investor decides on it. */
  words?: boolean;
  /** What the investor may do with it (authorise a partner's request). */
  action?: ReactNode;
}

/** Every field of a mandate (spec 1 section 4) and where it stands. */
export function MandateCard({ mandate, words = false, action }: MandateCardProps) {
  const look = statusLook[mandate.status];
  const limit = rupeesToPaise(mandate.upperLimit) ?? 0n;
  return (
    <Card className="flex flex-col gap-3 p-4 tablet:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{mandate.bankName}</h3>
          <p className="text-sm text-muted">
            {mandate.accType} account {mandate.bankAcno}
          </p>
        </div>
        <p className={cx('flex items-center gap-1.5 text-sm font-medium', look.className)}>
          <look.Icon aria-hidden className="size-4" />
          {mandate.statusText}
        </p>
      </div>
      <div>
        <p className="text-2xl font-semibold tabular-nums">
          {formatPaise(limit)}
          <span className="ml-2 text-sm font-normal text-muted">upper limit</span>
        </p>
        {words && <p className="mt-1 text-sm text-muted">{paiseToWords(limit)}</p>}
      </div>
      <FactList
        className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm tablet:grid-cols-2"
        rowClassName="flex justify-between gap-3 tablet:block"
        valueClassName="font-medium tabular-nums break-all text-right tablet:text-left"
        facts={[
          ['Mandate number', mandate.njEMandateNo],
          ['Exchange mandate number', mandate.bseEMandateNo || '—'],
          ['Account holder', mandate.accName],
          ['Start date', dateOrDash(mandate.startDate)],
          ['End date', dateOrDash(mandate.endDate)],
          ['Mode', mandate.mode ? eMandateTypeLabels[mandate.mode] : '—'],
          ...(mandate.placedBy ? [['Asked for by', mandate.placedBy] as const] : []),
          ...(mandate.expiresOn
            ? [['Authorise before', showDate(mandate.expiresOn)] as const]
            : []),
        ]}
      />
      {mandate.reason && <p className="text-sm text-loss">{mandate.reason}</p>}
      {action}
    </Card>
  );
}
