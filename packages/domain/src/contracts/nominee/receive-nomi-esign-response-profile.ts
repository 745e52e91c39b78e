import { z } from 'zod';
import { defineCall } from '../call.js';

export const ZReceiveNomiEsignResponseProfileRequest = z.object({
  isMobile: z.enum(['Y', 'N']).default('N'),
  accessFrom: z.string().max(30).default('PROFILE_WEB'),
  txnId: z.string().trim().min(1).max(80),
  status: z.string().max(20),
  signature: z.string().max(200),
});

export const ZReceiveNomiEsignResponseProfileResponse = z.object({
  nomiReqId: z.string(),
  message: z.string(),
  /** Where to go next: the transact page that sent the investor here, or the nominee view. */
  isFromTransact: z.enum(['Y', 'N']),
});

/** POST nominee/receiveNomiEsignResponseProfile. */
export const receiveNomiEsignResponseProfileCall = defineCall('nominee/receiveNomiEsignResponseProfile', ZReceiveNomiEsignResponseProfileRequest, ZReceiveNomiEsignResponseProfileResponse);
