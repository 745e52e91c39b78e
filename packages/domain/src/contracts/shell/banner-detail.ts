import { z } from 'zod';
import { bannerTypePattern } from '../../codes/banners.js';
import { shellMessages } from '../../messages.js';
import { defineCall } from '../call.js';
import { ZBanner } from './list-banners.js';

/**
 * POST shell/banners/detail {BI, t}: one offer, as its link names it (BI and t come from the
 * link's query, so they arrive as text; a number is taken too).
 */
export const ZBannerDetailRequest = z.object({
  BI: z
    .union([z.string(), z.number()], { message: shellMessages.bannerIdInvalid })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,8}$/, shellMessages.bannerIdInvalid)
        .transform(Number),
    ),
  t: z.string({ message: shellMessages.bannerTypeInvalid }).trim().regex(bannerTypePattern, shellMessages.bannerTypeInvalid),
});
export type TBannerDetailRequest = z.input<typeof ZBannerDetailRequest>;

export const ZBannerDetailResponse = ZBanner;
export type TBannerDetailResponse = z.infer<typeof ZBannerDetailResponse>;

/** POST shell/banners/detail. */
export const bannerDetailCall = defineCall('shell/banners/detail', ZBannerDetailRequest, ZBannerDetailResponse);
