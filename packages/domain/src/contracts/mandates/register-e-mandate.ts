import { z } from 'zod';
import { mandateMessages } from '../../catalogue/mandates.js';
import { eMandateModes } from '../../rules/mandate-limits.js';
import { defineCall } from '../call.js';
import { ZIsoDate, ZRupees } from '../mutual-funds/purchase-fields.js';

export const ZRegisterEMandateRequest = z.object({
  bankId: z.number({ message: mandateMessages.bankInvalid }).int().positive(),
  upperLimit: ZRupees,
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  mode: z.enum(eMandateModes),
});
export type TRegisterEMandateRequest = z.input<typeof ZRegisterEMandateRequest>;

export const ZRegisterEMandateResponse = z.object({
  mandateId: z.number().int(),
  njEMandateNo: z.string(),
  /** The bank's page where the investor approves the mandate. */
  redirectUrl: z.string(),
});
export type TRegisterEMandateResponse = z.infer<typeof ZRegisterEMandateResponse>;

/** POST ewatraderegws/api/mandate/registerEMandate: opens an e-mandate at the investor's bank. */
export const registerEMandateCall = defineCall('ewatraderegws/api/mandate/registerEMandate', ZRegisterEMandateRequest, ZRegisterEMandateResponse);
