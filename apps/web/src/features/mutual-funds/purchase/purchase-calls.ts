import {
  getBrokerageForDirPlanCall,
  getInstallmentDateCall,
  getPurchaseWithSwpDetailCall,
  getSchemeDetailCall,
  getSwpStartEndDateCall,
  validatePurchaseCall,
  type TGetBrokerageForDirPlanRequest,
  type TGetInstallmentDateRequest,
  type TGetPurchaseWithSwpDetailRequest,
  type TGetSchemeDetailRequest,
  type TGetSchemeDetailResponse,
  type TGetSwpStartEndDateRequest,
  type TValidatePurchaseRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

/** The purchase calls of spec 3 section 7, typed by the shared contracts. */

export type SchemeDetail = TGetSchemeDetailResponse;

export const purchaseCalls = {
  validatePurchase: (body: TValidatePurchaseRequest) => gatewayCall(validatePurchaseCall, body),
  getSchemeDetail: (body: TGetSchemeDetailRequest) => gatewayCall(getSchemeDetailCall, body),
  getBrokerageForDirPlan: (body: TGetBrokerageForDirPlanRequest) =>
    gatewayCall(getBrokerageForDirPlanCall, body),
  getInstallmentDate: (body: TGetInstallmentDateRequest) =>
    gatewayCall(getInstallmentDateCall, body),
  getPurchaseWithSwpDetail: (body: TGetPurchaseWithSwpDetailRequest) =>
    gatewayCall(getPurchaseWithSwpDetailCall, body),
  getSwpStartEndDate: (body: TGetSwpStartEndDateRequest) =>
    gatewayCall(getSwpStartEndDateCall, body),
};
