import { onboardingConsentTexts } from '@cdesk/domain';
import { Checkbox } from '../../../ui/checkbox';
import type { Form, SetContact } from './use-mob-email-form';

type ConsentKey = 'aadhaarMobileConsent' | 'mobileFamilyConsent' | 'emailFamilyConsent';

/** One consent, and the message when it is missing. */
function ConsentCheck({
  name,
  label,
  form,
  errors,
  set,
}: {
  name: ConsentKey;
  label: string;
  form: Form;
  errors: Record<string, string>;
  set: SetContact;
}) {
  return (
    <>
      <Checkbox label={label} checked={form[name]} onChange={(e) => set(name, e.target.checked)} />
      {errors[name] && <p className="text-sm font-medium text-loss">{errors[name]}</p>}
    </>
  );
}

/** The consents: Aadhaar's mobile, and a family member's mobile or e-mail where one is given. */
export function ContactConsents({
  form,
  errors,
  set,
}: {
  form: Form;
  errors: Record<string, string>;
  set: SetContact;
}) {
  const parts = { form, errors, set };
  return (
    <fieldset className="flex flex-col gap-1 rounded-card bg-subtle px-4 py-2">
      <legend className="sr-only">Consents</legend>
      <ConsentCheck
        name="aadhaarMobileConsent"
        label={onboardingConsentTexts.aadhaarMobile}
        {...parts}
      />
      {form.mobileBelongsTo !== 'Self' && (
        <ConsentCheck
          name="mobileFamilyConsent"
          label={onboardingConsentTexts.mobileFamily(form.mobileBelongsTo)}
          {...parts}
        />
      )}
      {form.emailBelongsTo !== 'Self' && (
        <ConsentCheck
          name="emailFamilyConsent"
          label={onboardingConsentTexts.emailFamily(form.emailBelongsTo)}
          {...parts}
        />
      )}
    </fieldset>
  );
}
