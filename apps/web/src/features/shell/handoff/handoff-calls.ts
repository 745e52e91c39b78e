import { startHandoffCall, type TStartHandoffRequest } from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

/** POST shell/handoff/start: the host's address and the form fields carrying the signed token. */
export function startHandoff(body: TStartHandoffRequest, signal: AbortSignal) {
  return gatewayCall(startHandoffCall, body, { signal });
}
