import { z } from 'zod';
import { defineCall } from '../call.js';
import { boundedText } from '../common.js';

/**
 * The beneficial owner of a demat account a nominee gives as ID proof, as the depository knows
 * it: found with the holder's name, or not found.
 */
export const fetchBoDtlNomineeCall = defineCall(
  'BoDetailsService/fetchBoDtlNominee',
  z.object({ dematAccNo: boundedText(24) }),
  z.object({
    found: z.boolean(),
    depository: z.string(),
    dpId: z.string(),
    clientId: z.string(),
    /** The owner's name as the depository holds it; empty when not found. */
    name: z.string(),
  }),
);
