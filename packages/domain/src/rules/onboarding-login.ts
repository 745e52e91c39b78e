import { onboardingMessages } from '../catalogue/onboarding.js';
import type { RegistrationChannel } from '../codes/onboarding-entry.js';
import { emailError, mobileError } from './nominee/contact.js';

/** The mobile number or e-mail ID an applicant logs in with, normalised (e-mail lower-cased). */
export function registrationLoginValue(channel: RegistrationChannel, value: string): string {
  return channel === 'Email' ? value.trim().toLowerCase() : value.trim();
}

/** Why a registration login value is refused, or null: an Indian mobile, or an e-mail ID. */
export function registrationLoginError(channel: RegistrationChannel, value: string): string | null {
  const text = value.trim();
  if (text === '')
    return onboardingMessages.cannotBeEmpty(channel === 'Email' ? 'Email' : 'Mobile');
  if (channel === 'Mobile')
    return mobileError('91', text) === null ? null : onboardingMessages.mobileInvalid;
  return emailError(text) === null ? null : onboardingMessages.emailInvalid;
}
