import { familyDeclarations, type FamilyDeclaration } from '../../codes/onboarding.js';
import {
  onboardingHolderFields as f,
  onboardingHolderMessages as m,
} from '../../catalogue/onboarding-holders.js';
import { emailError as anyEmailError, invalidIndianMobiles } from '../nominee/contact.js';

export { invalidIndianMobiles };

/** A holder's Indian mobile: 10 digits starting 6 to 9, not one of the known-invalid numbers. */
export function holderMobileError(mobile: string): string | null {
  const value = mobile.trim();
  if (value === '') return m.emptyField(f.mobile);
  if (!/^[6-9]\d{9}$/.test(value) || invalidIndianMobiles.includes(value)) return m.invalidMobile;
  return null;
}

export function holderEmailError(email: string): string | null {
  return anyEmailError(email) === null
    ? null
    : email.trim() === ''
      ? m.emptyField(f.email)
      : m.invalidEmail;
}

export function isFamilyDeclaration(value: string): value is FamilyDeclaration {
  return (familyDeclarations as readonly string[]).includes(value);
}

/** What the holder declares about one contact; Self means it is the holder's own. */
export interface ContactDeclaration {
  belongsTo: FamilyDeclaration;
  /** The family declaration ticked (needed when the contact belongs to a family member). */
  familyConsent: boolean;
}

export interface ContactForm {
  mobile: string;
  email: string;
  mobileBelongsTo: FamilyDeclaration;
  emailBelongsTo: FamilyDeclaration;
  aadhaarMobileConsent: boolean;
  mobileFamilyConsent: boolean;
  emailFamilyConsent: boolean;
}

/** Field errors of the contact form, keyed by field; empty when it may be saved. */
export function contactFormErrors(
  form: ContactForm,
  others: readonly { mobile: string; email: string }[] = [],
): Partial<Record<keyof ContactForm, string>> {
  const errors: Partial<Record<keyof ContactForm, string>> = {};
  const mobile = holderMobileError(form.mobile);
  if (mobile) errors.mobile = mobile;
  const email = holderEmailError(form.email);
  if (email) errors.email = email;
  if (!form.aadhaarMobileConsent)
    errors.aadhaarMobileConsent = m.uncheckedField(f.aadhaarMobileConsent);
  if (form.mobileBelongsTo !== 'Self' && !form.mobileFamilyConsent)
    errors.mobileFamilyConsent = m.uncheckedField(f.mobileFamilyConsent);
  if (form.emailBelongsTo !== 'Self' && !form.emailFamilyConsent)
    errors.emailFamilyConsent = m.uncheckedField(f.emailFamilyConsent);
  const sameMobile = others.some(
    (o) => o.mobile.trim() !== '' && o.mobile.trim() === form.mobile.trim(),
  );
  if (!errors.mobile && sameMobile && form.mobileBelongsTo === 'Self')
    errors.mobile = m.sameMobileOnHolders;
  const sameEmail = others.some(
    (o) =>
      o.email.trim() !== '' && o.email.trim().toLowerCase() === form.email.trim().toLowerCase(),
  );
  if (!errors.email && sameEmail && form.emailBelongsTo === 'Self')
    errors.email = m.sameEmailOnHolders;
  return errors;
}

/** A 6-digit OTP as typed. */
export function otpTextError(otp: string, field: string): string | null {
  if (otp.trim() === '') return m.emptyField(field);
  return /^\d{6}$/.test(otp.trim()) ? null : m.invalidField(field);
}
