import { z } from 'zod';
import { accessOrigins } from '../../codes/nominee.js';
import { ZYesNo } from '../common.js';

/** getGeoList: countries, a country's states or a state's cities (geoCode is the ISO code). */
export const ZGetGeoListRequest = z.object({
  fetchFor: z.enum(['Country', 'State', 'City'], { error: 'fetchFor should be valid.' }),
  /** Nothing for countries; the country for states; country-state for cities (IN-MH). */
  geoCode: z.string().trim().max(20).default(''),
  isMobile: ZYesNo.default('N'),
});
export const ZGeoItem = z.object({ geoName: z.string(), geoCode: z.string() });
export const ZGetGeoListResponse = z.object({ geoList: z.array(ZGeoItem) });
export type TGeoItem = z.infer<typeof ZGeoItem>;

/** getPincodeDetail: the states and cities of an India pin code. */
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
