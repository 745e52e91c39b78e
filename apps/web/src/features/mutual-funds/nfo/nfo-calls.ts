import { getNfoListCall, type TGetNfoListResponse } from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

export function getNfoList(keyword: string, signal?: AbortSignal): Promise<TGetNfoListResponse> {
  return gatewayCall(getNfoListCall, { keyword }, { signal });
}
