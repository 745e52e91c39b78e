import { orderMessages, purchaseScreenMessages, showDate } from '@cdesk/domain';
import { useEffect } from 'react';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import type { CartSip } from '../../checkout';
import { purchaseCalls, type SchemeDetail } from './purchase-calls';
import { Select } from '../../../ui/select';

type FreqId = CartSip['freqId'];

export interface SipChoice {
  freqId: FreqId;
  installmentDate: string;
  noOfInst: string;
}

interface SipFieldsProps {
  detail: SchemeDetail;
  value: SipChoice;
  onChange: (value: SipChoice) => void;
  /** The complete SIP with the dates the server worked out, or null while incomplete. */
  onSchedule: (sip: CartSip | null) => void;
  showErrors: boolean;
}

/**
 * SIP frequency, installment date and count; common/getInstallmentDate gives the days allowed and
 * the minimum count, then, asked with the day and count, the schedule: installment 1 today, paid
 * with the cart, the next on the chosen day, and the last.
 */
export function SipFields({ detail, value, onChange, onSchedule, showErrors }: SipFieldsProps) {
  const schCode = detail.schCode;
  const { freqId } = value;
  const days = useGatewayLoad(`inst:${schCode}:${freqId}`, () =>
    purchaseCalls.getInstallmentDate({ freqId, schCode }),
  );
  const minimum = days.data?.minInstallments ?? 1;
  const count = Number(value.noOfInst);
  const day = Number(value.installmentDate);
  const countOk = /^\d+$/.test(value.noOfInst) && count >= minimum && count <= 1200;
  const ready = day > 0 && countOk && days.data !== null;
  const schedule = useGatewayLoad(
    ready ? `sched:${schCode}:${freqId}:${day}:${count}` : null,
    () =>
      purchaseCalls.getInstallmentDate({
        freqId,
        schCode,
        installmentDate: day,
        totalNoOfInst: count,
      }),
    { debounceMs: 300 },
  );
  const dates = schedule.data;

  useEffect(() => {
    onSchedule(
      ready && dates?.startDate
        ? {
            freqId,
            installmentDate: day,
            totalNoOfInst: count,
            startDate: dates.startDate,
            endDate: dates.endDate,
          }
        : null,
    );
    // onSchedule is the parent's state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, dates, freqId, day, count]);

  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <Select
        label="SIP frequency"
        value={freqId}
        options={detail.sipFrequencyList.map((f) => ({ value: f.freqId, label: f.freqName }))}
        onValueChange={(next) =>
          onChange({ ...value, freqId: next as FreqId, installmentDate: '' })
        }
      />
      <Select
        label="Installment date"
        value={value.installmentDate}
        placeholder={days.state.status === 'loading' ? 'Loading dates…' : 'Choose a date'}
        options={(days.data?.installmentDateList ?? []).map((d) => ({
          value: String(d),
          label: String(d),
        }))}
        onValueChange={(installmentDate) => onChange({ ...value, installmentDate })}
        error={
          showErrors && !value.installmentDate
            ? purchaseScreenMessages.installmentDateRequired
            : undefined
        }
      />
      <Field
        label="Number of installments"
        hint={`At least ${minimum}`}
        error={showErrors && !countOk ? orderMessages.installments(minimum) : undefined}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={value.noOfInst}
            onChange={(event) => onChange({ ...value, noOfInst: event.target.value.trim() })}
            className="figures"
          />
        )}
      </Field>
      <dl className="grid grid-cols-2 gap-2 self-end rounded-card bg-subtle p-3 text-sm">
        <dt className="text-muted">First installment</dt>
        <dd className="figures text-right font-medium">
          {dates?.startDate ? `Today, ${showDate(dates.startDate)}` : '–'}
        </dd>
        <dt className="text-muted">Next installment</dt>
        <dd className="figures text-right font-medium">
          {dates?.nextDate ? showDate(dates.nextDate) : '–'}
        </dd>
        <dt className="text-muted">Last installment</dt>
        <dd className="figures text-right font-medium">
          {dates?.endDate ? showDate(dates.endDate) : '–'}
        </dd>
      </dl>
    </div>
  );
}
