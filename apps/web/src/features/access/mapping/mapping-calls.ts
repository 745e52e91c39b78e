import {
  authenticateAuthorizationCall,
  decideMappingCall,
  encodeMappingCredential,
  getInvestorNameCall,
  getMappingRequestCall,
  type ZAuthenticateAuthorizationRequest,
  type ZGetInvestorNameRequest,
  type ZMappingDecisionRequest,
  type ZMappingRequest,
  type ZMappingRequestDetailRequest,
} from '@cdesk/domain';
import { gatewayCall, gatewayPost, ApiError } from '../../../lib/api';
import { clientInfo } from '../../../lib/client-info';
import type { ReplyOf, RequestOf } from '../../../lib/contract';

export type MappingRequest = ReplyOf<typeof ZMappingRequest>;
export type MappingDecision = RequestOf<typeof ZMappingDecisionRequest>['decision'];

/** POST mergerdemerger/getInvestorName: the name shown beside the account number. */
export async function investorName(njAcNo: string, signal?: AbortSignal): Promise<string> {
  const body = { njAcNo } satisfies RequestOf<typeof ZGetInvestorNameRequest>;
  const data = await gatewayCall(getInvestorNameCall, body, { signal });
  return data.APPNAME;
}

/** POST ewamftrxnsws/login/authenticateAuthorization: the PIN or date of birth, encoded. */
export function authoriseWithPin(njAcNo: string, credential: string) {
  const { browser, os } = clientInfo();
  const body = {
    loginId: njAcNo,
    password: encodeMappingCredential(credential),
    authType: 'online',
    reqFrom: 'WEB',
    browser,
    os,
  } satisfies RequestOf<typeof ZAuthenticateAuthorizationRequest>;
  return gatewayCall(authenticateAuthorizationCall, body);
}

/** The request, with the token of the PIN login (not the desk's session). */
export function mappingRequest(rid: string, token: string) {
  const body = { rid } satisfies RequestOf<typeof ZMappingRequestDetailRequest>;
  return gatewayCall(getMappingRequestCall, body, { token });
}

export async function decideMapping(rid: string, decision: MappingDecision, token: string) {
  const body = { rid, decision } satisfies RequestOf<typeof ZMappingDecisionRequest>;
  const reply = await gatewayPost(decideMappingCall, body, { token });
  if (!reply.isSuccess) throw new ApiError(reply.displayMessage, 200, reply.errCode);
  return { request: reply.data, message: reply.displayMessage };
}
