import { nomineeLimits } from '../../codes/nominee.js';
import { messages, nomineeMessages } from '../../messages.js';

export function pinMaxLength(countryId: string): number {
  return countryId === nomineeLimits.indiaCountryCode
    ? nomineeLimits.pinIndiaMax
    : nomineeLimits.pinOtherMax;
}

/** Pin/Zip: 1 to 10 letters or digits in India, 1 to 20 elsewhere. */
export function pinError(countryId: string, pincode: string): string | null {
  const value = pincode.trim();
  if (value === '') return messages.emptyField('Pin / Zip code');
  const max = pinMaxLength(countryId);
  return value.length <= max && /^[A-Za-z0-9]+$/.test(value) ? null : nomineeMessages.invalidPin;
}

export function addressLineError(value: string, field: string, required: boolean): string | null {
  const text = value.trim();
  if (text === '') return required ? messages.emptyField(field) : null;
  return text.length > nomineeLimits.addressLineMax ? messages.invalidField(field) : null;
}
