import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';

export const ZCancelNomineeRequestProfileRequest = ZNomineeRequestRef;

export const ZCancelNomineeRequestProfileResponse = z.object({ nomiReqId: z.string() });
