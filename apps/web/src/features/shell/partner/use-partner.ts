import {
  getPartnerCompanyDetailCall,
  getPartnerProfileCall,
  type GatewayCall,
  type ReplyOf,
  type RequestOf,
  type TGetPartnerCompanyDetailResponse,
  type TGetPartnerProfileRequest,
  type TPartnerDetails,
} from '@cdesk/domain';
import type { PayloadAction } from '@reduxjs/toolkit';
import { gatewayCall } from '../../../lib/api';
import {
  partnerCompanyLoaded,
  partnerLoaded,
  selectFrame,
  type FrameState,
} from '../../../lib/frame-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useGatewayLoad, type Loaded } from '../../../lib/use-gateway-load';

/** The partner is the investor's own: looked up by the account code of the login. */
function usePartnerAccode(): string {
  return useAppSelector((state) => state.access.ucc_dtl[0]?.acCode ?? '');
}

/** POSTs {accode} to `call` once per account code; later renders read the store (spec 1 section 3). */
function useCachedByAccode<C extends GatewayCall>(
  call: C,
  cacheOf: (frame: FrameState) => Record<string, ReplyOf<C>>,
  loaded: (accode: string, data: ReplyOf<C>) => PayloadAction<unknown>,
): Loaded<ReplyOf<C>> {
  const accode = usePartnerAccode();
  const cached = useAppSelector((state) => cacheOf(selectFrame(state))[accode]);
  const dispatch = useAppDispatch();
  const load = async (signal: AbortSignal) => {
    const body = { accode } satisfies TGetPartnerProfileRequest;
    const data = await gatewayCall(call, body as RequestOf<C>, { signal });
    dispatch(loaded(accode, data));
    return data;
  };
  const { state } = useGatewayLoad(cached === undefined && accode ? accode : null, load, {
    transition: true,
  });
  return cached === undefined ? state : { status: 'ready', data: cached };
}

/** POST getPartnerProfile {accode}: the popup's partner. */
export function usePartnerProfile(): Loaded<TPartnerDetails> {
  return useCachedByAccode(
    getPartnerProfileCall,
    (frame) => frame.partners,
    (accode, partner) => partnerLoaded({ accode, partner }),
  );
}

/** POST getPartnerCompanyDetail {accode}: the contact page's full details. */
export function usePartnerCompany(): Loaded<TGetPartnerCompanyDetailResponse> {
  return useCachedByAccode(
    getPartnerCompanyDetailCall,
    (frame) => frame.partnerCompanies,
    (accode, company) => partnerCompanyLoaded({ accode, company }),
  );
}
