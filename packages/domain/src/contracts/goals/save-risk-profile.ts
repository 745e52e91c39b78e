import { z } from 'zod';
import { goalMessages } from '../../catalogue/goals.js';
import { riskQuestions } from '../../rules/risk-profile.js';
import { defineCall } from '../call.js';
import { ZRiskProfileView } from './risk-profile-fields.js';

const ZAnswerId = z.string({ message: goalMessages.riskAnswerInvalid }).trim().max(20, goalMessages.riskAnswerInvalid);

/**
 * Help me invest: the answers to the risk-profile questionnaire, one per question. The server
 * scores them and keeps the profile as the investor's, the one the purchase cart's risk
 * declaration is made against.
 */
export const ZSaveRiskProfileRequest = z.object({
  answers: z.array(z.object({ questionId: ZAnswerId, optionId: ZAnswerId }), { message: goalMessages.riskAnswer }).max(riskQuestions.length, goalMessages.riskAnswerInvalid),
});
export type TSaveRiskProfileRequest = z.input<typeof ZSaveRiskProfileRequest>;

export const ZSaveRiskProfileResponse = z.object({ profile: ZRiskProfileView, message: z.string() });
export type TSaveRiskProfileResponse = z.infer<typeof ZSaveRiskProfileResponse>;

/** POST ewaportfoliows/api/helpmeinvest/saveRiskProfile. */
export const saveRiskProfileCall = defineCall('ewaportfoliows/api/helpmeinvest/saveRiskProfile', ZSaveRiskProfileRequest, ZSaveRiskProfileResponse);
