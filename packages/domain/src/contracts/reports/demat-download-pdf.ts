import { z } from 'zod';
import { dematReportMessages } from '../../catalogue/demat-reports.js';
import { messages } from '../../messages.js';
import { addMonthsIso } from '../../rules/onboarding/review.js';
import { dematReportRangeMonths } from '../../rules/demat-report-range.js';
import { parseDisplayDate } from '../../rules/format.js';
import type { GatewayResource } from '../call.js';
import { ZPortfolioAcCode } from '../portfolio/figures.js';

/** The demat reports a PDF is made of: the holding statement, or the transactions of a period. */
export const dematReportTypes = ['HOLDING', 'TRANSACTION'] as const;
export type DematReportType = (typeof dematReportTypes)[number];

/** DD-MM-YYYY or DD/MM/YYYY; becomes YYYY-MM-DD. Empty is allowed here: a holding needs none. */
const reportDate = (field: string) =>
  z
    .string()
    .trim()
    .max(10, messages.invalidField(field))
    .refine((text) => text === '' || parseDisplayDate(text) !== null, {
      message: messages.invalidField(field),
    })
    .transform((text) => parseDisplayDate(text) ?? '')
    .default('');

/**
 * POST dpholding/v1/downloadPdf: the demat holding statement (reportType HOLDING, the default) or
 * the demat transaction report of fromDate to toDate (TRANSACTION, at most 6 months) as a PDF.
 * Whether toDate is after today is the server's to say: only it knows the business date.
 */
export const ZDematDownloadPdfRequest = z
  .object({
    acCode: ZPortfolioAcCode,
    reportType: z.enum(dematReportTypes, { message: messages.invalidField('reportType') }).default('HOLDING'),
    fromDate: reportDate('fromDate'),
    toDate: reportDate('toDate'),
  })
  .superRefine(({ reportType, fromDate, toDate }, ctx) => {
    if (reportType !== 'TRANSACTION') return;
    if (fromDate === '') ctx.addIssue({ code: 'custom', path: ['fromDate'], message: dematReportMessages.fromDateRequired });
    else if (toDate === '') ctx.addIssue({ code: 'custom', path: ['toDate'], message: dematReportMessages.toDateRequired });
    else if (fromDate > toDate) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: dematReportMessages.rangeOrder });
    else if (toDate > addMonthsIso(fromDate, dematReportRangeMonths)) ctx.addIssue({ code: 'custom', path: ['toDate'], message: dematReportMessages.rangeTooLong });
  });
export type TDematDownloadPdfRequest = z.input<typeof ZDematDownloadPdfRequest>;

export const dematDownloadPdfResource = {
  path: 'dpholding/v1/downloadPdf',
  request: ZDematDownloadPdfRequest,
} as const satisfies GatewayResource;
