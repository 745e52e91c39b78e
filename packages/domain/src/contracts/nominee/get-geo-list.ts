import { z } from 'zod';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

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

/** POST nominee/getGeoList. */
export const getGeoListCall = defineCall('nominee/getGeoList', ZGetGeoListRequest, ZGetGeoListResponse);
