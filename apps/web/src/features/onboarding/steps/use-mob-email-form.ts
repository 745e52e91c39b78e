import {
  contactFormErrors,
  type HolderRole,
  loadMobEmailCall,
  saveDataMobEmailCall,
  type FamilyDeclaration,
  type TLoadMobEmailResponse,
} from '@cdesk/domain';
import { useState } from 'react';
import { toast } from '../../../ui/toast';
import { regCall } from '../reg-gateway';
import { saving, useStepData } from './holder-form';

export type Form = Omit<
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

export type SetContact = <K extends keyof Form>(key: K, value: Form[K]) => void;

/** A holder's mobile and e-mail: loaded, edited, checked, and saved with an OTP sent to each. */
export function useMobEmailForm(holder: HolderRole) {
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

  return { form, errors, data, error, set, save };
}
