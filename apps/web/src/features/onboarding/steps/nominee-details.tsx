import {
  fetchBoDtlNomineeCall,
  firstNomineeError,
  isMinorNominee,
  loadNomineeDtlCall,
  nomineeFormErrors,
  nomineeShareError,
  nomineeSlotOfScreen,
  onboardingNomineeMessages,
  type RegNomineePerson,
  removeNomineeDtlCall,
  saveNomineeDtlCall,
  type TNomineeForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { useGoToScreen } from '../use-screen-navigation';
import { NomineeAddressFields } from './nominee-address-fields';
import { NomineeDocument } from './nominee-document';
import { NomineePersonFields } from './nominee-person-fields';
import type { StepPageProps } from './step-page-props';

const blankPerson: RegNomineePerson = {
  fName: '',
  mName: '',
  lName: '',
  dob: '',
  relation: '',
  relationOther: '',
  idType: '',
  idNo: '',
};

/** Keeps the errors of one prefix ('guardian.'), keyed by the field alone. */
const scoped = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix) && !k.slice(prefix.length).includes('.'))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );

/** Screens 36 to 38: one nominee, their share, a guardian when a minor, and their ID proof. */
export function NomineeDetailsStep({ screenId }: StepPageProps) {
  const slot = nomineeSlotOfScreen(screenId) ?? 1;
  const goTo = useGoToScreen();
  // Taking this nominee out may bring the next one into this slot: the version loads it anew.
  const [version, setVersion] = useState(0);
  const { data, error } = useStepLoad(loadNomineeDtlCall, { slot }, `nominee${slot}:${version}`);
  const [edits, setEdits] = useState<Partial<TNomineeForm>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [owner, setOwner] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [failure, setFailure] = useState('');
  const form: TNomineeForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TNomineeForm>) => {
    setErrors({});
    setFailure('');
    setEdits((e) => ({ ...e, ...patch }));
  };
  const minor = !!(data && form && isMinorNominee(form.dob, data.today));

  const save = async () => {
    if (!form || !data) return null;
    const sent = { ...form, guardian: minor ? (form.guardian ?? blankPerson) : null };
    const found = nomineeFormErrors(sent, { today: data.today, otherIdNos: [] });
    // The share alone (above 0, below 100 among several, 100 alone); the total is the server's.
    const share = nomineeShareError(1, form.share, data.count, {});
    if (share) found.share = share;
    setErrors(found);
    if (firstNomineeError(found)) return null;
    return (await regCall(saveNomineeDtlCall, { slot, ...sent })).nextScreenId;
  };
  const lookUp = async () => {
    if (!form) return;
    setOwner(null);
    try {
      const bo = await regCall(fetchBoDtlNomineeCall, { dematAccNo: form.idNo });
      setOwner(
        bo.found
          ? { tone: 'info', text: `${bo.depository} account of ${bo.name}` }
          : { tone: 'error', text: onboardingNomineeMessages.boNotFound },
      );
    } catch (caught) {
      setOwner({ tone: 'error', text: errorMessage(caught) });
    }
  };
  const remove = async () => {
    try {
      const { nextScreenId } = await regCall(removeNomineeDtlCall, { slot });
      setEdits({});
      setOwner(null);
      if (nextScreenId === screenId) setVersion((v) => v + 1);
      else goTo(nextScreenId, { replace: true });
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  const left = data ? 100 - data.otherShares : 100;
  return (
    <StepFrame
      screenId={screenId}
      title={data ? `${data.ordinal} nominee` : 'Nominee details'}
      subtitle={data ? `Nominee ${slot} of ${data.count}. All shares add up to 100%.` : undefined}
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || failure || errors.guardian}
      actions={
        data && data.saved && data.count > 1 ? (
          <Button variant="ghost" onClick={() => void remove()}>
            Remove this nominee
          </Button>
        ) : undefined
      }
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <>
          <NomineePersonFields
            who="nominee"
            person={form}
            onChange={set}
            errors={scoped(errors, '')}
            relations={data.relations}
            relationLabel="Relationship with you"
            idProofTypes={data.idProofTypes}
            idAddon={
              form.idType === '6' && (
                <div className="flex flex-col gap-2">
                  <Button variant="secondary" className="self-start" onClick={() => void lookUp()}>
                    Find demat account holder
                  </Button>
                  {owner && <Alert tone={owner.tone}>{owner.text}</Alert>}
                </div>
              )
            }
          />
          <div className="grid gap-4 tablet:grid-cols-3">
            <Field
              label="Share (%)"
              hint={
                data.count > 1
                  ? `Other nominees hold ${data.otherShares}%; ${left}% is left.`
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
          <section className="flex flex-col gap-3">
            <h2 className="text-base font-semibold">Address</h2>
            <Checkbox
              name="nominee.sameAsHolder"
              checked={form.sameAsHolder === 'Y'}
              disabled={!data.holderAddress}
              onChange={(event) => set({ sameAsHolder: event.target.checked ? 'Y' : 'N' })}
              label="Same as the first holder's address"
            />
            {form.sameAsHolder === 'Y' && data.holderAddress ? (
              <p className="rounded-card bg-subtle px-3 py-2 text-sm">
                {[
                  data.holderAddress.line1,
                  data.holderAddress.line2,
                  data.holderAddress.city,
                  data.holderAddress.state,
                  data.holderAddress.pincode,
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
          {minor && (
            <section className="flex flex-col gap-3 rounded-card border border-border p-4">
              <h2 className="text-base font-semibold">Guardian of the minor nominee</h2>
              <NomineePersonFields
                who="guardian"
                person={form.guardian ?? blankPerson}
                onChange={(patch) =>
                  set({ guardian: { ...(form.guardian ?? blankPerson), ...patch } })
                }
                errors={scoped(errors, 'guardian.')}
                relations={data.guardianRelations}
                relationLabel="Relationship with the nominee"
                idProofTypes={data.idProofTypes}
              />
            </section>
          )}
          <NomineeDocument slot={slot} stored={data.document} />
        </>
      )}
    </StepFrame>
  );
}
