import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZRiskProfileView } from './risk-profile-fields.js';

/** The investor's risk profile, null when none is on record. */
export const ZGetRiskProfileRequest = z.object({});
export type TGetRiskProfileRequest = z.input<typeof ZGetRiskProfileRequest>;

export const ZGetRiskProfileResponse = z.object({ profile: ZRiskProfileView.nullable() });
export type TGetRiskProfileResponse = z.infer<typeof ZGetRiskProfileResponse>;

/** POST ewaportfoliows/api/helpmeinvest/getRiskProfile. */
export const getRiskProfileCall = defineCall('ewaportfoliows/api/helpmeinvest/getRiskProfile', ZGetRiskProfileRequest, ZGetRiskProfileResponse);
