import { z } from 'zod';
import { boundedText } from '../../common.js';
import { defineCall } from '../../call.js';
import { ZValidateVpaResponse } from '../../payments/validate-vpa.js';
import { ZTrxnId, ZUpiStatusResponse } from '../../payments/upi-status.js';

/** POST DPcharges/vpaAuthentication: verifies a UPI ID ('VE' when verified). */
export const ZVpaAuthenticationRequest = z.object({
  payerVirtualAddress: boundedText(100).default(''),
});
export const vpaAuthenticationCall = defineCall('DPcharges/vpaAuthentication', ZVpaAuthenticationRequest, ZValidateVpaResponse);

/** POST DPcharges/statusInquiry: where the UPI collect request of a DDPI stamp duty stands. */
export const ZStatusInquiryRequest = z.object({
  trxnid: ZTrxnId,
  UPIRefTrxnID: boundedText(60).default(''),
});
export const statusInquiryCall = defineCall('DPcharges/statusInquiry', ZStatusInquiryRequest, ZUpiStatusResponse);
