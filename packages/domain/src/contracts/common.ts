import { z } from 'zod';
import { plans, schemeOptions } from '../codes/scheme-types.js';
import { singleLine } from '../rules/text.js';

export const ZYesNo = z.enum(['Y', 'N']);
export type TYesNo = z.infer<typeof ZYesNo>;

/** A scheme's plan (Direct or Regular) and option (Growth or IDCW), as the scheme master keeps them. */
export const ZPlan = z.enum(plans);
export const ZSchemeOption = z.enum(schemeOptions);

/** A bounded free-text field as clients send it; surrounding white space is dropped. */
export const boundedText = (max: number) => singleLine(z.string().trim().max(max));
