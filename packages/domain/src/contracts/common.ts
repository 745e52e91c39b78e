import { z } from 'zod';
import { singleLine } from '../rules/text.js';

export const ZYesNo = z.enum(['Y', 'N']);
export type TYesNo = z.infer<typeof ZYesNo>;

/** A bounded free-text field as clients send it; surrounding white space is dropped. */
export const boundedText = (max: number) => singleLine(z.string().trim().max(max));
