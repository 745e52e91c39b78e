import {
  holderDobError,
  holderNameError,
  nameLengthError,
  onboardingHolderFields as fields,
  panError,
  panScreenNeedsName,
  type TLoadPanDobResponse,
} from '@cdesk/domain';
import { businessToday } from '../../../lib/business-clock';

export type Holder = TLoadPanDobResponse['holders'][number];
export type Errors = Record<string, string>;

export /** The same checks the server makes, so most mistakes show before a round trip. */
function checkHolders(holders: Holder[], loaded: TLoadPanDobResponse): Errors {
  const today = businessToday();
  const errors: Errors = {};
  const put = (role: string, field: string, message: string | null) => {
    if (message && !errors[`${role}.${field}`]) errors[`${role}.${field}`] = message;
  };
  const seen = new Map<string, string>();
  for (const h of holders) {
    put(h.role, 'pan', panError(h.pan));
    const pan = h.pan.trim().toUpperCase();
    if (pan && seen.has(pan)) put(h.role, 'pan', 'Same PAN cannot be allowed on multiple holders');
    seen.set(pan, h.role);
    put(
      h.role,
      'dob',
      holderDobError(h.dob, today, {
        minorApplicant: loaded.minor && h.role === 'F',
        entrant: loaded.entrant,
        helpNo: loaded.helpNo,
      }),
    );
    put(
      h.role,
      'firstName',
      holderNameError(h.firstName, fields.firstName, panScreenNeedsName(h.role, loaded.minor)),
    );
    put(h.role, 'middleName', holderNameError(h.middleName, fields.middleName, false));
    put(h.role, 'lastName', holderNameError(h.lastName, fields.lastName, false));
    put(h.role, 'firstName', nameLengthError(h.firstName, h.middleName, h.lastName));
    if (h.role === 'G' && !h.relation)
      put(h.role, 'relation', `${fields.relation} cannot be empty.`);
  }
  return errors;
}
