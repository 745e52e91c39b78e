import { z } from 'zod';
import { defineCall, type GatewayResource } from '../call.js';
import { ZMandate } from './mandate-fields.js';

export const ZGetEMandateStatusRequest = z.object({ mandateId: z.number().int().positive() });
export type TGetEMandateStatusRequest = z.input<typeof ZGetEMandateStatusRequest>;

export const ZGetEMandateStatusResponse = ZMandate;
export type TGetEMandateStatusResponse = z.infer<typeof ZGetEMandateStatusResponse>;

/** POST ewatraderegws/api/mandate/getEMandateStatus: one mandate and where it stands. */
export const getEMandateStatusCall = defineCall('ewatraderegws/api/mandate/getEMandateStatus', ZGetEMandateStatusRequest, ZGetEMandateStatusResponse);

/**
 * POST payments/emandate/return: the browser's signed return from the bank's mandate page, a form
 * (data, sig) the bank's page posts; on to /mandate-response.
 */
export const eMandateReturnResource = {
  path: 'payments/emandate/return',
} as const satisfies GatewayResource;

/** POST payments/emandate/callback: the bank's signed server-to-server answer about a mandate. */
export const eMandateCallbackResource = {
  path: 'payments/emandate/callback',
} as const satisfies GatewayResource;
