import { z } from 'zod';
import { defineCall } from '../call.js';

/** POST ewadashboardws/api/rest/loadAccodeandUcc/getAccodeandUcc {}. */
export const ZGetAccodeAndUccRequest = z.object({});
export type TGetAccodeAndUccRequest = z.input<typeof ZGetAccodeAndUccRequest>;

export const ZAccodeAndUcc = z.object({
  accode: z.string(),
  ucc: z.string(),
  /** The holder of this account code. */
  name: z.string(),
  /** 'Self' for the investor's own code, else the family relation ('Spouse', ...). */
  relation: z.string(),
  isSelf: z.boolean(),
});
export type TAccodeAndUcc = z.infer<typeof ZAccodeAndUcc>;

/** The codes for the 'Showing for' selector: the investor's own first, then linked family codes. */
export const ZGetAccodeAndUccResponse = z.array(ZAccodeAndUcc);
export type TGetAccodeAndUccResponse = z.infer<typeof ZGetAccodeAndUccResponse>;

/** POST ewadashboardws/api/rest/loadAccodeandUcc/getAccodeandUcc. */
export const getAccodeandUccCall = defineCall('ewadashboardws/api/rest/loadAccodeandUcc/getAccodeandUcc', ZGetAccodeAndUccRequest, ZGetAccodeAndUccResponse);
