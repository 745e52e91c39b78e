import { z } from 'zod';
import { dematMessages } from '../../catalogue/demat.js';
import { messages } from '../../messages.js';
import { daysBetween } from '../../rules/market-calendar.js';
import { dematStatementMaxDays } from '../../rules/demat.js';
import { parseDisplayDate } from '../../rules/format.js';
import { defineCall } from '../call.js';
import { ZPortfolioAcCode } from './figures.js';
import { ZDematAccountView } from './demat-holdings.js';

/** DD-MM-YYYY or DD/MM/YYYY as the wire sends it; becomes YYYY-MM-DD. */
const statementDate = (field: string) =>
  z
    .string({ message: messages.emptyField(field) })
    .trim()
    .min(1, messages.emptyField(field))
    .max(10, messages.invalidField(field))
    .refine((text) => parseDisplayDate(text) !== null, { message: messages.invalidField(field) })
    .transform((text) => parseDisplayDate(text) ?? '');

/** POST dpholding/v1/getTransactions {acCode, fromDate, toDate}: credits and debits, oldest first. */
export const ZDematTransactionsRequest = z
  .object({
    acCode: ZPortfolioAcCode,
    fromDate: statementDate('fromDate'),
    toDate: statementDate('toDate'),
  })
  .superRefine(({ fromDate, toDate }, ctx) => {
    if (fromDate > toDate) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: dematMessages.rangeOrder });
    else if (daysBetween(fromDate, toDate) > dematStatementMaxDays) ctx.addIssue({ code: 'custom', path: ['toDate'], message: dematMessages.rangeTooLong });
  });
export type TDematTransactionsRequest = z.input<typeof ZDematTransactionsRequest>;

export const ZDematTransaction = z.object({
  acCode: z.string(),
  /** YYYY-MM-DD, the settlement date the shares moved on. */
  tradeDate: z.string(),
  isin: z.string(),
  companyName: z.string(),
  /** BUY credits the demat account, SELL debits it. */
  type: z.enum(['BUY', 'SELL']),
  quantity: z.number().int(),
  /** Shares of the ISIN held after this movement. */
  balance: z.number().int(),
});
export type TDematTransaction = z.infer<typeof ZDematTransaction>;

export const ZDematTransactionsResponse = z.object({
  acCode: z.string(),
  /** YYYY-MM-DD, the period reported. */
  fromDate: z.string(),
  toDate: z.string(),
  dematAccounts: z.array(ZDematAccountView),
  items: z.array(ZDematTransaction),
  note: z.string(),
});
export type TDematTransactionsResponse = z.infer<typeof ZDematTransactionsResponse>;

export const dematTransactionsCall = defineCall('dpholding/v1/getTransactions', ZDematTransactionsRequest, ZDematTransactionsResponse);
