import { formatDate } from '../../../ui/format-date';
import { messages } from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { AmountField } from './amount-field';
import { datesOf, purchaseCalls } from './purchase-calls';
import { SelectField } from './select-field';
import { useRemote } from './use-remote';

export interface SwpChoice {
  amount: string;
  freqId: string;
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

interface SwpFieldsProps {
  schCode: string;
  ccode: string;
  value: SwpChoice;
  onChange: (value: SwpChoice) => void;
  onDates: (dates: { startDate: string; endDate: string } | null) => void;
}

/** An SWP alongside the purchase: getPurchaseWithSwpDetail, then getSwpStartEndDate. */
export function SwpFields({ schCode, ccode, value, onChange, onDates }: SwpFieldsProps) {
  const detail = useRemote(`swp:${schCode}`, () =>
    purchaseCalls.getPurchaseWithSwpDetail({ schCode, ccode }),
  );
  const freqId = value.freqId || detail.value?.frequencyList[0]?.freqId || '';
  const dates = useRemote(freqId ? `swpinst:${freqId}` : null, () =>
    purchaseCalls.getInstallmentDate({ freqId }),
  );
  const complete = freqId && value.installmentDate && value.startMonth && value.noOfInst;
  const range = useRemote(
    complete
      ? `swpdates:${freqId}:${value.installmentDate}:${value.startMonth}:${value.noOfInst}`
      : null,
    async () => {
      const reply = await purchaseCalls.getSwpStartEndDate({
        freqId,
        installmentDate: value.installmentDate,
        startMonth: value.startMonth,
        totalNoOfInst: value.noOfInst,
      });
      onDates(reply);
      return reply;
    },
    300,
  );

  if (detail.loading) return <Skeleton className="h-40" />;
  if (detail.failed || !detail.value)
    return <Alert tone="error">{messages.technicalTryLater}</Alert>;
  const swp = detail.value;
  const months = Array.isArray(swp.startMonth) ? swp.startMonth : [swp.startMonth];
  const set = (patch: Partial<SwpChoice>) => {
    onDates(null);
    onChange({ ...value, freqId, ...patch });
  };

  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <AmountField label="SWP amount" value={value.amount} onChange={(amount) => set({ amount })} />
      <SelectField
        label="SWP frequency"
        value={freqId}
        options={swp.frequencyList.map((f) => ({ value: f.freqId, label: f.freqName }))}
        onChange={(next) => set({ freqId: next, installmentDate: '' })}
      />
      <SelectField
        label="SWP installment date"
        value={value.installmentDate}
        placeholder="Choose a date"
        options={(dates.value ? datesOf(dates.value) : []).map((d) => ({ value: d, label: d }))}
        onChange={(installmentDate) => set({ installmentDate })}
      />
      <SelectField
        label="Start month"
        value={value.startMonth}
        placeholder="Choose a month"
        options={months.map((m) => ({ value: m, label: m }))}
        onChange={(startMonth) => set({ startMonth })}
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
          {range.value ? formatDate(range.value.startDate) : '–'}
        </dd>
        <dt className="text-muted">SWP end date</dt>
        <dd className="figures text-right font-medium">
          {range.value ? formatDate(range.value.endDate) : '–'}
        </dd>
      </dl>
    </div>
  );
}
