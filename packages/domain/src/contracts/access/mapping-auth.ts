import { z } from 'zod';
import { boundedText } from '../common.js';
import { defineCall } from '../call.js';

export const ZGetInvestorNameRequest = z.object({ njAcNo: boundedText(16).min(1) });
export const ZGetInvestorNameResponse = z.object({ APPNAME: z.string() });

/** ewamftrxnsws/login/authenticateAuthorization: the password is the encoded PIN or date of birth. */
export const ZAuthenticateAuthorizationRequest = z.object({
  loginId: boundedText(16).min(1, 'Login ID cannot be empty.'),
  password: boundedText(64).min(1, 'Please Enter your Date of Birth/PIN'),
  authType: z.literal('online').default('online'),
  reqFrom: z.literal('WEB').default('WEB'),
  browser: boundedText(64).default(''),
  os: boundedText(64).default(''),
});
export const ZAuthenticateAuthorizationResponse = z.object({ token: z.string(), name: z.string() });

export const ZMappingRequestDetailRequest = z.object({ rid: boundedText(32).min(1) });
export const ZMappingRequest = z.object({
  rid: z.string(),
  njAcNo: z.string(),
  investorName: z.string(),
  action: z.enum(['MAP', 'UNMAP']),
  fromPartner: z.string(),
  toPartner: z.string(),
  status: z.enum(['PENDING', 'AUTHORISED', 'REJECTED']),
  requestedOn: z.string(),
});
export const ZMappingDecisionRequest = z.object({
  rid: boundedText(32).min(1),
  decision: z.enum(['AUTHORISE', 'REJECT']),
});

/** POST mergerdemerger/getInvestorName. */
export const getInvestorNameCall = defineCall('mergerdemerger/getInvestorName', ZGetInvestorNameRequest, ZGetInvestorNameResponse);

/** POST ewamftrxnsws/login/authenticateAuthorization. */
export const authenticateAuthorizationCall = defineCall('ewamftrxnsws/login/authenticateAuthorization', ZAuthenticateAuthorizationRequest, ZAuthenticateAuthorizationResponse);

/** POST ewamftrxnsws/mapping/getMappingRequest. */
export const getMappingRequestCall = defineCall('ewamftrxnsws/mapping/getMappingRequest', ZMappingRequestDetailRequest, ZMappingRequest);

/** POST ewamftrxnsws/mapping/decideMapping. */
export const decideMappingCall = defineCall('ewamftrxnsws/mapping/decideMapping', ZMappingDecisionRequest, ZMappingRequest);
