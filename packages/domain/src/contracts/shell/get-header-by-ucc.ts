import { z } from 'zod';
import { accountTypes } from '../../codes/account-types.js';
import { boundedText } from '../common.js';
import { defineCall } from '../call.js';

export const ZGetHeaderByUccRequest = z.object({
  ucc: boundedText(32).min(1, 'UCC cannot be empty.'),
  calledFrom: z.literal('WEB').default('WEB'),
});
export type TGetHeaderByUccRequest = z.input<typeof ZGetHeaderByUccRequest>;

export const ZHeaderBean = z.object({
  name: z.string(),
  ucc: z.string(),
  njAcNo: z.string(),
  acCode: z.string(),
  accType: z.enum(accountTypes),
  email: z.string(),
  mobile: z.string(),
  dpPath: z.string(),
  appName: z.string(),
});
export type THeaderBean = z.infer<typeof ZHeaderBean>;

export const ZModule = z.object({
  id: z.string(),
  name: z.string(),
  actions: z.array(z.string()),
});

export const ZGetHeaderByUccResponse = z.object({
  headerBean: ZHeaderBean,
  ModuleList: z.array(ZModule),
});
export type TGetHeaderByUccResponse = z.infer<typeof ZGetHeaderByUccResponse>;

/** POST ewatraderegws/api/profileoperations/getHeaderByUCC. */
export const getHeaderByUccCall = defineCall('ewatraderegws/api/profileoperations/getHeaderByUCC', ZGetHeaderByUccRequest, ZGetHeaderByUccResponse);
