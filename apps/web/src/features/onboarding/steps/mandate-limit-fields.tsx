import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import type { MandatePartProps } from './mandate-choices';
import { MandateDateField } from './mandate-date-field';

/** The most a debit may take, and the period the mandate runs for. */
export function MandateLimitFields({ form, set, data }: MandatePartProps) {
  return (
    <div className="grid grid-cols-1 gap-4 tablet:grid-cols-3">
      <Field
        label="Upper Limit (₹)"
        hint={`More than ${data.lowerLimit}, at most ${data.maxLimit} a debit.`}
      >
        {(control) => (
          <Input
            {...control}
            name="upperLimit"
            inputMode="decimal"
            verbatim
            maxLength={12}
            className="tabular-nums"
            value={form.upperLimit}
            onChange={(event) => set({ upperLimit: event.target.value.replace(/[^\d.,]/g, '') })}
          />
        )}
      </Field>
      <MandateDateField
        name="startDate"
        label="Start Date"
        hint="DD-MM-YYYY"
        value={form.startDate}
        onChange={(startDate) => set({ startDate })}
      />
      <MandateDateField
        name="endDate"
        label="End Date (optional)"
        hint="Empty: until you cancel it"
        value={form.endDate}
        onChange={(endDate) => set({ endDate })}
      />
    </div>
  );
}
