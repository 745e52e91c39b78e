import {
  checkRedPoaValidationCall,
  checkSwitchPoaValidationCall,
  generateTrxnOtpCall,
  getInstaCashDetailCall,
  getRedeemableHoldingsCall,
  getRedemptionPreviewCall,
  getSellOrderStatusCall,
  getSwitchPreviewCall,
  getSwitchTargetsCall,
  onConfirmInstaCashCall,
  onConfirmRedemptionCall,
  onConfirmSwitchCall,
  verifyEdisAuthorisationCall,
  type TGenerateTrxnOtpRequest,
  type TGetRedemptionPreviewRequest,
  type TGetSwitchPreviewRequest,
  type TGetSwitchTargetsRequest,
  type TOnConfirmInstaCashRequest,
  type TOnConfirmRedemptionRequest,
  type TOnConfirmSwitchRequest,
  type TPoaValidationRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

/** The selling calls, typed by the shared contracts (packages/domain/src/contracts/selling). */
export const sellCalls = {
  redeemableHoldings: (signal?: AbortSignal) =>
    gatewayCall(getRedeemableHoldingsCall, {}, { signal }),
  redemptionPreview: (body: TGetRedemptionPreviewRequest, signal?: AbortSignal) =>
    gatewayCall(getRedemptionPreviewCall, body, { signal }),
  generateOtp: (body: TGenerateTrxnOtpRequest) => gatewayCall(generateTrxnOtpCall, body),
  confirmRedemption: (body: TOnConfirmRedemptionRequest) =>
    gatewayCall(onConfirmRedemptionCall, body),
  redemptionPoa: (body: TPoaValidationRequest, signal?: AbortSignal) =>
    gatewayCall(checkRedPoaValidationCall, body, { signal }),
  switchPoa: (body: TPoaValidationRequest, signal?: AbortSignal) =>
    gatewayCall(checkSwitchPoaValidationCall, body, { signal }),
  switchTargets: (body: TGetSwitchTargetsRequest, signal?: AbortSignal) =>
    gatewayCall(getSwitchTargetsCall, body, { signal }),
  switchPreview: (body: TGetSwitchPreviewRequest, signal?: AbortSignal) =>
    gatewayCall(getSwitchPreviewCall, body, { signal }),
  confirmSwitch: (body: TOnConfirmSwitchRequest) => gatewayCall(onConfirmSwitchCall, body),
  instaCashDetail: (signal?: AbortSignal) => gatewayCall(getInstaCashDetailCall, {}, { signal }),
  confirmInstaCash: (body: TOnConfirmInstaCashRequest) => gatewayCall(onConfirmInstaCashCall, body),
  orderStatus: (tid: string, signal?: AbortSignal) =>
    gatewayCall(getSellOrderStatusCall, { tid }, { signal }),
  verifyEdis: (edisTrxnNo: string, signal?: AbortSignal) =>
    gatewayCall(verifyEdisAuthorisationCall, { edisTrxnNo }, { signal }),
};
