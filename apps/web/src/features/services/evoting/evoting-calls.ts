import {
  getEVotingEventsCall,
  getEVotingNsdlErrorDtlCall,
  getEVotingRequestCall,
  type TGetEVotingNsdlErrorDtlRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

/** POST ewamftrxnsws/api/common/getEVotingRequest: the depository's e-voting page and the signed form to post. */
export function startEvoting(signal?: AbortSignal) {
  return gatewayCall(getEVotingRequestCall, {}, { signal });
}

/** POST services/evoting/events: the open events of the companies the investor holds. */
export function evotingEvents(signal?: AbortSignal) {
  return gatewayCall(getEVotingEventsCall, {}, { signal });
}

/** POST ewamftrxnsws/api/common/getEVotingNsdlErrorDtl: what the depository made of a session. */
export function evotingOutcome(body: TGetEVotingNsdlErrorDtlRequest, signal?: AbortSignal) {
  return gatewayCall(getEVotingNsdlErrorDtlCall, body, { signal });
}

/** Services > E-Voting (the menu's item). */
export const evotingPath = '/services/e-voting';
/** Where the depository sends the browser back, with requestReference (spec 1 section 2.3). */
export const evotingResponsePath = '/evoting';
