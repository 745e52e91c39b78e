import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { maskDateEntry } from '../../lib/date-entry';
import { AmountField } from '../mutual-funds';
import type { NeedValues } from './need-draft';

/** The problems a goal's fields have, by field, in the catalogue's words. */
export type NeedErrors = Partial<
  Record<
    'goalName' | 'targetAmount' | 'targetDate' | 'inflationPct' | 'categoryIds' | 'links',
    string
  >
>;

interface NeedFieldsProps {
  values: NeedValues;
  errors: NeedErrors;
  onChange: (patch: Partial<NeedValues>) => void;
  className?: string;
}

/** A goal's name, its target in today's money, its date and the inflation it assumes. */
export function NeedFields({ values, errors, onChange, className }: NeedFieldsProps) {
  return (
    <Card className={cx('flex flex-col gap-5 p-5 tablet:p-6', className)}>
      <Field label="Goal name" error={errors.goalName} hint="For example: Home down payment">
        {(control) => (
          <Input
            {...control}
            value={values.goalName}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => onChange({ goalName: event.target.value })}
          />
        )}
      </Field>
      <AmountField
        label="Target amount in today’s money"
        value={values.targetAmount}
        error={errors.targetAmount}
        onChange={(targetAmount) => onChange({ targetAmount })}
      />
      <div className="grid gap-5 tablet:grid-cols-2">
        <Field label="Target date" error={errors.targetDate} hint="DD-MM-YYYY">
          {(control) => (
            <Input
              {...control}
              value={values.targetDate}
              inputMode="numeric"
              autoComplete="off"
              placeholder="DD-MM-YYYY"
              maxLength={10}
              className="figures"
              onChange={(event) => onChange({ targetDate: maskDateEntry(event.target.value) })}
            />
          )}
        </Field>
        <Field
          label="Inflation a year (%)"
          error={errors.inflationPct}
          hint="How fast the cost rises; 6% is usual"
        >
          {(control) => (
            <Input
              {...control}
              value={values.inflationPct}
              inputMode="decimal"
              autoComplete="off"
              maxLength={5}
              className="figures"
              onChange={(event) => onChange({ inflationPct: event.target.value })}
            />
          )}
        </Field>
      </div>
    </Card>
  );
}
