import {
  bandNeedsAmount,
  type loadPersonalDetailCall,
  type NetWorthBand,
  type ReplyOf,
  type TPersonalDetailForm,
} from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';

const asOptions = (list: readonly { code: string; label: string }[]) =>
  list.map((o) => ({ value: o.code, label: o.label }));

interface PersonalFinanceFieldsProps {
  form: TPersonalDetailForm;
  errors: Partial<Record<keyof TPersonalDetailForm, string>>;
  set: (patch: Partial<TPersonalDetailForm>) => void;
  data: ReplyOf<typeof loadPersonalDetailCall>;
}

/** The holder's occupation, income, net worth and whether they are politically exposed. */
export function PersonalFinanceFields({ form, errors, set, data }: PersonalFinanceFieldsProps) {
  return (
    <>
      <Select
        label="Occupation"
        placeholder="Select occupation"
        options={asOptions(data.occupations)}
        value={form.occupation}
        onValueChange={(occupation) => set({ occupation })}
        error={errors.occupation}
      />
      <Select
        label="Annual Income"
        placeholder="Select annual income"
        options={asOptions(data.annualIncomeBands)}
        value={form.annualIncome}
        onValueChange={(annualIncome) => set({ annualIncome })}
        error={errors.annualIncome}
      />
      <Select
        label="Net Worth"
        placeholder="Select net worth"
        options={asOptions(data.netWorthBands)}
        value={form.netWorth}
        onValueChange={(netWorth) => set({ netWorth })}
        error={errors.netWorth}
      />
      {form.netWorth !== '' && bandNeedsAmount(form.netWorth as NetWorthBand) && (
        <Field
          label="Net Worth Amount (₹)"
          hint="Your net worth in rupees, within the range selected."
          error={errors.netWorthAmount}
        >
          {(control) => (
            <Input
              {...control}
              name="netWorthAmount"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              className="tabular-nums"
              value={form.netWorthAmount}
              onChange={(event) =>
                set({ netWorthAmount: event.target.value.replace(/[^\d.,]/g, '') })
              }
            />
          )}
        </Field>
      )}
      <Select
        label="Politically Exposed Person"
        options={asOptions(data.pepOptions)}
        value={form.pep}
        onValueChange={(pep) => set({ pep })}
        error={errors.pep}
        className="tablet:col-span-2"
      />
    </>
  );
}
