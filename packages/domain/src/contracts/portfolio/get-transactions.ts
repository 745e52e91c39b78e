import { z } from 'zod';
import { transactionPageSizes } from '../../codes/portfolio.js';
import { messages } from '../../messages.js';
import { ZPortfolioAcCode } from './figures.js';
import { defineCall } from '../call.js';

/** POST ewaportfoliows/api/portfolio/getTransactions {acCode, page, pageSize}: newest first. */
export const ZGetTransactionsRequest = z.object({
  acCode: ZPortfolioAcCode,
  page: z
    .number({ message: messages.invalidField('page') })
    .int(messages.invalidField('page'))
    .min(1, messages.invalidField('page'))
    .max(100_000, messages.invalidField('page'))
    .default(1),
  pageSize: z
    .number({ message: messages.invalidField('pageSize') })
    .int(messages.invalidField('pageSize'))
    .min(1, messages.invalidField('pageSize'))
    .max(transactionPageSizes.max, messages.invalidField('pageSize'))
    .default(transactionPageSizes.default),
});
export type TGetTransactionsRequest = z.input<typeof ZGetTransactionsRequest>;

export const ZPortfolioTransaction = z.object({
  transactionId: z.number().int(),
  acCode: z.string(),
  /** YYYY-MM-DD. */
  tradeDate: z.string(),
  trxnType: z.string(),
  trxnTypeLabel: z.string(),
  flow: z.enum(['IN', 'OUT']),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  folioNo: z.string(),
  /** What was paid in (IN) or out (OUT). */
  amountPaise: z.number().int(),
  /** Stamp duty deducted before units were allotted; 0 on redemptions and withdrawals. */
  stampDutyPaise: z.number().int(),
  units: z.string(),
  nav: z.string(),
  navDate: z.string(),
  status: z.string(),
});
export type TPortfolioTransaction = z.infer<typeof ZPortfolioTransaction>;

/** A paid purchase whose units wait for the NAV of its date to be published. */
export const ZAwaitingOrder = z.object({
  orderRef: z.string(),
  acCode: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  trxnType: z.string(),
  trxnTypeLabel: z.string(),
  amountPaise: z.number().int(),
  /** YYYY-MM-DD, the business day it was placed. */
  placedDate: z.string(),
  /** YYYY-MM-DD, the NAV it waits for. */
  navDate: z.string(),
});
export type TAwaitingOrder = z.infer<typeof ZAwaitingOrder>;

export const ZGetTransactionsResponse = z.object({
  items: z.array(ZPortfolioTransaction),
  /** On the first page: paid orders awaiting their NAV, which have no units yet. */
  awaitingNav: z.array(ZAwaitingOrder),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TGetTransactionsResponse = z.infer<typeof ZGetTransactionsResponse>;

/** POST ewaportfoliows/api/portfolio/getTransactions. */
export const getTransactionsCall = defineCall('ewaportfoliows/api/portfolio/getTransactions', ZGetTransactionsRequest, ZGetTransactionsResponse);
