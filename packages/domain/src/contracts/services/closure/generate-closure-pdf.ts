import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ZClosureRequestRef } from './common.js';

export const ZGenerateClosurePdfRequest = ZClosureRequestRef;

export const ZGenerateClosurePdfResponse = z.object({
  title: z.string(),
  /** A short-lived link to read the PDF in the page, and one that downloads it. */
  closureViewPdf: z.string(),
  closurePdf: z.string(),
  pages: z.number().int(),
});

/** POST ClosureProcessService/generateClosurePdf: the request as a PDF to read before signing. */
export const generateClosurePdfCall = defineCall('ClosureProcessService/generateClosurePdf', ZGenerateClosurePdfRequest, ZGenerateClosurePdfResponse);

export type TGenerateClosurePdfResponse = z.output<typeof ZGenerateClosurePdfResponse>;
