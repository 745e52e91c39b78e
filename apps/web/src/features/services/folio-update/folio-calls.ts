import {
  checkForPendingReqCall,
  emailInvestorConsentCall,
  initChangeRequestCall,
  loadFolioDetailCall,
  loadFolioDtlScrnCall,
  loadMobEmailRelCall,
  mobInvestorConsentCall,
  viewPastRequestCall,
  type RequestOf,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

const call =
  <C extends Parameters<typeof gatewayCall>[0]>(c: C) =>
  (body: RequestOf<C>, signal?: AbortSignal) =>
    gatewayCall(c, body, { signal });

/** The calls of the folio mobile and e-mail update (MFCFolioDetailService). */
export const folioCalls = {
  screen: call(loadFolioDtlScrnCall),
  detail: call(loadFolioDetailCall),
  checkPending: call(checkForPendingReqCall),
  initChange: call(initChangeRequestCall),
  mobileConsent: call(mobInvestorConsentCall),
  emailConsent: call(emailInvestorConsentCall),
  relations: call(loadMobEmailRelCall),
  pastRequests: call(viewPastRequestCall),
};

export const folioUpdatePath = '/services/folio-update';
