import { z } from 'zod';
import { defineCall, type GatewayResource } from '../call.js';
import { ZScreenId } from './common.js';

/** The e-sign service's return to the mandate e-sign page, as it came in the address. */
export const ZMandateEsignReturn = z.object({
  txnId: z.string().trim().max(80),
  status: z.string().trim().max(20),
  signature: z.string().trim().max(200),
});

/** Makes the scan mandate form (a PDF) of the saved mandate and keeps it with the application. */
export const generateScanMandateCall = defineCall(
  'MandateService/generateScanMandate',
  z.object({}),
  z.object({
    mandateNo: z.string(),
    docType: z.string(),
    fileName: z.string(),
    pages: z.number().int(),
    bytes: z.number().int(),
  }),
);

/**
 * Screen 52. Without `esignReturn`: opens the Aadhaar e-sign of the mandate (stage ESIGN). With
 * the e-sign service's return: records the e-sign and opens the bank's page to authenticate the
 * mandate (stage BANK). The browser goes to redirectUrl.
 */
export const callRegistrationMandateAuthCall = defineCall(
  'MandateService/callMandateAuth',
  z.object({ esignReturn: ZMandateEsignReturn.optional() }),
  z.object({ stage: z.enum(['ESIGN', 'BANK']), redirectUrl: z.string(), message: z.string() }),
);

/** What became of the mandate at the bank, and the screen after. */
export const ZMandateOutcome = z.object({
  status: z.enum(['CAPTURED', 'ESIGNED', 'APPROVED', 'REJECTED']),
  mandateNo: z.string(),
  message: z.string(),
  nextScreenId: ZScreenId,
});

/** The bank's signed answer about the application's mandate: recorded once, APPROVED or REJECTED. */
export const processMandateAuthResponseCall = defineCall('MandateService/processMandateAuthResponse', z.object({ data: z.string().max(4000), sig: z.string().max(200) }), ZMandateOutcome);

/**
 * POST tradereg/emandate/return: the browser's signed return from the bank's mandate page for an
 * application's mandate (a form of data and sig); on to the processemandateres page.
 */
export const registrationMandateReturnResource = {
  path: 'tradereg/emandate/return',
} as const satisfies GatewayResource;

/** POST tradereg/emandate/callback: the bank's signed server-to-server answer about it. */
export const registrationMandateCallbackResource = {
  path: 'tradereg/emandate/callback',
} as const satisfies GatewayResource;
