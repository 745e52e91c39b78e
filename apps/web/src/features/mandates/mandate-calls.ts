import {
  callMandateAuthCall,
  getBankMandatesCall,
  getEMandateStatusCall,
  mandateAuthDetailsCall,
  processEsignMandateCall,
  registerEMandateCall,
  sendMandateAuthOtpCall,
  type RequestOf,
} from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

const call =
  <C extends Parameters<typeof gatewayCall>[0]>(c: C) =>
  (body: RequestOf<C>, signal?: AbortSignal) =>
    gatewayCall(c, body, { signal });

/** The calls of banks and mandates. */
export const mandateCalls = {
  list: call(getBankMandatesCall),
  register: call(registerEMandateCall),
  status: call(getEMandateStatusCall),
  authDetails: call(mandateAuthDetailsCall),
  sendAuthOtp: call(sendMandateAuthOtpCall),
  authorise: call(callMandateAuthCall),
  esignResponse: call(processEsignMandateCall),
};

export const registerMandatePath = '/emandateReq';
export const mandateResponsePath = '/mandate-response';
export const banksMandatePath = '/profile/banks-Mandate';
/** A partner's mandate request, opened by its link without a login (spec 1 section 2.1). */
export const mandateAuthPath = '/mandate-auth-details';
export const mandateAuthLink = (d: string) => `${mandateAuthPath}?d=${encodeURIComponent(d)}`;
/** The same request on the logged-in desk: the banks-Mandate tab (spec 1 section 4.1 step 7). */
export const bankMandateAuthPath = '/banks-mandate-auth';
/** Where the e-sign service returns an ESIGN mandate's signature. */
export const esignMandateResponsePath = '/esign-bankmandate-response';
