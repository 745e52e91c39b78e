import { ZGeoItem } from './get-geo-list.js';
import { z } from 'zod';
import { accessOrigins } from '../../codes/nominee.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZGetPincodeDetailRequest = z.object({
  isMobile: ZYesNo.default('N'),
  accessFrom: z.enum(accessOrigins).default('PROFILE_WEB'),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter valid Pin / Zip code.'),
});

export const ZGetPincodeDetailResponse = z.object({
  stateList: z.array(ZGeoItem),
  cityList: z.array(ZGeoItem),
});

/** POST nominee/getPincodeDetail. */
export const getPincodeDetailCall = defineCall('nominee/getPincodeDetail', ZGetPincodeDetailRequest, ZGetPincodeDetailResponse);
