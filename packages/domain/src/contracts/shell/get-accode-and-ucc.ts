import { z } from 'zod';
import { defineCall } from '../call.js';

/** POST ewadashboardws/api/rest/loadAccodeandUcc/getAccodeandUcc {}. */
export const ZGetAccodeAndUccRequest = z.object({});
export type TGetAccodeAndUccRequest = z.input<typeof ZGetAccodeAndUccRequest>;

/**
 * An entry of the 'Showing for' selector (spec 2 section 3): NAME and VALUE, with the member's
 * UCC. The entry NAME 'ALL' (VALUE 'ALL') stands for every code of the family and is shown as
 * 'All Investors'; RELATION is 'Self' for the investor's own code, else the family relation.
 */
export const ZAccodeAndUcc = z.object({
  NAME: z.string(),
  /** The account code, or 'ALL'. */
  VALUE: z.string(),
  UCC: z.string(),
  RELATION: z.string(),
});
export type TAccodeAndUcc = z.infer<typeof ZAccodeAndUcc>;

/** 'ALL' first when there are several codes, then the investor's own code, then linked ones. */
export const ZGetAccodeAndUccResponse = z.array(ZAccodeAndUcc);
export type TGetAccodeAndUccResponse = z.infer<typeof ZGetAccodeAndUccResponse>;

/** POST ewadashboardws/api/rest/loadAccodeandUcc/getAccodeandUcc. */
export const getAccodeandUccCall = defineCall('ewadashboardws/api/rest/loadAccodeandUcc/getAccodeandUcc', ZGetAccodeAndUccRequest, ZGetAccodeAndUccResponse);
