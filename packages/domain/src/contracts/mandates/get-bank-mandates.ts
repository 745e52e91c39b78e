import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZMandate, ZMandateBank } from './mandate-fields.js';

export const ZGetBankMandatesRequest = z.object({}).strict();
export type TGetBankMandatesRequest = z.input<typeof ZGetBankMandatesRequest>;

export const ZGetBankMandatesResponse = z.object({
  banks: z.array(ZMandateBank),
  mandates: z.array(ZMandate),
});
export type TGetBankMandatesResponse = z.infer<typeof ZGetBankMandatesResponse>;

/** POST ewatraderegws/api/mandate/getBankMandates: the investor's registered banks and mandates. */
export const getBankMandatesCall = defineCall('ewatraderegws/api/mandate/getBankMandates', ZGetBankMandatesRequest, ZGetBankMandatesResponse);
