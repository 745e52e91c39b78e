import type {
  ZAskMeLaterRequest,
  ZDpChargesUrlRequest,
  ZFatcaDeclarationRequest,
  ZPanAadhaarSeedingRequest,
  ZPersonalisedLoginIdRequest,
  ZSaveFatcaDeclarationRequest,
} from '@cdesk/domain';
import {
  askMeLaterCall,
  checkFatcaDeclarationCall,
  checkLoginIdAvailabilityCall,
  getDpChargesUrlCall,
  messages,
  panAadhaarSeedingCall,
  saveFatcaDeclarationCall,
  savePersonalisedLoginIdCall,
} from '@cdesk/domain';
import { ApiError, gatewayCall, gatewayPost } from '../../../lib/api';
import type { RequestOf } from '../../../lib/contract';
import { store } from '../../../lib/store';

const njAcNo = () => store.getState().access.njacno;

/** POST login/askMeLater: puts a step that allows it off for this session. */
export function askMeLater(step: RequestOf<typeof ZAskMeLaterRequest>['step']) {
  return gatewayCall(askMeLaterCall, {
    step,
  } satisfies RequestOf<typeof ZAskMeLaterRequest>);
}

/** POST login/panAadhaarSeeding: the reply's displayMessage is what the confirmation popup says. */
export async function panAadhaarSeeding(
  action: RequestOf<typeof ZPanAadhaarSeedingRequest>['action'],
) {
  const body = { njAcNo: njAcNo(), action } satisfies RequestOf<typeof ZPanAadhaarSeedingRequest>;
  const reply = await gatewayPost(panAadhaarSeedingCall, body);
  if (!reply.isSuccess) throw refused(reply);
  return { message: reply.displayMessage, ...reply.data };
}

export function checkFatcaDeclaration(signal?: AbortSignal) {
  const body = { njAcNo: njAcNo(), reqFrom: 'WEB' } satisfies RequestOf<
    typeof ZFatcaDeclarationRequest
  >;
  return gatewayCall(checkFatcaDeclarationCall, body, { signal });
}

export function saveFatcaDeclaration() {
  const body = { njAcNo: njAcNo(), reqFrom: 'WEB', accepted: 'Y' } satisfies RequestOf<
    typeof ZSaveFatcaDeclarationRequest
  >;
  return gatewayCall(saveFatcaDeclarationCall, body);
}

/** POST ewaportfoliows/api/dpcharges/getDpChargesUrl, with the session or a link's own token. */
export async function dpChargesUrl(token?: string, signal?: AbortSignal): Promise<string> {
  const body = { name: 'Client Desk', userId: njAcNo() } satisfies RequestOf<
    typeof ZDpChargesUrlRequest
  >;
  const { dpChargesUrl } = await gatewayCall(getDpChargesUrlCall, body, { token, signal });
  return dpChargesUrl;
}

export function checkLoginIdAvailability(loginId: string, signal?: AbortSignal) {
  const body = { loginId } satisfies RequestOf<typeof ZPersonalisedLoginIdRequest>;
  return gatewayCall(checkLoginIdAvailabilityCall, body, { signal });
}

export function savePersonalisedLoginId(loginId: string) {
  const body = { loginId } satisfies RequestOf<typeof ZPersonalisedLoginIdRequest>;
  return gatewayPost(savePersonalisedLoginIdCall, body).then((reply) => {
    if (!reply.isSuccess) throw refused(reply);
    return reply.displayMessage;
  });
}

function refused(reply: { displayMessage: string; errCode: string }) {
  return new ApiError(reply.displayMessage || messages.somethingWrong, 200, reply.errCode);
}
