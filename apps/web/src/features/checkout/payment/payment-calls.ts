import type {
  TCheckPayRefNoRequest,
  TCheckPayRefNoResponse,
  TGetOrderStatusRequest,
  TGetOrderStatusResponse,
  TGetPaymentModeWiseBankForUccResponse,
  TGetUpiCallBackResDetailRequest,
  TGetUpiCollectionApiStatusRequest,
  TGetUpiCollectionApiStatusResponse,
  TOnConfirmRequest,
  TOnConfirmResponse,
  TRetryPaymentRequest,
  TRetryPaymentResponse,
  TUpiStatusResponse,
  TValidateSelectedBankRequest,
  TValidateSelectedBankResponse,
  TValidateVpaRequest,
  TValidateVpaResponse,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

/** The payment calls of spec 3 section 7, typed by the shared contracts. */
const base = 'ewamftrxnsws/api/';

export type PayModeBanks = TGetPaymentModeWiseBankForUccResponse;
export type PayBank = PayModeBanks['payModeList'][number]['bankList'][number];

export const paymentCalls = {
  getPaymentModeWiseBankForUcc: () =>
    gatewayCall<PayModeBanks>(`${base}common/getPaymentModeWiseBankForUcc`, {}),
  validateSelectedBank: (body: TValidateSelectedBankRequest) =>
    gatewayCall<TValidateSelectedBankResponse>(`${base}purchase/validateSelectedBank`, body),
  validateVPA: (body: TValidateVpaRequest) =>
    gatewayCall<TValidateVpaResponse>(`${base}purchase/validateVPA`, body),
  checkPayRefNo: (body: TCheckPayRefNoRequest) =>
    gatewayCall<TCheckPayRefNoResponse>(`${base}purchase/checkPayRefNo`, body),
  onConfirm: (body: TOnConfirmRequest) =>
    gatewayCall<TOnConfirmResponse>(`${base}purchase/onConfirm`, body),
  getUPICollectionApiStatus: (body: TGetUpiCollectionApiStatusRequest) =>
    gatewayCall<TGetUpiCollectionApiStatusResponse>(
      `${base}purchase/getUPICollectionApiStatus`,
      body,
    ),
  getUpiCallBackResDetail: (body: TGetUpiCallBackResDetailRequest, signal?: AbortSignal) =>
    gatewayCall<TUpiStatusResponse>(`${base}purchase/getUpiCallBackResDetail`, body, { signal }),
  retryPayment: (body: TRetryPaymentRequest) =>
    gatewayCall<TRetryPaymentResponse>(`${base}purchase/retryPayment`, body),
  getOrderStatus: (body: TGetOrderStatusRequest) =>
    gatewayCall<TGetOrderStatusResponse>(`${base}purchase/getOrderStatus`, body),
};
