import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZHolderRole, ZScreenId } from './common.js';
import {} from './holders-common.js';

/** Removes a second or third holder (or the guardian) with everything saved for them. */
export const ZRemoveHolderDetailRequest = z.object({ holder: ZHolderRole });
export const removeHolderDetailCall = defineCall(
  'HolderDetailService/removeHolderDetail',
  ZRemoveHolderDetailRequest,
  z.object({ holders: z.array(ZHolderRole), holdingMode: z.string(), nextScreenId: ZScreenId }).nullable(),
);
