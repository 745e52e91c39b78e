import { formatDate, formatPaise } from '@cdesk/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from './cart-state';
import { cartSipSchedule, sipScheduleText } from './sip-schedule';

interface CartLineProps {
  item: CartItem;
  navNote: string;
  /** The business day: a SIP's first installment is paid with the cart, today. */
  today: string;
  onRemove: () => void;
  /** Only the last line can be edited (spec 1 section 4.6). */
  editTo?: string;
}

export function CartLine({ item, navNote, today, onRemove, editTo }: CartLineProps) {
  const sip = item.trxnType === 'SIP' || item.trxnType === 'NSIP';
  return (
    <li className="flex flex-col gap-2 border-b border-border py-4 last:border-0">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-text">{item.schemeName}</p>
          <p className="mt-0.5 text-sm text-muted">
            <span className="mr-2 inline-block rounded bg-brand-soft px-1.5 py-0.5 text-xs font-semibold text-brand">
              {sip ? 'SIP' : 'Lumpsum'}
            </span>
            {item.marsTarNo && (
              <span className="mr-2 inline-block rounded bg-subtle px-1.5 py-0.5 text-xs font-semibold text-text">
                MARS · {item.marsName || item.marsTarNo}
              </span>
            )}
            {item.isDirect === 'Y' ? 'Direct plan' : 'Regular plan'}
            {item.folioNo ? ` · Folio ${item.folioNo}` : ''}
          </p>
        </div>
        <p className="figures shrink-0 text-lg font-semibold text-text">
          {formatPaise(item.totalAmount)}
          {sip && <span className="text-sm font-normal text-muted"> / installment</span>}
        </p>
      </div>
      {item.sip && (
        <p className="figures text-sm text-muted">
          {sipScheduleText(cartSipSchedule(item.sip, today), today)}
        </p>
      )}
      {item.swp && (
        <p className="figures text-sm text-muted">
          SWP of {formatPaise(item.swp.swpAmount)}, {item.swp.totalNoOfInst} installments,{' '}
          {formatDate(item.swp.startDate)} to {formatDate(item.swp.endDate)}
        </p>
      )}
      <p className="text-sm text-info">{navNote}</p>
      <div className="-ml-2 flex gap-1">
        {editTo && (
          <Link
            to={editTo}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-card px-2 text-sm font-medium text-brand hover:bg-brand-soft"
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </Link>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={
            item.marsTarNo
              ? `Remove the MARS portfolio ${item.marsName || item.marsTarNo}`
              : `Remove ${item.schemeName}`
          }
          className="inline-flex min-h-11 items-center gap-1.5 rounded-card px-2 text-sm font-medium text-loss hover:bg-loss-soft"
        >
          <Trash2 aria-hidden className="size-4" />
          {item.marsTarNo ? 'Remove portfolio' : 'Remove'}
        </button>
      </div>
    </li>
  );
}
