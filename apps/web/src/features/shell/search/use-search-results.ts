import {
  searchModules,
  searchSchemesCall,
  type TSearchBoxResponse,
  type TSearchModule,
  type TSearchSchemesRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import { useGatewayLoad, type Loaded } from '../../../lib/use-gateway-load';
import { insightPath } from '../../../lib/paths';

/** A fund needs this many letters before the desk asks for it. */
const fundSearchMinChars = 2;
const fundResults = 6;

export type SearchResult =
  | { kind: 'fund'; id: string; label: string; detail: string; to: string }
  | { kind: 'page'; id: string; label: string; detail: string; to: string; item: TSearchModule };

export interface SearchResults {
  funds: SearchResult[];
  pages: SearchResult[];
  /** Pages then funds: the order the arrows walk. A page found is the surer match. */
  all: SearchResult[];
  waiting: boolean;
  /** The funds could not be searched; the pages still show. */
  fundsFailed: boolean;
}

function searchFunds(searchKeyword: string, signal: AbortSignal) {
  const body = { searchKeyword, maxResults: fundResults } satisfies TSearchSchemesRequest;
  return gatewayCall(searchSchemesCall, body, { signal });
}

/** What a settled search finds: funds by name, AMC or code from the gateway, pages from the box's data. */
export function useSearchResults(
  pagesData: Loaded<TSearchBoxResponse>,
  settled: string,
): Omit<SearchResults, 'waiting'> & { loading: boolean } {
  const keyword = settled.trim();
  const asked = keyword.length >= fundSearchMinChars ? keyword : null;
  const fundLoad = useGatewayLoad(asked, (signal) => searchFunds(keyword, signal)).state;
  const funds: SearchResult[] =
    asked !== null && fundLoad.status === 'ready'
      ? fundLoad.data.map((fund) => ({
          kind: 'fund',
          id: `fund-${fund.schCode}`,
          label: fund.schName,
          detail: `${fund.amc} · ${fund.plan === 'DIRECT' ? 'Direct' : 'Regular'} · ${
            fund.option === 'IDCW' ? 'IDCW' : 'Growth'
          }`,
          to: insightPath(fund.schCode),
        }))
      : [];
  const modules = pagesData.status === 'ready' ? pagesData.data : [];
  const pages: SearchResult[] = searchModules(modules, settled).map((item) => ({
    kind: 'page',
    id: `page-${item.url}`,
    label: item.displayName,
    detail: item.moduleName === item.displayName ? '' : item.moduleName,
    to: item.url,
    item,
  }));
  return {
    funds,
    pages,
    all: [...pages, ...funds],
    loading: pagesData.status === 'loading' || (asked !== null && fundLoad.status === 'loading'),
    fundsFailed: asked !== null && fundLoad.status === 'error',
  };
}
