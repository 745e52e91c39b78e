import { z } from 'zod';
import { riskLevels } from '../../rules/scheme-attributes.js';
import { boundedText } from '../common.js';
import { defineCall } from '../call.js';

/**
 * POST ewamftrxnsws/api/nfo/getNfoList: the new fund offers, open ones first, then upcoming, then
 * closed, each with its subscription window; `keyword` keeps those whose name or fund house has
 * every word typed.
 */
export const ZGetNfoListRequest = z.object({
  keyword: boundedText(100).optional().default(''),
});
export type TGetNfoListRequest = z.input<typeof ZGetNfoListRequest>;

export const ZNfoItem = z.object({
  schCode: z.number().int(),
  schName: z.string(),
  amc: z.string(),
  category: z.string(),
  subType: z.string(),
  plan: z.enum(['DIRECT', 'REGULAR']),
  option: z.enum(['GROWTH', 'IDCW']),
  riskometerVal: z.enum(riskLevels),
  riskLevel: z.number().int(),
  /** YYYY-MM-DD. */
  openDate: z.string(),
  closeDate: z.string(),
  status: z.enum(['OPEN', 'UPCOMING', 'CLOSED']),
  /** The price units are allotted at during the offer. */
  offerNav: z.string(),
  minLumpsumPaise: z.number().int(),
  minSipPaise: z.number().int(),
  sipAllowed: z.boolean(),
  exitLoad: z.string(),
  benchmark: z.string(),
});
export type TNfoItem = z.infer<typeof ZNfoItem>;

export const ZGetNfoListResponse = z.object({
  asOnDate: z.string(),
  /** Y for an E-Wealth MF account, which cannot buy new fund offers. */
  emfRestricted: z.enum(['Y', 'N']),
  nfos: z.array(ZNfoItem),
});
export type TGetNfoListResponse = z.infer<typeof ZGetNfoListResponse>;

/** POST ewamftrxnsws/api/nfo/getNfoList. */
export const getNfoListCall = defineCall('ewamftrxnsws/api/nfo/getNfoList', ZGetNfoListRequest, ZGetNfoListResponse);
