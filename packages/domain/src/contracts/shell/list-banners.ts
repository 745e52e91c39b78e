import { z } from 'zod';
import { bannerParamCount } from '../../codes/banners.js';
import { defineCall } from '../call.js';

/** POST shell/banners/list {}: the offers running today for the investor, in their order. */
export const ZListBannersRequest = z.object({});
export type TListBannersRequest = z.input<typeof ZListBannersRequest>;

/**
 * One offer of the desk (spec 1 section 2.3: /transact/banner/banner?BI={id}&t={type}): what it
 * says and the product option it opens, in the terms of a product login link (prodType, subType,
 * para1..para5; para1 is a scheme code where the option buys one scheme).
 */
export const ZBanner = z.object({
  BI: z.number().int(),
  t: z.string(),
  title: z.string(),
  text: z.string(),
  prodType: z.string(),
  subType: z.string(),
  /** para1..para5 in order; '' where the option takes none. */
  params: z.array(z.string()).max(bannerParamCount),
  /** The running window on the business calendar, YYYY-MM-DD; activeTo null runs on. */
  activeFrom: z.string(),
  activeTo: z.string().nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZListBannersResponse = z.array(ZBanner);
export type TListBannersResponse = z.infer<typeof ZListBannersResponse>;

/** POST shell/banners/list. */
export const listBannersCall = defineCall('shell/banners/list', ZListBannersRequest, ZListBannersResponse);
