import type { TNomineeForm } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';

interface NomineeContactFieldsProps {
  form: TNomineeForm;
  errors: Record<string, string>;
  set: (patch: Partial<TNomineeForm>) => void;
  count: number;
  otherShares: number;
}

/** The nominee's share, with what the others hold, and their mobile and e-mail. */
export function NomineeContactFields({
  form,
  errors,
  set,
  count,
  otherShares,
}: NomineeContactFieldsProps) {
  const left = 100 - otherShares;
  return (
    <div className="grid gap-4 tablet:grid-cols-3">
      <Field
        label="Share (%)"
        hint={
          count > 1
            ? `Other nominees hold ${otherShares}%; ${left}% is left.`
            : 'A single nominee holds 100%.'
        }
        error={errors.share}
      >
        {(control) => (
          <Input
            {...control}
            name="nominee.share"
            inputMode="numeric"
            maxLength={3}
            value={form.share}
            onChange={(event) => set({ share: event.target.value.replace(/\D/g, '') })}
          />
        )}
      </Field>
      <Field label="Mobile (optional)" error={errors.mobile}>
        {(control) => (
          <Input
            {...control}
            name="nominee.mobile"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            value={form.mobile}
            onChange={(event) => set({ mobile: event.target.value })}
          />
        )}
      </Field>
      <Field label="E-mail (optional)" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="nominee.email"
            type="email"
            verbatim
            maxLength={75}
            value={form.email}
            onChange={(event) => set({ email: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
