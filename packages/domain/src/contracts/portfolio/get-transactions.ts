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
  amountPaise: z.number().int(),
  units: z.string(),
  nav: z.string(),
  navDate: z.string(),
  status: z.string(),
});
export type TPortfolioTransaction = z.infer<typeof ZPortfolioTransaction>;

export const ZGetTransactionsResponse = z.object({
  items: z.array(ZPortfolioTransaction),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TGetTransactionsResponse = z.infer<typeof ZGetTransactionsResponse>;

/** POST ewaportfoliows/api/portfolio/getTransactions. */
export const getTransactionsCall = defineCall('ewaportfoliows/api/portfolio/getTransactions', ZGetTransactionsRequest, ZGetTransactionsResponse);
