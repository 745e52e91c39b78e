import type {
  TGetPartnerCompanyDetailRequest,
  TGetPartnerCompanyDetailResponse,
  TGetPartnerProfileRequest,
  TPartnerDetails,
} from '@cdesk/domain';
import { gatewayCall } from '../../../app/api';
import { partnerCompanyLoaded, partnerLoaded } from '../../../app/frame-slice';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { useLoaded, type Loaded } from '../frame/load-once';

/** The partner is the investor's own: looked up by the account code of the login. */
export function usePartnerAccode(): string {
  return useAppSelector((state) => state.access.ucc_dtl[0]?.acCode ?? '');
}

function useCached<T>(
  cached: T | undefined,
  load: (signal: AbortSignal) => Promise<T>,
  accode: string,
): Loaded<T> {
  const loaded = useLoaded(cached === undefined && accode ? load : null, [accode, cached]);
  return cached === undefined ? loaded : { status: 'ready', data: cached };
}

/** POST getPartnerProfile {accode}, once: later calls read the store (spec 1 section 3). */
export function usePartnerProfile(): Loaded<TPartnerDetails> {
  const accode = usePartnerAccode();
  const cached = useAppSelector((state) => state.frame.partners[accode]);
  const dispatch = useAppDispatch();
  return useCached(
    cached,
    async (signal) => {
      const body = { accode } satisfies TGetPartnerProfileRequest;
      const partner = await gatewayCall<TPartnerDetails>(
        'ewaportfoliows/api/partnerprofileoperations/getPartnerProfile',
        body,
        { signal },
      );
      dispatch(partnerLoaded({ accode, partner }));
      return partner;
    },
    accode,
  );
}

/** POST getPartnerCompanyDetail {accode}, once: the contact page's full details. */
export function usePartnerCompany(): Loaded<TGetPartnerCompanyDetailResponse> {
  const accode = usePartnerAccode();
  const cached = useAppSelector((state) => state.frame.partnerCompanies[accode]);
  const dispatch = useAppDispatch();
  return useCached(
    cached,
    async (signal) => {
      const body = { accode } satisfies TGetPartnerCompanyDetailRequest;
      const company = await gatewayCall<TGetPartnerCompanyDetailResponse>(
        'ewaportfoliows/api/partnerprofileoperations/getPartnerCompanyDetail',
        body,
        { signal },
      );
      dispatch(partnerCompanyLoaded({ accode, company }));
      return company;
    },
    accode,
  );
}
