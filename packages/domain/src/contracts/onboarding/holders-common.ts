import { z } from 'zod';
import { familyDeclarations, formTypeKeys, holdingModeCodes, taxStatusCodes } from '../../codes/onboarding.js';
import { boundedText } from '../common.js';
import { ZHolderRole, ZScreenId } from './common.js';

export const ZTaxStatusCode = z.enum(taxStatusCodes);
export const ZHoldingModeCode = z.enum(holdingModeCodes);
export const ZFormTypeKey = z.enum(formTypeKeys);
export const ZFamilyDeclaration = z.enum(familyDeclarations);

const text = boundedText;

/** A code and the words shown for it. */
export const ZCodeLabel = z.object({ code: z.string(), label: z.string() });

/** Field errors of one holder's form, keyed by field name. */
export const ZFieldErrors = z.record(z.string(), z.string());

/** A save that may be refused field by field: the next screen on success, the errors otherwise. */
export const ZSaveStepReply = z.object({
  nextScreenId: ZScreenId,
  fieldErrors: ZFieldErrors,
});

export const ZHolderPanDob = z.object({
  role: ZHolderRole,
  pan: text(10),
  /** DD-MM-YYYY. */
  dob: text(10),
  firstName: text(60),
  middleName: text(60).default(''),
  lastName: text(60).default(''),
  /** The guardian's relation with the minor: F father, M mother. */
  relation: z.enum(['F', 'M', '']).default(''),
});
