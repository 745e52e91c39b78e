import { StepFrame } from '../step-frame';
import { ContactConsents } from './contact-consents';
import { ContactFields } from './contact-fields';
import { FormSkeleton } from './holder-form';
import type { StepPageProps } from './step-page-props';
import { useMobEmailForm } from './use-mob-email-form';

/** Screens 9, 18, 24 and 30: a holder's mobile and e-mail, with whose they are and the consents. */
export function LoadMobEmailStep({ screenId, holder }: StepPageProps) {
  const { form, errors, data, error, set, save } = useMobEmailForm(holder);

  const own = holder === 'F' ? 'your' : 'the holder’s';
  return (
    <StepFrame
      screenId={screenId}
      title={data ? `Mobile and e-mail of ${data.holderLabel.toLowerCase()}` : 'Mobile and e-mail'}
      subtitle={
        data?.holderName ? `${data.holderName}: we send an OTP to each to verify them.` : undefined
      }
      onNext={save}
      error={error}
    >
      {!form && !error && <FormSkeleton rows={4} />}
      {form && data && (
        <>
          <ContactFields form={form} errors={errors} set={set} data={data} />
          <ContactConsents form={form} errors={errors} set={set} />
          <p className="text-sm text-muted">
            Give {own} own mobile and e-mail. Where one belongs to a family member, say whose it is.
          </p>
        </>
      )}
    </StepFrame>
  );
}
