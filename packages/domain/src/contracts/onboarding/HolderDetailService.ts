import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZHolderRoleCode, ZNextScreenId } from './holders-common.js';

/** Removes a second or third holder (or the guardian) with everything saved for them. */
export const ZRemoveHolderDetailRequest = z.object({ holder: ZHolderRoleCode });
export const removeHolderDetailCall = defineCall(
  'HolderDetailService/removeHolderDetail',
  ZRemoveHolderDetailRequest,
  z.object({ holders: z.array(ZHolderRoleCode), holdingMode: z.string(), nextScreenId: ZNextScreenId }).nullable(),
);
