import {
  generateDdpiPdfCall,
  loadDdpiEsignCall,
  loadDdpiPaymentDtlCall,
  loadPoaDdpiCall,
  proceedForPaymentCall,
  processDdpiEsignRequestCall,
  processDdpiEsignResponseCall,
  saveSubmitDdpiCall,
  statusInquiryCall,
  vpaAuthenticationCall,
  type RequestOf,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

const call =
  <C extends Parameters<typeof gatewayCall>[0]>(c: C) =>
  (body: RequestOf<C>, signal?: AbortSignal) =>
    gatewayCall(c, body, { signal });

/** The calls of the DDPI consent, its stamp-duty payment and its e-sign. */
export const ddpiCalls = {
  load: call(loadPoaDdpiCall),
  pdf: call(generateDdpiPdfCall),
  consent: call(saveSubmitDdpiCall),
  payment: call(loadDdpiPaymentDtlCall),
  verifyVpa: call(vpaAuthenticationCall),
  pay: call(proceedForPaymentCall),
  status: call(statusInquiryCall),
  esign: call(loadDdpiEsignCall),
  startEsign: call(processDdpiEsignRequestCall),
  esignResponse: call(processDdpiEsignResponseCall),
};

export const ddpiPath = '/services/ddpi';
/** Where the e-sign service sends the investor back (spec 1 section 2.3). */
export const ddpiEsignCapturePath = '/ddpiesigncapture';
