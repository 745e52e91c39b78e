import type {
  TGetSchemeInsightResponse,
  TGetSchemeListRequest,
  TGetSchemeListResponse,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

export const schemeListPath = 'ewamftrxnsws/api/scheme/getSchemeList';
export const schemeInsightPath = 'ewamftrxnsws/api/scheme/getSchemeInsight';

export function getSchemeList(
  request: TGetSchemeListRequest,
  signal?: AbortSignal,
): Promise<TGetSchemeListResponse> {
  return gatewayCall<TGetSchemeListResponse>(schemeListPath, request, { signal });
}

export function getSchemeInsight(
  schCode: string,
  signal?: AbortSignal,
): Promise<TGetSchemeInsightResponse> {
  return gatewayCall<TGetSchemeInsightResponse>(schemeInsightPath, { schCode }, { signal });
}
