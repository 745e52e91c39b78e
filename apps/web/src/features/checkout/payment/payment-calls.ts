import {
  callTranStatusInqUpiServiceCall,
  checkPayRefNoCall,
  getOrderStatusCall,
  getPaymentModeWiseBankForUccCall,
  getUpiCallBackResDetailCall,
  getUpiCollectionApiStatusCall,
  onConfirmCall,
  retryPaymentCall,
  validateSelectedBankCall,
  validateVpaCall,
  type TCallTranStatusInqUpiServiceRequest,
  type TCheckPayRefNoRequest,
  type TGetOrderStatusRequest,
  type TGetPaymentModeWiseBankForUccResponse,
  type TGetUpiCallBackResDetailRequest,
  type TGetUpiCollectionApiStatusRequest,
  type TOnConfirmRequest,
  type TRetryPaymentRequest,
  type TValidateSelectedBankRequest,
  type TValidateVpaRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

/** The payment calls of spec 3 section 7, typed by the shared contracts. */

export type PayModeBanks = TGetPaymentModeWiseBankForUccResponse;
export type PayBank = PayModeBanks['payModeList'][number]['bankList'][number];

export const paymentCalls = {
  getPaymentModeWiseBankForUcc: () => gatewayCall(getPaymentModeWiseBankForUccCall, {}),
  validateSelectedBank: (body: TValidateSelectedBankRequest) =>
    gatewayCall(validateSelectedBankCall, body),
  validateVPA: (body: TValidateVpaRequest) => gatewayCall(validateVpaCall, body),
  checkPayRefNo: (body: TCheckPayRefNoRequest) => gatewayCall(checkPayRefNoCall, body),
  onConfirm: (body: TOnConfirmRequest) => gatewayCall(onConfirmCall, body),
  getUPICollectionApiStatus: (body: TGetUpiCollectionApiStatusRequest) =>
    gatewayCall(getUpiCollectionApiStatusCall, body),
  getUpiCallBackResDetail: (body: TGetUpiCallBackResDetailRequest, signal?: AbortSignal) =>
    gatewayCall(getUpiCallBackResDetailCall, body, { signal }),
  callTranStatusInqUPIService: (body: TCallTranStatusInqUpiServiceRequest, signal?: AbortSignal) =>
    gatewayCall(callTranStatusInqUpiServiceCall, body, { signal }),
  retryPayment: (body: TRetryPaymentRequest) => gatewayCall(retryPaymentCall, body),
  getOrderStatus: (body: TGetOrderStatusRequest) => gatewayCall(getOrderStatusCall, body),
};
