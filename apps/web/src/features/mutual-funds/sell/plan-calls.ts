import {
  getStpTargetSchemesCall,
  registerStpCall,
  registerSwpCall,
  type TGetStpTargetSchemesRequest,
  type TRegisterStpRequest,
  type TRegisterSwpRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';

/** The registration calls of systematic plans this screen uses. */
export const planCalls = {
  registerSwp: (body: TRegisterSwpRequest) => gatewayCall(registerSwpCall, body),
  registerStp: (body: TRegisterStpRequest) => gatewayCall(registerStpCall, body),
  stpTargets: (body: TGetStpTargetSchemesRequest, signal?: AbortSignal) =>
    gatewayCall(getStpTargetSchemesCall, body, { signal }),
};
