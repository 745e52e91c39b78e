import { z } from 'zod';
import { boundedText } from '../common.js';
import { ZExchangeCode } from '../mutual-funds/purchase-fields.js';
import { ZTrxnId } from './upi-status.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/getUPICollectionApiStatus: sends the collect request. */
export const ZGetUpiCollectionApiStatusRequest = z.object({
  trxnid: ZTrxnId,
  payBankAccNo: boundedText(30).optional(),
  payBankIfsc: boundedText(11).optional(),
  payerVirtualAddress: boundedText(100).min(1),
  VPAVerifyDtlSrNo: boundedText(40).min(1),
  segment: z.literal('MF').default('MF'),
  schExch: ZExchangeCode.optional(),
});
export type TGetUpiCollectionApiStatusRequest = z.input<typeof ZGetUpiCollectionApiStatusRequest>;

/** collectionApiStatus SUCCESS: go to the UPI wait page; otherwise show collectionApiStatusDes. */
export const ZGetUpiCollectionApiStatusResponse = z.object({
  collectionApiStatus: z.enum(['SUCCESS', 'ERROR']),
  collectionApiStatusDes: z.string(),
  UPIREFTRXNID: z.string(),
  upiTimer: z.number().int(),
});
export type TGetUpiCollectionApiStatusResponse = z.infer<typeof ZGetUpiCollectionApiStatusResponse>;

/** POST ewamftrxnsws/api/purchase/getUPICollectionApiStatus. */
export const getUpiCollectionApiStatusCall = defineCall('ewamftrxnsws/api/purchase/getUPICollectionApiStatus', ZGetUpiCollectionApiStatusRequest, ZGetUpiCollectionApiStatusResponse);
