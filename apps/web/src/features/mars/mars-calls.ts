import {
  getMarsHoldingsCall,
  getMarsInvestmentCall,
  getMarsPortfolioDetailCall,
  getMarsPortfoliosCall,
  getMarsRedemptionPreviewCall,
  onConfirmMarsRedemptionCall,
  type TGetMarsInvestmentRequest,
  type TGetMarsRedemptionPreviewRequest,
  type TMarsFilters,
  type TOnConfirmMarsRedemptionRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

/** The MARS calls, typed by the shared contracts (packages/domain/src/contracts/mars). */
export const marsCalls = {
  portfolios: (filters: TMarsFilters, signal?: AbortSignal) =>
    gatewayCall(getMarsPortfoliosCall, filters, { signal }),
  portfolio: (marsId: string, year: TMarsFilters['year'], signal?: AbortSignal) =>
    gatewayCall(getMarsPortfolioDetailCall, { marsId, year }, { signal }),
  investment: (body: TGetMarsInvestmentRequest) => gatewayCall(getMarsInvestmentCall, body),
  holdings: (signal?: AbortSignal) => gatewayCall(getMarsHoldingsCall, {}, { signal }),
  redemptionPreview: (body: TGetMarsRedemptionPreviewRequest, signal?: AbortSignal) =>
    gatewayCall(getMarsRedemptionPreviewCall, body, { signal }),
  confirmRedemption: (body: TOnConfirmMarsRedemptionRequest) =>
    gatewayCall(onConfirmMarsRedemptionCall, body),
};
