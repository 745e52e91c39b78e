import { z } from 'zod';
import { closureMessages as m } from '../../../catalogue/closure.js';
import { closureSignModes, closureStatuses } from '../../../codes/closure.js';

export const ZClosureReqId = z
  .string({ error: m.requestId })
  .trim()
  .regex(/^\d{1,12}$/, m.requestId);

/** A call that names only the closure request. */
export const ZClosureRequestRef = z.object({ closureReqId: ZClosureReqId });

export const ZClosureSignMode = z.enum(closureSignModes, { error: m.signMode });
export const ZClosureStatus = z.enum(closureStatuses);

/** The request as the investor filled it in, with where it stands. */
export const ZClosureRequestView = z.object({
  closureReqId: z.string(),
  status: ZClosureStatus,
  reasonCode: z.string(),
  reason: z.string(),
  remarks: z.string(),
  dpId: z.string(),
  boId: z.string(),
  transferHoldings: z.enum(['Y', 'N']),
  targetDpId: z.string(),
  targetClientId: z.string(),
  /** The client master report's file name ('' without one). */
  cmrFileName: z.string(),
  /** Who signed the client master report: its certificate's name, the signature verified. */
  cmrSigner: z.string(),
  language: z.string(),
  consent: z.enum(['Y', 'N']),
  otpSignOrEsign: z.union([ZClosureSignMode, z.literal('')]),
  createdOn: z.string(),
});
export type TClosureRequestView = z.infer<typeof ZClosureRequestView>;

/** GET ClosureProcessService/pdf/<file>: the request's PDF behind a short-lived signed link. */
export const closurePdfResource = { pathPrefix: 'ClosureProcessService/pdf/' } as const;
