import { z } from 'zod';
import type { GatewayResource } from '../call.js';
import { defineCall } from '../call.js';
import { ZDematHoldingsResponse } from '../portfolio/demat-holdings.js';
import { ZPortfolioAcCode } from '../portfolio/figures.js';
import { ZGetHoldingsResponse } from '../portfolio/get-holdings.js';

/**
 * The reports an investor may share through a trusted link: the mutual-fund holding statement
 * (opened at /report-trusted) and the demat holding statement (at /report-trusted-CM).
 */
export const trustedReportTypes = ['MF_HOLDING', 'DEMAT_HOLDING'] as const;
export type TrustedReportType = (typeof trustedReportTypes)[number];

/** How long a trusted link opens its report, in days of the business clock. */
export const trustedLinkValidDays = 7;

/** The desk page a trusted link of each report opens. */
export const trustedReportPages: Record<TrustedReportType, string> = {
  MF_HOLDING: '/report-trusted',
  DEMAT_HOLDING: '/report-trusted-CM',
};

/** A sealed id as a link carries it: base64url, bounded. */
const ZTrustedId = z.string().trim().max(1000);

/** POST reports/createTrustedLink {acCode, reportType}: a sealed, expiring id naming the report. */
export const ZCreateTrustedLinkRequest = z.object({
  acCode: ZPortfolioAcCode,
  reportType: z.enum(trustedReportTypes),
});
export const ZCreateTrustedLinkResponse = z.object({
  id: z.string(),
  reportType: z.enum(trustedReportTypes),
  /** The page to open, under the desk's base (/cdesk/report-trusted?id=...). */
  url: z.string(),
  /** The instant the link stops opening the report (ISO 8601). */
  validUntil: z.string(),
});
export type TCreateTrustedLinkResponse = z.infer<typeof ZCreateTrustedLinkResponse>;
export const createTrustedLinkCall = defineCall('reports/createTrustedLink', ZCreateTrustedLinkRequest, ZCreateTrustedLinkResponse);

/**
 * POST login/report-trusted?id={id} (spec 1 section 7.1) with an empty body, and its CM variant:
 * opened without a login. The id comes in the query as the spec sends it, or in the body.
 */
export const ZReportTrustedRequest = z.object({ id: ZTrustedId.optional() }).nullish();

export const ZTrustedReport = z.object({
  reportType: z.enum(trustedReportTypes),
  investorName: z.string(),
  acCode: z.string(),
  /** The business date the report is made on (YYYY-MM-DD). */
  asOnDate: z.string(),
  validUntil: z.string(),
  mfHoldings: ZGetHoldingsResponse.nullable(),
  dematHoldings: ZDematHoldingsResponse.nullable(),
});
export type TTrustedReport = z.infer<typeof ZTrustedReport>;

export const reportTrustedCall = defineCall('login/report-trusted', ZReportTrustedRequest, ZTrustedReport);
export const reportTrustedCmCall = defineCall('login/report-trusted-CM', ZReportTrustedRequest, ZTrustedReport);

/** POST login/report-trusted/downloadPdf {id}: the shared report as a PDF, without a login. */
export const reportTrustedPdfResource = {
  path: 'login/report-trusted/downloadPdf',
  request: z.object({ id: ZTrustedId }),
} as const satisfies GatewayResource;

/** Where a shared link stands: it opens its report, or its 7 days are over, or it was withdrawn. */
export const trustedLinkStatuses = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type TrustedLinkStatus = (typeof trustedLinkStatuses)[number];

export const ZSharedTrustedLink = z.object({
  linkId: z.number().int(),
  reportType: z.enum(trustedReportTypes),
  acCode: z.string(),
  /** When it was shared, on the business clock (ISO 8601). */
  createdAt: z.string(),
  validUntil: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(trustedLinkStatuses),
});
export type TSharedTrustedLink = z.infer<typeof ZSharedTrustedLink>;

/** POST reports/trustedLinks {}: the links the investor has shared, newest first. */
export const trustedLinksCall = defineCall('reports/trustedLinks', z.object({}).nullish(), z.object({ links: z.array(ZSharedTrustedLink) }));

/** POST reports/revokeTrustedLink {linkId}: the link stops opening its report at once. */
export const revokeTrustedLinkCall = defineCall('reports/revokeTrustedLink', z.object({ linkId: z.number().int().positive().max(2_147_483_647) }), ZSharedTrustedLink);
