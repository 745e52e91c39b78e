import { formatAmount, messages, parseRupeesToPaise, showDate } from '@cdesk/domain';
import { useEffect } from 'react';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import type { CartSwp } from '../../checkout';
import { AmountField } from './amount-field';
import { purchaseCalls } from './purchase-calls';
import { Select } from '../../../ui/select';

type FreqId = CartSwp['freqId'];

export interface SwpChoice {
  amount: string;
  freqId: FreqId | '';
  installmentDate: string;
  startMonth: string;
  noOfInst: string;
}

export const emptySwp: SwpChoice = {
  amount: '',
  freqId: '',
  installmentDate: '',
  startMonth: '',
  noOfInst: '',
};

/** 'YYYY-MM' and the two months after it: when an SWP may begin. */
function monthsFrom(first: string): string[] {
  const [year = 0, month = 1] = first.split('-').map(Number);
  return [0, 1, 2].map((step) => {
    const index = year * 12 + month - 1 + step;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

interface SwpFieldsProps {
  schCode: number;
  ccode: string;
  value: SwpChoice;
  onChange: (value: SwpChoice) => void;
  onSchedule: (swp: CartSwp | null) => void;
}

/** An SWP alongside the purchase: getPurchaseWithSwpDetail, then getSwpStartEndDate. */
export function SwpFields({ schCode, ccode, value, onChange, onSchedule }: SwpFieldsProps) {
  const detail = useGatewayLoad(`swp:${schCode}`, () =>
    purchaseCalls.getPurchaseWithSwpDetail({ schCode, ccode: ccode || undefined }),
  );
  const swp = detail.data;
  const freq = swp?.frequencyList.find((f) => f.freqId === value.freqId) ?? swp?.frequencyList[0];
  const startMonth = value.startMonth || swp?.startMonth || '';
  const day = Number(value.installmentDate);
  const count = Number(value.noOfInst);
  const amount = parseRupeesToPaise(value.amount);
  const countOk =
    swp !== null &&
    Number.isInteger(count) &&
    count >= swp.installmentRangeMin &&
    count <= swp.installmentRangeMax;
  const ready = freq && day > 0 && startMonth && countOk;
  const range = useGatewayLoad(
    ready ? `swpdates:${freq.freqId}:${day}:${startMonth}:${count}` : null,
    () =>
      purchaseCalls.getSwpStartEndDate({
        freqId: freq?.freqId ?? 'M',
        installmentDate: day,
        startMonth,
        totalNoOfInst: count,
      }),
    { debounceMs: 300 },
  );

  useEffect(() => {
    onSchedule(
      freq && range.data && amount !== null && amount > 0n
        ? {
            freqId: freq.freqId,
            installmentDate: day,
            startMonth,
            totalNoOfInst: count,
            swpAmount: Number(amount),
            startDate: range.data.startDate,
            endDate: range.data.endDate,
          }
        : null,
    );
    // onSchedule is the parent's state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range.data, amount, freq, day, startMonth, count]);

  if (detail.state.status === 'loading') return <Skeleton className="h-40" />;
  if (!swp) return <Alert tone="error">{messages.technicalTryLater}</Alert>;
  const set = (patch: Partial<SwpChoice>) =>
    onChange({ ...value, freqId: freq?.freqId ?? '', startMonth, ...patch });

  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <AmountField
        label="SWP amount"
        value={value.amount}
        onChange={(next) => set({ amount: next })}
        hint={
          swp.minSwpAmount
            ? `Minimum ${formatAmount(swp.minSwpAmount, { symbol: true })}`
            : undefined
        }
      />
      <Select
        label="SWP frequency"
        value={freq?.freqId ?? ''}
        options={swp.frequencyList.map((f) => ({ value: f.freqId, label: f.freqName }))}
        onValueChange={(next) => set({ freqId: next as FreqId, installmentDate: '' })}
      />
      <Select
        label="SWP installment date"
        value={value.installmentDate}
        placeholder="Choose a date"
        options={(freq?.installmentDateList ?? []).map((d) => ({
          value: String(d),
          label: String(d),
        }))}
        onValueChange={(installmentDate) => set({ installmentDate })}
      />
      <Select
        label="SWP start month"
        value={startMonth}
        options={monthsFrom(swp.startMonth).map((m) => ({ value: m, label: m }))}
        onValueChange={(next) => set({ startMonth: next })}
      />
      <Field
        label="Number of SWP installments"
        hint={`Between ${swp.installmentRangeMin} and ${swp.installmentRangeMax}`}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={value.noOfInst}
            onChange={(event) => set({ noOfInst: event.target.value.trim() })}
            className="figures"
          />
        )}
      </Field>
      <dl className="grid grid-cols-2 gap-2 self-end rounded-card bg-subtle p-3 text-sm">
        <dt className="text-muted">SWP start date</dt>
        <dd className="figures text-right font-medium">
          {range.data ? showDate(range.data.startDate) : '–'}
        </dd>
        <dt className="text-muted">SWP end date</dt>
        <dd className="figures text-right font-medium">
          {range.data ? showDate(range.data.endDate) : '–'}
        </dd>
      </dl>
    </div>
  );
}
