import { z } from 'zod';
import { assetClasses } from '../../codes/portfolio.js';
import { schemeTypes } from '../../codes/scheme-types.js';
import { ZAllocationRow, ZPortfolioAcCode, ZValuation } from './figures.js';
import { defineCall } from '../call.js';

/** POST ewaportfoliows/api/portfolio/getHoldings {acCode}: holdings at the latest NAVs. */
export const ZGetHoldingsRequest = z.object({ acCode: ZPortfolioAcCode });
export type TGetHoldingsRequest = z.input<typeof ZGetHoldingsRequest>;

export const ZHolding = ZValuation.extend({
  acCode: z.string(),
  folioNo: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  amc: z.string(),
  schemeType: z.enum(schemeTypes),
  assetClass: z.enum(assetClasses),
  /** Units held, 3 decimals. */
  units: z.string(),
  /** The NAV the holding is valued at, and its date (YYYY-MM-DD). */
  nav: z.string(),
  navDate: z.string(),
});
export type THolding = z.infer<typeof ZHolding>;

export const ZGetHoldingsResponse = z.object({
  acCode: z.string(),
  summary: ZValuation.extend({ navDate: z.string().nullable() }),
  holdings: z.array(ZHolding),
  allocation: z.array(ZAllocationRow),
});
export type TGetHoldingsResponse = z.infer<typeof ZGetHoldingsResponse>;

/** POST ewaportfoliows/api/portfolio/getHoldings. */
export const getHoldingsCall = defineCall('ewaportfoliows/api/portfolio/getHoldings', ZGetHoldingsRequest, ZGetHoldingsResponse);
