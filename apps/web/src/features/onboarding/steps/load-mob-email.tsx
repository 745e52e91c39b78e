import {
  contactFormErrors,
  familyDeclarations,
  loadMobEmailCall,
  onboardingConsentTexts,
  saveDataMobEmailCall,
  type FamilyDeclaration,
  type TLoadMobEmailResponse,
} from '@cdesk/domain';
import { useState } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { FormSkeleton, saving, TextField, useStepData, VerifiedMark } from './holder-form';
import type { StepPageProps } from './step-page-props';

type Form = Omit<
  TLoadMobEmailResponse,
  | 'holder'
  | 'holderLabel'
  | 'holderName'
  | 'mobileVerified'
  | 'emailVerified'
  | 'familyDeclarations'
> & {
  mobileBelongsTo: FamilyDeclaration;
  emailBelongsTo: FamilyDeclaration;
};

const belongsOptions = familyDeclarations.map((d) => ({
  value: d,
  label: d === 'Self' ? 'Self (my own)' : d,
}));

/** Screens 9, 18, 24 and 30: a holder's mobile and e-mail, with whose they are and the consents. */
export function LoadMobEmailStep({ screenId, holder }: StepPageProps) {
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data, error } = useStepData(`mobemail-${holder}`, async (signal) => {
    const loaded = await regCall(loadMobEmailCall, { holder }, { signal });
    if (loaded)
      setForm({
        mobile: loaded.mobile,
        email: loaded.email,
        mobileBelongsTo: loaded.mobileBelongsTo as FamilyDeclaration,
        emailBelongsTo: loaded.emailBelongsTo as FamilyDeclaration,
        aadhaarMobileConsent: loaded.aadhaarMobileConsent,
        mobileFamilyConsent: loaded.mobileFamilyConsent,
        emailFamilyConsent: loaded.emailFamilyConsent,
      });
    return loaded;
  });

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const save = async () => {
    if (!form) return null;
    const found = contactFormErrors(form) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    const saved = await saving(setErrors, () => regCall(saveDataMobEmailCall, { holder, ...form }));
    if (saved && (!saved.fieldErrors || Object.keys(saved.fieldErrors).length === 0)) {
      // A contact already verified (the one logged in with) gets no OTP.
      const sentTo = [
        !(data?.mobileVerified && form.mobile === data.mobile) && saved.maskedMobile,
        !(data?.emailVerified && form.email.toLowerCase() === data.email.toLowerCase()) &&
          saved.maskedEmail,
      ].filter(Boolean);
      if (sentTo.length > 0) toast(`OTP sent to ${sentTo.join(' and ')}.`);
    }
    return saved?.nextScreenId;
  };

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
          <div className="grid gap-4 tablet:grid-cols-2">
            <div className="flex flex-col gap-2">
              <TextField
                label="Mobile No"
                name="mobile"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                value={form.mobile}
                onValueChange={(v) => set('mobile', v.replace(/\D/g, ''))}
                error={errors.mobile}
                hint="10 digits, without +91"
              />
              {data.mobileVerified && form.mobile === data.mobile && (
                <VerifiedMark>Mobile verified</VerifiedMark>
              )}
            </div>
            <Select
              label="Mobile belongs to"
              value={form.mobileBelongsTo}
              onValueChange={(v) => set('mobileBelongsTo', v as FamilyDeclaration)}
              options={belongsOptions}
            />
            <div className="flex flex-col gap-2">
              <TextField
                label="Email ID"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={75}
                value={form.email}
                onValueChange={(v) => set('email', v.trim())}
                error={errors.email}
              />
              {data.emailVerified && form.email.toLowerCase() === data.email.toLowerCase() && (
                <VerifiedMark>E-mail verified</VerifiedMark>
              )}
            </div>
            <Select
              label="Email belongs to"
              value={form.emailBelongsTo}
              onValueChange={(v) => set('emailBelongsTo', v as FamilyDeclaration)}
              options={belongsOptions}
            />
          </div>
          <fieldset className="flex flex-col gap-1 rounded-card bg-subtle px-4 py-2">
            <legend className="sr-only">Consents</legend>
            <Checkbox
              label={onboardingConsentTexts.aadhaarMobile}
              checked={form.aadhaarMobileConsent}
              onChange={(e) => set('aadhaarMobileConsent', e.target.checked)}
            />
            {errors.aadhaarMobileConsent && (
              <p className="text-sm font-medium text-loss">{errors.aadhaarMobileConsent}</p>
            )}
            {form.mobileBelongsTo !== 'Self' && (
              <>
                <Checkbox
                  label={onboardingConsentTexts.mobileFamily(form.mobileBelongsTo)}
                  checked={form.mobileFamilyConsent}
                  onChange={(e) => set('mobileFamilyConsent', e.target.checked)}
                />
                {errors.mobileFamilyConsent && (
                  <p className="text-sm font-medium text-loss">{errors.mobileFamilyConsent}</p>
                )}
              </>
            )}
            {form.emailBelongsTo !== 'Self' && (
              <>
                <Checkbox
                  label={onboardingConsentTexts.emailFamily(form.emailBelongsTo)}
                  checked={form.emailFamilyConsent}
                  onChange={(e) => set('emailFamilyConsent', e.target.checked)}
                />
                {errors.emailFamilyConsent && (
                  <p className="text-sm font-medium text-loss">{errors.emailFamilyConsent}</p>
                )}
              </>
            )}
          </fieldset>
          <p className="text-sm text-muted">
            Give {own} own mobile and e-mail. Where one belongs to a family member, say whose it is.
          </p>
        </>
      )}
    </StepFrame>
  );
}
