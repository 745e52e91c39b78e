import { z } from 'zod';
import { ZAllocationRow, ZPortfolioAcCode, ZSlashDate, ZValuation } from './figures.js';
import { defineCall } from '../call.js';

/** POST ewadashboardws/api/rest/NetworthReport/netWorthReport {acCode, asOnDate dd/mm/yyyy}, Bearer auth. */
export const ZNetWorthReportRequest = z.object({
  acCode: ZPortfolioAcCode,
  asOnDate: ZSlashDate,
});
export type TNetWorthReportRequest = z.input<typeof ZNetWorthReportRequest>;

export const ZNetWorthProductRow = ZValuation.extend({
  /** The catalogue tile id (mutual-funds) and its name. */
  productId: z.string(),
  product: z.string(),
});
export type TNetWorthProductRow = z.infer<typeof ZNetWorthProductRow>;

export const ZNetWorthReportResponse = ZValuation.extend({
  acCode: z.string(),
  /** dd/mm/yyyy, as asked. */
  asOnDate: z.string(),
  /** Net worth: the current value of everything held on the date. */
  netWorthPaise: z.number().int(),
  /** The newest NAV date used (YYYY-MM-DD); null with no holdings. */
  navDate: z.string().nullable(),
  byProduct: z.array(ZNetWorthProductRow),
  byAssetClass: z.array(ZAllocationRow),
});
export type TNetWorthReportResponse = z.infer<typeof ZNetWorthReportResponse>;

/** POST ewadashboardws/api/rest/NetworthReport/netWorthReport. */
export const netWorthReportCall = defineCall('ewadashboardws/api/rest/NetworthReport/netWorthReport', ZNetWorthReportRequest, ZNetWorthReportResponse);
