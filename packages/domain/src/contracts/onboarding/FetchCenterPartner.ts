import { z } from 'zod';
import { defineCall } from '../call.js';
import { boundedText } from '../common.js';
import { ZNextScreen } from './common.js';

export const ZCentre = z.object({ centreCode: z.string(), centreName: z.string(), city: z.string() });
export const ZRegPartner = z.object({
  partnerCode: z.string(),
  arn: z.string(),
  partnerName: z.string(),
  companyName: z.string(),
  centreCode: z.string(),
  city: z.string(),
});
export type TRegPartner = z.infer<typeof ZRegPartner>;

/** FetchCenterPartner/fetchCenter: centres matching a code, name or city (all when empty). */
export const fetchCenterCall = defineCall('FetchCenterPartner/fetchCenter', z.object({ search: boundedText(60).default('') }), z.object({ centres: z.array(ZCentre) }));

/** FetchCenterPartner/fetchPartner: the partner with this ARN or partner code; terminated refused. */
export const fetchPartnerCall = defineCall('FetchCenterPartner/fetchPartner', z.object({ search: boundedText(40).min(1, 'ARN / Partner Code cannot be empty.') }), z.object({ partner: ZRegPartner }));

/** FetchCenterPartner/saveCenterPartner: step 4's choice, saved on the application. */
export const ZSaveCenterPartnerRequest = z.object({
  centreCode: boundedText(20).default(''),
  partnerCode: boundedText(40).default(''),
});
export const saveCenterPartnerCall = defineCall('FetchCenterPartner/saveCenterPartner', ZSaveCenterPartnerRequest, ZNextScreen);

/** FetchCenterPartner/loadCenterPartner: step 4's saved choice. */
export const loadCenterPartnerCall = defineCall(
  'FetchCenterPartner/loadCenterPartner',
  z.object({}),
  z.object({
    centre: ZCentre.nullable(),
    partner: ZRegPartner.nullable(),
    /** Y when the partner came from the partner's link and may not be changed. */
    partnerFixed: z.enum(['Y', 'N']),
  }),
);
