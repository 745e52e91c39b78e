import { z } from 'zod';
import { defineCall, type GatewayResourcePrefix } from '../../call.js';
import { ddpiFamily, ZDdpiConsent } from './common.js';

/** Opens (or resumes) the investor's DDPI request and gives its document. */
export const ZGenerateDdpiPdfRequest = z.object({ isMobile: z.enum(['Y', 'N']).default('N') });

export const ZGenerateDdpiPdfResponse = z.object({
  ddpiReqId: z.string(),
  title: z.string(),
  /** A signed download link. */
  ddpiPdf: z.string(),
  /** A signed link to open the document. */
  ddpiViewPdf: z.string(),
  consentList: z.array(ZDdpiConsent),
});
export type TGenerateDdpiPdfResponse = z.infer<typeof ZGenerateDdpiPdfResponse>;

/** POST ProcessPoaDdpiService/generateDdpiPdf. */
export const generateDdpiPdfCall = defineCall(`${ddpiFamily}/generateDdpiPdf`, ZGenerateDdpiPdfRequest, ZGenerateDdpiPdfResponse);

/** GET ProcessPoaDdpiService/pdf/<file>: the DDPI document behind a short-lived signed link. */
export const ddpiPdfResource = {
  pathPrefix: `${ddpiFamily}/pdf/`,
} as const satisfies GatewayResourcePrefix;
