import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import type { BankFieldsProps } from './bank-branch-fields';
import { digitsOnly } from './bank-digits';

/** The account number, typed twice, and the account's type. */
export function BankAccountFields({
  form,
  errors,
  set,
  accountTypes,
}: BankFieldsProps & { accountTypes: ReadonlyArray<{ code: string; label: string }> }) {
  return (
    <>
      <Field label="Bank Account Number" hint="8 to 18 digits" error={errors.accountNo}>
        {(control) => (
          <Input
            {...control}
            name="accountNo"
            inputMode="numeric"
            verbatim
            maxLength={18}
            autoComplete="off"
            className="tabular-nums"
            value={form.accountNo}
            onChange={(event) => set({ accountNo: digitsOnly(event.target.value, 18) })}
          />
        )}
      </Field>
      <Field label="Re-enter Bank Account Number" error={errors.accountNoAgain}>
        {(control) => (
          <Input
            {...control}
            name="accountNoAgain"
            inputMode="numeric"
            verbatim
            maxLength={18}
            autoComplete="off"
            className="tabular-nums"
            value={form.accountNoAgain}
            onPaste={(event) => event.preventDefault()}
            onChange={(event) => set({ accountNoAgain: digitsOnly(event.target.value, 18) })}
          />
        )}
      </Field>
      <Select
        label="Account Type"
        name="accountType"
        placeholder="Select"
        options={accountTypes.map((t) => ({ value: t.code, label: t.label }))}
        value={form.accountType}
        onValueChange={(accountType) => set({ accountType })}
        error={errors.accountType}
      />
    </>
  );
}
