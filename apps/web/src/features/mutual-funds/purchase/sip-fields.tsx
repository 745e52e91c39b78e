import { formatDate, istDate, purchaseMessages, sipFrequencies, sipSchedule } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { datesOf, purchaseCalls, type Frequency } from './purchase-calls';
import { SelectField } from './select-field';
import { useRemote } from './use-remote';

export interface SipChoice {
  freqId: string;
  installmentDate: string;
  noOfInst: string;
}

export const sipInstallmentLimits = { min: 6, max: 360 } as const;

const monthsOf = (freqId: string) => sipFrequencies.find((f) => f.freqId === freqId)?.months ?? 1;

/** Start and end dates of the chosen SIP, or null while a choice is missing. */
export function sipDates(choice: SipChoice, now = new Date()) {
  const day = Number(choice.installmentDate);
  const count = Number(choice.noOfInst);
  if (!day || !Number.isInteger(count) || count < 1) return null;
  return sipSchedule(istDate(now), day, monthsOf(choice.freqId), count);
}

export function sipInstallmentsProblem(text: string): string | undefined {
  const count = Number(text);
  const { min, max } = sipInstallmentLimits;
  if (!/^\d+$/.test(text) || count < min || count > max)
    return purchaseMessages.installmentsRange(min, max);
  return undefined;
}

interface SipFieldsProps {
  value: SipChoice;
  onChange: (value: SipChoice) => void;
  frequencies?: Frequency[];
  showErrors: boolean;
}

/** SIP frequency, installment date (common/getInstallmentDate), count, start and end dates. */
export function SipFields({ value, onChange, frequencies, showErrors }: SipFieldsProps) {
  const freqs = frequencies?.length
    ? frequencies
    : sipFrequencies.map(({ freqId, freqName }) => ({ freqId, freqName }));
  const dates = useRemote(`inst:${value.freqId}`, () =>
    purchaseCalls.getInstallmentDate({ freqId: value.freqId }),
  );
  const days = dates.value ? datesOf(dates.value) : [];
  const schedule = sipDates(value);
  const countProblem = showErrors ? sipInstallmentsProblem(value.noOfInst) : undefined;

  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <SelectField
        label="SIP frequency"
        value={value.freqId}
        options={freqs.map((f) => ({ value: f.freqId, label: f.freqName }))}
        onChange={(freqId) => onChange({ ...value, freqId, installmentDate: '' })}
      />
      <SelectField
        label="Installment date"
        value={value.installmentDate}
        placeholder={dates.loading ? 'Loading dates…' : 'Choose a date'}
        options={days.map((d) => ({ value: d, label: d }))}
        onChange={(installmentDate) => onChange({ ...value, installmentDate })}
        error={
          showErrors && !value.installmentDate
            ? purchaseMessages.installmentDateRequired
            : undefined
        }
      />
      <Field label="Number of installments" error={countProblem}>
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
      <dl className="grid grid-cols-2 gap-2 rounded-card bg-subtle p-3 text-sm">
        <dt className="text-muted">Start date</dt>
        <dd className="figures text-right font-medium">
          {schedule ? formatDate(schedule.startDate) : '–'}
        </dd>
        <dt className="text-muted">End date</dt>
        <dd className="figures text-right font-medium">
          {schedule ? formatDate(schedule.endDate) : '–'}
        </dd>
      </dl>
    </div>
  );
}
