import { z } from 'zod';
import { riskProfileIds } from '../../rules/risk-profile.js';
import { riskLevels } from '../../rules/scheme-attributes.js';

/** The investor's risk profile: what the cart's risk declaration is made against. */
export const ZRiskProfileView = z.object({
  riskProfileId: z.enum(riskProfileIds),
  profileName: z.string(),
  /** The highest riskometer taken without a risk declaration. */
  riskLevel: z.enum(riskLevels),
  about: z.string(),
  /** Null for a profile recorded before the investor took the questionnaire. */
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  /** True when money needed within three years held the profile below its score's band. */
  capped: z.boolean(),
  /** YYYY-MM-DD; null for a profile recorded before the questionnaire. */
  assessedOn: z.string().nullable(),
  answers: z.array(z.object({ questionId: z.string(), optionId: z.string() })),
});
export type TRiskProfileView = z.infer<typeof ZRiskProfileView>;
