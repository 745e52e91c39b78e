import { z } from 'zod';
import { schemeTypes } from '../../codes/scheme-types.js';
import { riskLevels } from '../../rules/scheme-attributes.js';
import { boundedText } from '../common.js';
import { defineCall } from '../call.js';

/** Latest NAV as the scheme detail response names it: a decimal string and its ISO date. */
export const ZLatestNav = z.object({
  latestNav: z.string(),
  navDate: z.string(),
});
export type TLatestNav = z.infer<typeof ZLatestNav>;

export const schemeListSortKeys = ['name', 'nav', 'return1y', 'risk'] as const;
export type SchemeListSortKey = (typeof schemeListSortKeys)[number];
export const schemeListMaxPageSize = 100;

/** An empty string is the filter's "all". */
const allOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .optional()
    .default('');

/**
 * POST ewamftrxnsws/api/scheme/getSchemeList: the mutual fund filter of spec 1 section 3
 * (isDirectPlan, selectedSchemeType, selectedSubType, selectedAmc, selectedRisk, searchKeyword)
 * with paging and sort. isDirectPlan null or absent lists both plans.
 */
export const ZGetSchemeListRequest = z.object({
  isDirectPlan: z.boolean().nullable().optional().default(null),
  selectedSchemeType: allOr(schemeTypes),
  selectedSubType: boundedText(120).optional().default(''),
  selectedAmc: boundedText(120).optional().default(''),
  selectedRisk: allOr(riskLevels),
  searchKeyword: boundedText(100).optional().default(''),
  pageNo: z.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.number().int().min(1).max(schemeListMaxPageSize).optional().default(20),
  sortBy: z.enum(schemeListSortKeys).optional().default('name'),
  sortOrder: z.enum(['asc', 'desc']).optional().default('asc'),
});
export type TGetSchemeListRequest = z.input<typeof ZGetSchemeListRequest>;
export type TSchemeListFilter = z.output<typeof ZGetSchemeListRequest>;

/** What names a scheme, in the listing and the insight alike. */
export const ZSchemeIdentity = z.object({
  schCode: z.number().int(),
  schName: z.string(),
  amc: z.string(),
  category: z.string(),
  subType: z.string(),
  schemeType: z.enum(schemeTypes),
  plan: z.enum(['DIRECT', 'REGULAR']),
  option: z.enum(['GROWTH', 'IDCW']),
});
export type TSchemeIdentity = z.infer<typeof ZSchemeIdentity>;

export const ZSchemeListItem = ZSchemeIdentity.extend({
  latestNav: ZLatestNav.nullable(),
  /** Point-to-point percentage over one year to the latest NAV, two decimals; null without history. */
  return1y: z.string().nullable(),
  riskometerVal: z.enum(riskLevels),
  riskLevel: z.number().int().min(1).max(6),
  isNfo: z.boolean(),
  purchaseAllowed: z.boolean(),
  sipAllowed: z.boolean(),
});
export type TSchemeListItem = z.infer<typeof ZSchemeListItem>;

export const ZSchemeFilterOptions = z.object({
  schemeTypes: z.array(z.enum(schemeTypes)),
  /** Sub types of the selected scheme type (all when none is selected). */
  subTypes: z.array(z.string()),
  amcs: z.array(z.string()),
  riskLevels: z.array(z.enum(riskLevels)),
});
export type TSchemeFilterOptions = z.infer<typeof ZSchemeFilterOptions>;

export const ZGetSchemeListResponse = z.object({
  schemes: z.array(ZSchemeListItem),
  totalCount: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  filterOptions: ZSchemeFilterOptions,
});
export type TGetSchemeListResponse = z.infer<typeof ZGetSchemeListResponse>;

/** POST ewamftrxnsws/api/scheme/getSchemeList. */
export const getSchemeListCall = defineCall('ewamftrxnsws/api/scheme/getSchemeList', ZGetSchemeListRequest, ZGetSchemeListResponse);
