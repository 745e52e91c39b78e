import {
  getSchemeInsightCall,
  getSchemeListCall,
  type TGetSchemeInsightResponse,
  type TGetSchemeListRequest,
  type TGetSchemeListResponse,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

export function getSchemeList(
  request: TGetSchemeListRequest,
  signal?: AbortSignal,
): Promise<TGetSchemeListResponse> {
  return gatewayCall(getSchemeListCall, request, { signal });
}

export function getSchemeInsight(
  schCode: string,
  signal?: AbortSignal,
): Promise<TGetSchemeInsightResponse> {
  return gatewayCall(getSchemeInsightCall, { schCode }, { signal });
}
