import { z } from 'zod';
import { schemeMessages } from '../../messages.js';
import { returnPeriods } from '../../rules/returns.js';
import { riskLevels, sipFrequencyList } from '../../rules/scheme-attributes.js';
import { ZLatestNav, ZSchemeIdentity } from './get-scheme-list.js';
import { defineCall, type GatewayResourcePrefix } from '../call.js';

const maxSchemeCode = 2_147_483_647;

/** A scheme code as a number or a string of digits, as the routes' schCode arrives. */
export const ZSchCode = z
  .union(
    [
      z.number({ message: schemeMessages.schemeCode }),
      z
        .string({ message: schemeMessages.schemeCode })
        .trim()
        .regex(/^\d{1,10}$/, schemeMessages.schemeCode)
        .transform(Number),
    ],
    { message: schemeMessages.schemeCode },
  )
  .pipe(z.number().int(schemeMessages.schemeCode).min(1, schemeMessages.schemeCode).max(maxSchemeCode, schemeMessages.schemeCode));

/** POST ewamftrxnsws/api/scheme/getSchemeInsight {schCode}: what /scheme-insight/{schCode} shows. */
export const ZGetSchemeInsightRequest = z.object({ schCode: ZSchCode });
export type TGetSchemeInsightRequest = z.input<typeof ZGetSchemeInsightRequest>;

export const ZNavPoint = z.object({ navDate: z.string(), nav: z.string() });
export type TNavPoint = z.infer<typeof ZNavPoint>;

export const ZSchemeReturn = z.object({
  period: z.enum(returnPeriods.map((p) => p.period) as [string, ...string[]]),
  /** The date the period starts on, and the NAV on or before it that the return starts from. */
  fromDate: z.string(),
  fromNav: ZNavPoint.nullable(),
  /** Percentage with two decimals; null when the history does not reach back that far. */
  returnPct: z.string().nullable(),
});
export type TSchemeReturn = z.infer<typeof ZSchemeReturn>;

export const ZSchemeDocument = z.object({ fileName: z.string(), fileUrl: z.string() });
export type TSchemeDocument = z.infer<typeof ZSchemeDocument>;

export const ZGetSchemeInsightResponse = ZSchemeIdentity.extend({
  isin: z.string().nullable(),
  active: z.boolean(),
  latestNav: ZLatestNav.nullable(),
  /** One year of NAVs to the latest, oldest first. */
  navHistory: z.array(ZNavPoint),
  returns: z.array(ZSchemeReturn),
  riskometerVal: z.enum(riskLevels),
  riskLevel: z.number().int().min(1).max(6),
  exitLoad: z.string(),
  benchmark: z.string(),
  minLumpsumPaise: z.number().int(),
  minAdditionalPaise: z.number().int(),
  minSipPaise: z.number().int(),
  maxAmountPaise: z.number().int().nullable(),
  sipDates: z.array(z.number().int()),
  sipFrequencies: z.array(
    z.object({
      freqId: z.enum(sipFrequencyList.map((f) => f.freqId) as [string, ...string[]]),
      label: z.string(),
    }),
  ),
  lockInDays: z.number().int(),
  isLiquidOrOvernight: z.boolean(),
  isNfo: z.boolean(),
  nfoWindow: z.object({ openDate: z.string(), closeDate: z.string() }).nullable(),
  purchaseAllowed: z.boolean(),
  swpAllowed: z.boolean(),
  kimFileList: z.array(ZSchemeDocument),
  offerFileList: z.array(ZSchemeDocument),
});
export type TGetSchemeInsightResponse = z.infer<typeof ZGetSchemeInsightResponse>;

/** POST ewamftrxnsws/api/scheme/getSchemeInsight. */
export const getSchemeInsightCall = defineCall('ewamftrxnsws/api/scheme/getSchemeInsight', ZGetSchemeInsightRequest, ZGetSchemeInsightResponse);

/** GET scheme-documents/<schCode>/<kim|sid|sai>.pdf: the offer documents of a scheme. */
export const schemeDocumentResource = {
  pathPrefix: 'scheme-documents/',
} as const satisfies GatewayResourcePrefix;
