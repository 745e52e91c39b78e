import { z } from 'zod';
import { riskLevels } from '../../rules/scheme-attributes.js';
import { defineCall } from '../call.js';
import { ZLatestNav } from '../schemes/get-scheme-list.js';
import { ZCategoryReturn } from './goal-fields.js';
import { ZRiskProfileView } from './risk-profile-fields.js';

/** A scheme suggested to the investor's profile, with its one-year return from its NAV history. */
export const ZSuggestedScheme = z.object({
  schCode: z.number().int(),
  schName: z.string(),
  amc: z.string(),
  plan: z.enum(['DIRECT', 'REGULAR']),
  option: z.enum(['GROWTH', 'IDCW']),
  riskometerVal: z.enum(riskLevels),
  riskLevel: z.number().int(),
  latestNav: ZLatestNav,
  /** Per cent, two decimals. */
  return1y: z.string(),
  minLumpsumPaise: z.number().int(),
  minSipPaise: z.number().int(),
  sipAllowed: z.boolean(),
});
export type TSuggestedScheme = z.infer<typeof ZSuggestedScheme>;

/**
 * Funds that suit the investor's saved risk profile: for each of its categories, the direct
 * growth plans open for purchase whose riskometer is within the profile, best one-year return
 * first. Without a profile on record there is nothing to suggest yet.
 */
export const ZGetInvestSuggestionsRequest = z.object({});
export type TGetInvestSuggestionsRequest = z.input<typeof ZGetInvestSuggestionsRequest>;

export const ZGetInvestSuggestionsResponse = z.object({
  asOnDate: z.string(),
  profile: ZRiskProfileView.nullable(),
  groups: z.array(ZCategoryReturn.extend({ schemes: z.array(ZSuggestedScheme) })),
});
export type TGetInvestSuggestionsResponse = z.infer<typeof ZGetInvestSuggestionsResponse>;

/** POST ewaportfoliows/api/helpmeinvest/getSuggestions. */
export const getInvestSuggestionsCall = defineCall('ewaportfoliows/api/helpmeinvest/getSuggestions', ZGetInvestSuggestionsRequest, ZGetInvestSuggestionsResponse);
