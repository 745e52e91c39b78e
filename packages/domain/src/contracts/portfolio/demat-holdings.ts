import { z } from 'zod';
import { depositoryNames } from '../../rules/demat.js';
import { defineCall } from '../call.js';
import { ZPaise, ZPortfolioAcCode } from './figures.js';

/** POST dpholding/v1/getHoldings {acCode}: equity holdings at the depository, ALL for the family. */
export const ZDematHoldingsRequest = z.object({ acCode: ZPortfolioAcCode });
export type TDematHoldingsRequest = z.input<typeof ZDematHoldingsRequest>;

/** An account's demat account with the depository participant; the client id is masked. */
export const ZDematAccountView = z.object({
  acCode: z.string(),
  depository: z.enum(depositoryNames),
  dpId: z.string(),
  /** The 8-digit client id with all but its last four digits masked. */
  clientId: z.string(),
});
export type TDematAccountView = z.infer<typeof ZDematAccountView>;

export const ZDematHolding = z.object({
  acCode: z.string(),
  isin: z.string(),
  companyName: z.string(),
  /** Whole shares: free + pledged + locked in. */
  quantity: z.number().int(),
  freeQuantity: z.number().int(),
  pledgedQuantity: z.number().int(),
  lockedInQuantity: z.number().int(),
  /** The closing price per share and its date (YYYY-MM-DD). */
  pricePaise: ZPaise,
  priceDate: z.string(),
  /** quantity x pricePaise, exactly. */
  valuePaise: ZPaise,
});
export type TDematHolding = z.infer<typeof ZDematHolding>;

export const ZDematHoldingsResponse = z.object({
  acCode: z.string(),
  dematAccounts: z.array(ZDematAccountView),
  holdings: z.array(ZDematHolding),
  totalValuePaise: ZPaise,
  /** True when the prices are the sandbox depository's sample prices, not market quotes. */
  isDemoPrice: z.boolean(),
  /** Why the list is empty (no demat account), or what the prices are; '' when nothing to say. */
  note: z.string(),
});
export type TDematHoldingsResponse = z.infer<typeof ZDematHoldingsResponse>;

export const dematHoldingsCall = defineCall('dpholding/v1/getHoldings', ZDematHoldingsRequest, ZDematHoldingsResponse);
