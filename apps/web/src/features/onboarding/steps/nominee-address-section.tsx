import type { ReplyOf, TNomineeForm, loadNomineeDtlCall } from '@cdesk/domain';
import { Checkbox } from '../../../ui/checkbox';
import { NomineeAddressFields } from './nominee-address-fields';
import { scoped } from './nominee-form-parts';

type HolderAddress = ReplyOf<typeof loadNomineeDtlCall>['holderAddress'];

/** The nominee's address: the first holder's, or one of their own. */
export function NomineeAddressSection({
  form,
  errors,
  set,
  holderAddress,
}: {
  form: TNomineeForm;
  errors: Record<string, string>;
  set: (patch: Partial<TNomineeForm>) => void;
  holderAddress: HolderAddress;
}) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">Address</h2>
      <Checkbox
        name="nominee.sameAsHolder"
        checked={form.sameAsHolder === 'Y'}
        disabled={!holderAddress}
        onChange={(event) => set({ sameAsHolder: event.target.checked ? 'Y' : 'N' })}
        label="Same as the first holder's address"
      />
      {form.sameAsHolder === 'Y' && holderAddress ? (
        <p className="rounded-card bg-subtle px-3 py-2 text-sm">
          {[
            holderAddress.line1,
            holderAddress.line2,
            holderAddress.city,
            holderAddress.state,
            holderAddress.pincode,
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      ) : (
        <NomineeAddressFields
          address={form.address}
          errors={scoped(errors, 'address.')}
          onChange={(patch) => set({ address: { ...form.address, ...patch } })}
        />
      )}
    </section>
  );
}
