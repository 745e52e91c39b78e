import { z } from 'zod';
import { boundedText } from '../common.js';
import { defineCall, type GatewayResourcePrefix } from '../call.js';

/** An account code the session's investor can see (their own, or a linked family member's). */
export const ZAccodeRequest = z.object({
  accode: boundedText(32).min(1, 'accode cannot be empty.'),
});

/** POST ewaportfoliows/api/partnerprofileoperations/getPartnerProfile {accode}. */
export const ZGetPartnerProfileRequest = ZAccodeRequest;
export type TGetPartnerProfileRequest = z.input<typeof ZGetPartnerProfileRequest>;

export const ZPartnerContact = z.object({ mobileNo: z.string(), emailId: z.string() });
export const ZPartnerMedia = z.object({
  /** The partner's page on the social network. */
  mediaLink: z.string(),
  /** A 20px icon for it, served by the gateway (GET /cdesk/gw/media/icons/<name>.svg). */
  mediaIconLink: z.string(),
});

/**
 * The partner popup of spec 1 section 2.5. Image fields are gateway paths ('' when the partner has
 * none: show the initial); partnerCompName may be the text 'null', which the popup hides.
 */
export const ZGetPartnerProfileResponse = z.object({
  relationshipHandlerName: z.string(),
  relationshipHandlerDesignation: z.string(),
  partnerProfilePicture: z.string(),
  partnerCompName: z.string(),
  partnerCompLogoURL: z.string(),
  arn: z.string(),
  euin: z.string(),
  njCode: z.string(),
  captionProductBasket: z.string(),
  /** Comma-separated product names. */
  productBasket: z.string(),
  contactList: z.array(ZPartnerContact),
  mediaList: z.array(ZPartnerMedia),
});
export type TGetPartnerProfileResponse = z.infer<typeof ZGetPartnerProfileResponse>;
export type TPartnerDetails = TGetPartnerProfileResponse;

/** POST ewaportfoliows/api/partnerprofileoperations/getPartnerProfile. */
export const getPartnerProfileCall = defineCall('ewaportfoliows/api/partnerprofileoperations/getPartnerProfile', ZGetPartnerProfileRequest, ZGetPartnerProfileResponse);

/** GET media/partner/<file>: partner pictures and company logos. */
export const partnerImageResource = {
  pathPrefix: 'media/partner/',
} as const satisfies GatewayResourcePrefix;

/** GET media/icons/<name>.svg: the icons of the partner's social media links. */
export const socialIconResource = {
  pathPrefix: 'media/icons/',
} as const satisfies GatewayResourcePrefix;
