import { formatPaise } from '@cdesk/domain';
import { cx } from '../../ui/cx';
import { Gain } from '../portfolio';

/** A gain signed and coloured; nothing gained or lost is a plain ₹0.00, neither green nor red. */
export function SignedAmount({ paise, className }: { paise: number; className?: string }) {
  if (paise === 0)
    return (
      <span className={cx('figures font-semibold text-muted', className)}>{formatPaise(0)}</span>
    );
  return <Gain paise={paise} percent={null} className={className} />;
}
