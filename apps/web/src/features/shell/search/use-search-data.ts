import {
  searchBoxWfmModuleListCall,
  searchProject,
  type TSearchBoxRequest,
  type TSearchBoxResponse,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import { useGatewayLoad, type Loaded } from '../../../lib/use-gateway-load';

function searchBoxModules(signal: AbortSignal) {
  const body = { ...searchProject, needSearchBoxData: 'yes' } satisfies TSearchBoxRequest;
  return gatewayCall(searchBoxWfmModuleListCall, body, { signal });
}

/** The search box's modules, loaded when the header mounts (spec 1 section 4.5). */
export function useSearchData(): Loaded<TSearchBoxResponse> {
  return useGatewayLoad('search', searchBoxModules, { transition: true }).state;
}
