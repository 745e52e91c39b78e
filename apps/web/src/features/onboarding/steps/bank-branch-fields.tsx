import type { TBankForm } from '@cdesk/domain';
import { Landmark } from 'lucide-react';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { digitsOnly } from './bank-digits';
import type { Bank, BankFormErrors } from './use-bank-details';

export interface BankFieldsProps {
  form: TBankForm;
  errors: BankFormErrors;
  set: (patch: Partial<TBankForm>) => void;
}

/** The IFSC with the bank it names, the MICR and the branch. */
export function BankBranchFields({
  form,
  errors,
  set,
  bank,
  onIfscChange,
}: BankFieldsProps & { bank: Bank | null; onIfscChange: (ifsc: string) => void }) {
  return (
    <>
      <Field label="IFSC" hint="11 characters, e.g. HDFC0000001" error={errors.ifsc}>
        {(control) => (
          <Input
            {...control}
            name="ifsc"
            verbatim
            maxLength={11}
            autoComplete="off"
            value={form.ifsc}
            onChange={(event) =>
              onIfscChange(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))
            }
          />
        )}
      </Field>
      <div className="flex min-h-12 items-start gap-3 rounded-card border border-border bg-subtle/50 p-3 tablet:mt-6">
        <Landmark aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
        <p className="text-sm" aria-live="polite">
          {bank ? (
            <span className="font-semibold text-text">{bank.bankName}</span>
          ) : (
            <span className="text-muted">The bank is named from the IFSC.</span>
          )}
        </p>
      </div>
      <Field
        label="MICR (optional)"
        hint="Filled from the IFSC where known; 9 digits, printed on your cheque"
        error={errors.micr}
      >
        {(control) => (
          <Input
            {...control}
            name="micr"
            inputMode="numeric"
            verbatim
            maxLength={9}
            className="tabular-nums"
            value={form.micr}
            onChange={(event) => set({ micr: digitsOnly(event.target.value, 9) })}
          />
        )}
      </Field>
      <Field label="Branch Name (optional)" hint="The IFSC already names your branch">
        {(control) => (
          <Input
            {...control}
            name="branch"
            maxLength={80}
            value={form.branch}
            onChange={(event) => set({ branch: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
