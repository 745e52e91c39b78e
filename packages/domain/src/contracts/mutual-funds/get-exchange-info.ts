import { z } from 'zod';
import { boundedText, ZYesNo } from '../common.js';
import { ZExchangeCode, ZPayMode, ZRupees, ZSchCode, ZSchOpt } from './purchase-fields.js';
import { defineCall } from '../call.js';

/** Per-item exchange info of spec 3 section 3. */
export const ZExchangeSchemeDetail = z.object({
  scheme: ZSchCode,
  opt: ZSchOpt.optional(),
  planType: z.enum(['D', 'R']),
  nfo: ZYesNo.default('N'),
  totalAmount: ZRupees,
});

/** POST ewamftrxnsws/api/common/getExchangeInfo. */
export const ZGetExchangeInfoRequest = z.object({
  exchangeSchemeDetails: z.array(ZExchangeSchemeDetail).min(1).max(20),
  totalAmount: ZRupees,
  payMode: ZPayMode.optional(),
  bankCode: boundedText(20).optional(),
  bankAccNo: boundedText(30).optional(),
  njAcNo: boundedText(20).optional(),
  project: z.literal('EWA').default('EWA'),
  accType: boundedText(10).optional(),
  mode: z.enum(['P', 'D']).default('P'),
  trxnType: z.literal('PIP').default('PIP'),
  moduleName: z.literal('AUTH').optional(),
});
export type TGetExchangeInfoRequest = z.input<typeof ZGetExchangeInfoRequest>;

export const ZGetExchangeInfoResponse = z.object({
  exCode: ZExchangeCode,
  exchangeName: z.string(),
  schemeExchList: z.array(z.object({ scheme: z.number().int(), exCode: ZExchangeCode })),
});
export type TGetExchangeInfoResponse = z.infer<typeof ZGetExchangeInfoResponse>;

/** POST ewamftrxnsws/api/common/getExchangeInfo. */
export const getExchangeInfoCall = defineCall('ewamftrxnsws/api/common/getExchangeInfo', ZGetExchangeInfoRequest, ZGetExchangeInfoResponse);
