import { z } from 'zod';
import { reportMessages } from '../../catalogue/reports.js';
import { messages } from '../../messages.js';
import { financialYearRange } from '../../rules/capital-gain-statement.js';
import { parseDisplayDate } from '../../rules/format.js';
import { gainsPeriods } from '../../rules/schedule-112a.js';
import { daysBetween } from '../../rules/market-calendar.js';
import { defineCall, type GatewayResource } from '../call.js';
import { ZPaise, ZPortfolioAcCode } from '../portfolio/figures.js';

/** The longest transaction statement: ten years and the leap days in them. */
export const statementMaxDays = 3653;

const ZFolioNo = z
  .string({ message: messages.invalidField('folioNo') })
  .trim()
  .max(30, messages.invalidField('folioNo'))
  .regex(/^[A-Za-z0-9/-]*$/, messages.invalidField('folioNo'));

/** DD-MM-YYYY or DD/MM/YYYY as the wire sends it; becomes YYYY-MM-DD. */
const statementDate = (field: string) =>
  z
    .string({ message: messages.emptyField(field) })
    .trim()
    .min(1, messages.emptyField(field))
    .max(10, messages.invalidField(field))
    .refine((text) => parseDisplayDate(text) !== null, { message: messages.invalidField(field) })
    .transform((text) => parseDisplayDate(text) ?? '');

export const gainTermFilters = ['ALL', 'SHORT', 'LONG'] as const;

/**
 * POST reports/capitalGainStatement {acCode, financialYear, folioNo, schemeCode, term}: the
 * realised gains of a financial year ('2026-27'; the current one when empty), FIFO lot by lot.
 */
export const ZCapitalGainStatementRequest = z.object({
  acCode: ZPortfolioAcCode,
  financialYear: z
    .string({ message: reportMessages.financialYearInvalid })
    .trim()
    .max(7, reportMessages.financialYearInvalid)
    .refine((text) => text === '' || financialYearRange(text) !== null, {
      message: reportMessages.financialYearInvalid,
    })
    .default(''),
  folioNo: ZFolioNo.default(''),
  schemeCode: z
    .number({ message: messages.invalidField('schemeCode') })
    .int(messages.invalidField('schemeCode'))
    .min(0, messages.invalidField('schemeCode'))
    .max(99_999_999, messages.invalidField('schemeCode'))
    .default(0),
  term: z.enum(gainTermFilters, { message: messages.invalidField('term') }).default('ALL'),
});
export type TCapitalGainStatementRequest = z.input<typeof ZCapitalGainStatementRequest>;

const ZGainFigures = z.object({
  units: z.string(),
  costPaise: ZPaise,
  /** The gross: what the units were sold for, before exit load. */
  saleValuePaise: ZPaise,
  exitLoadPaise: ZPaise,
  shortTermPaise: ZPaise,
  longTermPaise: ZPaise,
  /** Gains whose term the scheme's AMFI category cannot tell. */
  undeterminedTermPaise: ZPaise,
  /** Sale value - exit load - cost. */
  gainPaise: ZPaise,
});
export type TGainFigures = z.infer<typeof ZGainFigures>;

export const ZGainLot = z.object({
  /** YYYY-MM-DD. */
  purchaseDate: z.string(),
  units: z.string(),
  purchaseNav: z.string(),
  /** The units' share of the purchase's stamp duty, part of their cost. */
  stampDutyPaise: ZPaise,
  /** Units x purchase NAV plus the stamp duty share. */
  acquisitionCostPaise: ZPaise,
  /** s. 55(2)(ac) for equity-oriented units bought before 01-02-2018. */
  grandfathering: z.enum(['NOT_APPLICABLE', 'APPLIES', 'NAV_NOT_ON_RECORD']),
  /** Units x the NAV of 31-01-2018, where grandfathering applies; null otherwise. */
  fairMarketValuePaise: ZPaise.nullable(),
  /** The cost the gain is worked out on: the acquisition cost, or the grandfathered cost. */
  costPaise: ZPaise,
  saleValuePaise: ZPaise,
  exitLoadPaise: ZPaise,
  daysHeld: z.number().int(),
  term: z.enum(['SHORT', 'LONG', 'UNDETERMINED']),
  /** The term in words: 'Short term', 'Long term' or 'Term not determinable'. */
  termText: z.string(),
  gainPaise: ZPaise,
});
export type TGainLot = z.infer<typeof ZGainLot>;

export const ZGainSale = ZGainFigures.extend({
  orderRef: z.string(),
  trxnType: z.string(),
  trxnTypeLabel: z.string(),
  /** YYYY-MM-DD: the NAV date the units were sold at. */
  saleDate: z.string(),
  /** As AMFI publishes it. */
  saleNav: z.string(),
  /** Paid out or switched: the gross (saleValuePaise) less the exit load, the bank's credit. */
  netPaise: ZPaise,
  lots: z.array(ZGainLot),
});
export type TGainSale = z.infer<typeof ZGainSale>;

export const ZGainScheme = ZGainFigures.extend({
  acCode: z.string(),
  folioNo: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  amc: z.string(),
  /** How the scheme's redemptions settle: EQUITY, DEBT or OTHER. */
  orientation: z.enum(['EQUITY', 'DEBT', 'OTHER']),
  /** How the Income-tax Act treats its units, from the AMFI category. */
  gainsClass: z.enum(['EQUITY', 'DEBT', 'LOW_EQUITY', 'OTHER', 'UNDETERMINED']),
  /** The class in words ('Class not determinable from the AMFI category' where it cannot tell). */
  gainsClassText: z.string(),
  /** The scheme's NAV of 31-01-2018 used for grandfathering, when on record. */
  grandfatheringNav: z.string().nullable(),
  sales: z.array(ZGainSale),
});
export type TGainScheme = z.infer<typeof ZGainScheme>;

export const ZCapitalGainStatementResponse = z.object({
  acCode: z.string(),
  financialYear: z.string(),
  /** The years with transactions, the current one first. */
  financialYears: z.array(z.string()),
  /** YYYY-MM-DD, the year's first and last day. */
  fromDate: z.string(),
  toDate: z.string(),
  term: z.enum(gainTermFilters),
  schemes: z.array(ZGainScheme),
  /** Every folio and scheme sold from in the year, for the filter (before folio, scheme and term filters). */
  choices: z.array(z.object({ folioNo: z.string(), schemeCode: z.number().int(), schemeName: z.string() })),
  totals: ZGainFigures,
  /**
   * The gains shown, by the periods of the financial year the return asks them by (up to 15-06,
   * 16-06 to 15-09, 16-09 to 15-12, 16-12 to 15-03, 16-03 to 31-03): s. 111A, s. 112A and the rest.
   */
  periods: z.array(
    z.object({
      period: z.enum(gainsPeriods),
      /** 'Up to 15-06', '16-06 to 15-09', ... */
      label: z.string(),
      /** YYYY-MM-DD. */
      fromDate: z.string(),
      toDate: z.string(),
      s111aPaise: ZPaise,
      s112aPaise: ZPaise,
      /** s. 112, the gains taxed at the slab and those whose section is not determinable. */
      otherPaise: ZPaise,
    }),
  ),
});
export type TCapitalGainStatementResponse = z.infer<typeof ZCapitalGainStatementResponse>;

export const capitalGainStatementCall = defineCall('reports/capitalGainStatement', ZCapitalGainStatementRequest, ZCapitalGainStatementResponse);

/** The statement as a PDF (application/pdf) and as CSV (text/csv), with the same filters. */
export const capitalGainStatementPdfResource = {
  path: 'reports/capitalGainStatementPdf',
  request: ZCapitalGainStatementRequest,
} as const satisfies GatewayResource;
export const capitalGainStatementCsvResource = {
  path: 'reports/capitalGainStatementCsv',
  request: ZCapitalGainStatementRequest,
} as const satisfies GatewayResource;

/**
 * Schedule 112A of the income-tax return for a financial year, as CSV (text/csv): the long-term
 * gains of equity-oriented units sold in the year, in the schedule's columns. Folio, scheme and
 * term filters are not applied: the schedule takes every such sale.
 */
export const ZSchedule112aRequest = ZCapitalGainStatementRequest.pick({
  acCode: true,
  financialYear: true,
});
export type TSchedule112aRequest = z.input<typeof ZSchedule112aRequest>;
export const capitalGainSchedule112aCsvResource = {
  path: 'reports/capitalGainSchedule112aCsv',
  request: ZSchedule112aRequest,
} as const satisfies GatewayResource;

/**
 * POST reports/transactionStatement {acCode, folioNo, fromDate, toDate}: a folio's allotted
 * transactions in the period, scheme by scheme, with the unit balance after each, and its paid
 * orders still awaiting their NAV. An empty folio number takes the investor's first folio.
 */
export const ZTransactionStatementRequest = z
  .object({
    acCode: ZPortfolioAcCode,
    folioNo: ZFolioNo.default(''),
    fromDate: statementDate('fromDate'),
    toDate: statementDate('toDate'),
  })
  .superRefine(({ fromDate, toDate }, ctx) => {
    if (fromDate > toDate) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: reportMessages.rangeOrder });
    else if (daysBetween(fromDate, toDate) > statementMaxDays) ctx.addIssue({ code: 'custom', path: ['toDate'], message: reportMessages.rangeTooLong });
  });
export type TTransactionStatementRequest = z.input<typeof ZTransactionStatementRequest>;

export const ZStatementLine = z.object({
  transactionId: z.number().int(),
  /** YYYY-MM-DD. */
  tradeDate: z.string(),
  navDate: z.string(),
  trxnType: z.string(),
  trxnTypeLabel: z.string(),
  flow: z.enum(['IN', 'OUT']),
  amountPaise: ZPaise,
  stampDutyPaise: ZPaise,
  units: z.string(),
  nav: z.string(),
  /** Units held after the transaction. */
  balanceUnits: z.string(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZStatementScheme = z.object({
  schemeCode: z.number().int(),
  schemeName: z.string(),
  openingUnits: z.string(),
  closingUnits: z.string(),
  /** Paid in (purchases, switches in) and paid out (redemptions, switches out) in the period. */
  inPaise: ZPaise,
  outPaise: ZPaise,
  lines: z.array(ZStatementLine),
});
export type TStatementScheme = z.infer<typeof ZStatementScheme>;

/** A paid order of the folio whose units wait for the NAV of its date: no line of the table yet. */
export const ZStatementAwaitingOrder = z.object({
  orderRef: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  trxnType: z.string(),
  trxnTypeLabel: z.string(),
  amountPaise: ZPaise,
  /** YYYY-MM-DD, the business day it was placed. */
  placedDate: z.string(),
  /** YYYY-MM-DD, the NAV it waits for. */
  navDate: z.string(),
  /** "Awaiting the NAV of DD-MM-YYYY." */
  status: z.string(),
});
export type TStatementAwaitingOrder = z.infer<typeof ZStatementAwaitingOrder>;

export const ZTransactionStatementResponse = z.object({
  acCode: z.string(),
  folioNo: z.string(),
  amc: z.string(),
  folios: z.array(z.object({ folioNo: z.string(), amc: z.string(), acCode: z.string() })),
  fromDate: z.string(),
  toDate: z.string(),
  schemes: z.array(ZStatementScheme),
  totals: z.object({ inPaise: ZPaise, outPaise: ZPaise, stampDutyPaise: ZPaise }),
  /** The folio's paid orders placed by the end of the period and still awaiting their NAV. */
  awaitingNav: z.array(ZStatementAwaitingOrder),
});
export type TTransactionStatementResponse = z.infer<typeof ZTransactionStatementResponse>;

export const transactionStatementCall = defineCall('reports/transactionStatement', ZTransactionStatementRequest, ZTransactionStatementResponse);

export const transactionStatementPdfResource = {
  path: 'reports/transactionStatementPdf',
  request: ZTransactionStatementRequest,
} as const satisfies GatewayResource;
export const transactionStatementCsvResource = {
  path: 'reports/transactionStatementCsv',
  request: ZTransactionStatementRequest,
} as const satisfies GatewayResource;
