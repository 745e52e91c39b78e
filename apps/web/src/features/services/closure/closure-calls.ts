import {
  cancelClosureRequestCall,
  closureGenerateOtpCall,
  closureVerifyOtpCall,
  generateClosurePdfCall,
  loadClosureEsignDetailCall,
  loadClosureFormCall,
  processClosureEsignRequestCall,
  processClosureEsignResponseCall,
  type RequestOf,
  saveClosureDetailCall,
  saveDataClosureFinalCall,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

const call =
  <C extends Parameters<typeof gatewayCall>[0]>(c: C) =>
  (body: RequestOf<C>, signal?: AbortSignal) =>
    gatewayCall(c, body, { signal });

/** The calls of account closure (ClosureProcessService). */
export const closureCalls = {
  load: call(loadClosureFormCall),
  save: call(saveClosureDetailCall),
  pdf: call(generateClosurePdfCall),
  submit: call(saveDataClosureFinalCall),
  cancel: call(cancelClosureRequestCall),
  esignDetail: call(loadClosureEsignDetailCall),
  esignStart: call(processClosureEsignRequestCall),
  esignReturn: call(processClosureEsignResponseCall),
  sendOtp: call(closureGenerateOtpCall),
  verifyOtp: call(closureVerifyOtpCall),
};

export const accountClosurePath = '/services/account-closure';
/** Where the e-sign service returns the signed closure request. */
export const closureEsignCapturePath = '/closureesigncapture';
