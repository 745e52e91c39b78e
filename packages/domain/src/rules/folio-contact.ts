import { folioUpdateMessages as m, type FolioChangeType } from '../catalogue/folio-update.js';
import { holderEmailError, holderMobileError } from './onboarding/contacts.js';

/** A folio's mobile or e-mail as typed: trimmed, and an e-mail compared without case. */
export function normaliseFolioContact(type: FolioChangeType, value: string): string {
  return type === 'EMAIL' ? value.trim().toLowerCase() : value.trim();
}

/** Whether the value on record at the registrar is a usable mobile or e-mail. */
export function isValidFolioContact(type: FolioChangeType, value: string): boolean {
  return (type === 'MOBILE' ? holderMobileError(value) : holderEmailError(value)) === null;
}

/** The message for a new mobile or e-mail: it must be valid and differ from the registered one. */
export function folioContactError(
  type: FolioChangeType,
  registered: string,
  next: string,
): string | null {
  const invalid = type === 'MOBILE' ? holderMobileError(next) : holderEmailError(next);
  if (invalid) return invalid;
  if (normaliseFolioContact(type, registered) === normaliseFolioContact(type, next))
    return type === 'MOBILE' ? m.sameMobile : m.sameEmail;
  return null;
}
