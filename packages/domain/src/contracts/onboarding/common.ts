import { z } from 'zod';
import { entryOrigins, registrationAccountTypes } from '../../codes/onboarding-entry.js';
import { holderRoles } from '../../flows/onboarding.js';
import { boundedText } from '../common.js';

/** An application's reference number as the server issues it. */
export const ZRefNo = boundedText(24).regex(/^[A-Z0-9-]{4,24}$/, 'Reference number should be valid.');

/** A screen id of spec 2 section 2.3 (a number as a string, -1 included). */
export const ZScreenId = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}$/, 'Screen id should be valid.');

export const ZHolderRole = z.enum(holderRoles);
export const ZEntryOrigin = z.enum(entryOrigins);
export const ZRegistrationAccountType = z.enum(registrationAccountTypes);

/** Where a save call sends the person next (the machine's next screen for the application). */
export const ZNextScreen = z.object({ nextScreenId: ZScreenId });
