import {
  getBankMandatesCall,
  getEMandateStatusCall,
  registerEMandateCall,
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
};

export const registerMandatePath = '/emandateReq';
export const mandateResponsePath = '/mandate-response';
export const banksMandatePath = '/profile/banks-Mandate';
