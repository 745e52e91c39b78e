import type {
  TGetBrokerageForDirPlanRequest,
  TGetBrokerageForDirPlanResponse,
  TGetInstallmentDateRequest,
  TGetInstallmentDateResponse,
  TGetPurchaseWithSwpDetailRequest,
  TGetPurchaseWithSwpDetailResponse,
  TGetSchemeDetailRequest,
  TGetSchemeDetailResponse,
  TGetSwpStartEndDateRequest,
  TGetSwpStartEndDateResponse,
  TValidatePurchaseRequest,
  TValidatePurchaseResponse,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

/** The purchase calls of spec 3 section 7, typed by the shared contracts. */
const base = 'ewamftrxnsws/api/';

export type SchemeDetail = TGetSchemeDetailResponse;

export const purchaseCalls = {
  validatePurchase: (body: TValidatePurchaseRequest) =>
    gatewayCall<TValidatePurchaseResponse>(`${base}purchase/validatePurchase`, body),
  getSchemeDetail: (body: TGetSchemeDetailRequest) =>
    gatewayCall<SchemeDetail>(`${base}purchase/getSchemeDetail`, body),
  getBrokerageForDirPlan: (body: TGetBrokerageForDirPlanRequest) =>
    gatewayCall<TGetBrokerageForDirPlanResponse>(`${base}purchase/getBrokerageForDirPlan`, body),
  getInstallmentDate: (body: TGetInstallmentDateRequest) =>
    gatewayCall<TGetInstallmentDateResponse>(`${base}common/getInstallmentDate`, body),
  getPurchaseWithSwpDetail: (body: TGetPurchaseWithSwpDetailRequest) =>
    gatewayCall<TGetPurchaseWithSwpDetailResponse>(
      `${base}purchase/getPurchaseWithSwpDetail`,
      body,
    ),
  getSwpStartEndDate: (body: TGetSwpStartEndDateRequest) =>
    gatewayCall<TGetSwpStartEndDateResponse>(`${base}common/getSwpStartEndDate`, body),
};
