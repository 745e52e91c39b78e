import { z } from 'zod';
import { ZPlanBank, ZPlanId } from './plan-fields.js';
import { ZIsoDate } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';

/** SIPSHIFTING: the investor's registered banks with a mandate, the SIP's current one marked. */
export const ZGetSipBankMandatesRequest = z.object({ planId: ZPlanId });
export type TGetSipBankMandatesRequest = z.input<typeof ZGetSipBankMandatesRequest>;

export const ZGetSipBankMandatesResponse = z.object({
  planId: z.number().int(),
  schemeName: z.string(),
  folioNo: z.string(),
  currentBankId: z.number().int().nullable(),
  /** The first installment a bank change would apply to. */
  effectiveDate: ZIsoDate,
  banks: z.array(ZPlanBank),
});
export type TGetSipBankMandatesResponse = z.infer<typeof ZGetSipBankMandatesResponse>;

/** POST ewamftrxnsws/api/systematicplan/getSipBankMandates. */
export const getSipBankMandatesCall = defineCall('ewamftrxnsws/api/systematicplan/getSipBankMandates', ZGetSipBankMandatesRequest, ZGetSipBankMandatesResponse);
