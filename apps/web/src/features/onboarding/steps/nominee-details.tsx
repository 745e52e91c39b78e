import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { StepFrame } from '../step-frame';
import { NomineeAddressSection } from './nominee-address-section';
import { NomineeContactFields } from './nominee-contact-fields';
import { NomineeDocument } from './nominee-document';
import { blankPerson, scoped } from './nominee-form-parts';
import { NomineePersonFields } from './nominee-person-fields';
import type { StepPageProps } from './step-page-props';
import { useNomineeDetails } from './use-nominee-details';

/** Screens 36 to 38: one nominee, their share, a guardian when a minor, and their ID proof. */
export function NomineeDetailsStep({ screenId }: StepPageProps) {
  const { slot, data, error, form, errors, owner, failure, set, minor, save, lookUp, remove } =
    useNomineeDetails(screenId);

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
          <NomineeContactFields
            form={form}
            errors={errors}
            set={set}
            count={data.count}
            otherShares={data.otherShares}
          />
          <NomineeAddressSection
            form={form}
            errors={errors}
            set={set}
            holderAddress={data.holderAddress}
          />
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
