import {
  checkPlan2FACall,
  getPlanRequestAckCall,
  getSipBankMandatesCall,
  getSystematicPlansCall,
  revokeStopSipCall,
  sendPlan2FAOtpCall,
  shiftSipBankCall,
  stopSystematicPlanCall,
  topUpSipCall,
  validatePlan2FAOtpCall,
  type RequestOf,
} from '@cdesk/domain';
import { gatewayCall, gatewayPost } from '../../../lib/api';

const call =
  <C extends Parameters<typeof gatewayCall>[0]>(c: C) =>
  (body: RequestOf<C>, signal?: AbortSignal) =>
    gatewayCall(c, body, { signal });

/** The calls of My systematic plans. */
export const planCalls = {
  getSystematicPlans: call(getSystematicPlansCall),
  checkPlan2FA: call(checkPlan2FACall),
  stop: call(stopSystematicPlanCall),
  revokeStopSip: call(revokeStopSipCall),
  sendOtp: call(sendPlan2FAOtpCall),
  getSipBankMandates: call(getSipBankMandatesCall),
  shiftSipBank: call(shiftSipBankCall),
  topUpSip: call(topUpSipCall),
  getAck: call(getPlanRequestAckCall),
  /** The whole envelope: a wrong OTP answers isSuccess false with the counts to show. */
  validateOtp: (body: RequestOf<typeof validatePlan2FAOtpCall>) =>
    gatewayPost(validatePlan2FAOtpCall, body),
};
