import { schemeTypes, type SchemeType } from '@cdesk/domain';
import { initialListing, type ListingState } from './listing-slice';

/** The filter an address asks for, from the start (other filters cleared); null when it asks none. */
export function filterFromParams(params: URLSearchParams): Omit<ListingState, 'pageNo'> | null {
  const plan = params.get('plan');
  const type = params.get('type');
  const knownType = (schemeTypes as readonly string[]).includes(type ?? '');
  if (plan !== 'direct' && plan !== 'regular' && !knownType) return null;
  const { pageNo: _pageNo, ...start } = initialListing;
  return {
    ...start,
    isDirectPlan: plan === 'direct' ? true : plan === 'regular' ? false : null,
    selectedSchemeType: knownType ? (type as SchemeType) : '',
  };
}
