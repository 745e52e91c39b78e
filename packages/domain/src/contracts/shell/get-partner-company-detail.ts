import { z } from 'zod';
import { ZAccodeRequest, ZPartnerMedia } from './get-partner-profile.js';
import { defineCall } from '../call.js';

/** POST ewaportfoliows/api/partnerprofileoperations/getPartnerCompanyDetail {accode}. */
export const ZGetPartnerCompanyDetailRequest = ZAccodeRequest;
export type TGetPartnerCompanyDetailRequest = z.input<typeof ZGetPartnerCompanyDetailRequest>;

export const ZPartnerLicence = z.object({
  /** 'ARN', 'EUIN' or 'NJ Code'. */
  name: z.string(),
  value: z.string(),
});

/** The partner of the contact page (/contact, spec 1 section 3). Empty strings where unknown. */
export const ZGetPartnerCompanyDetailResponse = z.object({
  brcode: z.string(),
  name: z.string(),
  designation: z.string(),
  /** May be the text 'null', as in the partner profile. */
  companyName: z.string(),
  state: z.string(),
  city: z.string(),
  /** The first contact's mobile number and e-mail. */
  phone: z.string(),
  email: z.string(),
  socialLinks: z.array(ZPartnerMedia),
  expertise: z.string(),
  experience: z.string(),
  qualification: z.string(),
  /** Non-empty licence codes only. */
  licenses: z.array(ZPartnerLicence),
});
export type TGetPartnerCompanyDetailResponse = z.infer<typeof ZGetPartnerCompanyDetailResponse>;

/** POST ewaportfoliows/api/partnerprofileoperations/getPartnerCompanyDetail. */
export const getPartnerCompanyDetailCall = defineCall('ewaportfoliows/api/partnerprofileoperations/getPartnerCompanyDetail', ZGetPartnerCompanyDetailRequest, ZGetPartnerCompanyDetailResponse);
