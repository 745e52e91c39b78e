import type { TGetSchemeListResponse } from '@cdesk/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { filterFromParams } from './listing-params';
import { filterChanged, selectListing, type ListingState } from './listing-slice';
import { getSchemeList } from './scheme-api';

const pageSize = 20;

function requestOf(filter: ListingState) {
  return { ...filter, pageSize };
}

/**
 * The last page of funds shown, by its request. Back from a fund draws it at once, so the list has
 * its height when the scroll position is put back; the page then asks again.
 */
let lastShown: { key: string; data: TGetSchemeListResponse } | null = null;

/** A filter in the address (a link from the dashboard) applies once; the address then drops it. */
export function useFilterFromAddress(): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  useEffect(() => {
    const asked = filterFromParams(new URLSearchParams(query));
    if (!asked) return;
    dispatch(filterChanged(asked));
    setParams({}, { replace: true });
  }, [query, dispatch, setParams]);
}

/** The funds through the current filter, keeping the last page shown while the next one loads. */
export function useFundList() {
  const filter = useAppSelector(selectListing);
  const request = requestOf(filter);
  const key = JSON.stringify(request);
  const {
    state: remote,
    data: answer,
    retry,
  } = useGatewayLoad(key, (signal) => getSchemeList(request, signal), { keepPrevious: true });
  const refreshing = remote.status === 'ready' && remote.refreshing === true;
  useEffect(() => {
    if (answer && !refreshing) lastShown = { key, data: answer };
  }, [answer, refreshing, key]);
  const data = answer ?? (lastShown?.key === key ? lastShown.data : null);
  return { filter, remote, retry, refreshing, data };
}

export type FundList = ReturnType<typeof useFundList>;
