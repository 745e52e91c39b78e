import type {
  RecoveryPurpose,
  ZRecoveryStartRequest,
  ZRecoveryStartResponse,
  ZRecoveryVerifyRequest,
  ZResetPinRequest,
} from '@cdesk/domain';
import { forgotResetPinCall, forgotStartCall, forgotVerifyCall, messages } from '@cdesk/domain';
import { ApiError, gatewayCall, gatewayPost } from '../../../lib/api';
import type { ReplyOf, RequestOf } from '../../../lib/contract';

export type RecoveryDetails = Omit<RequestOf<typeof ZRecoveryStartRequest>, 'purpose'>;
export type RecoveryStarted = ReplyOf<typeof ZRecoveryStartResponse>;

/** POST login/forgot/start: checks the details and sends the OTP (again, for a resend). */
export function startRecovery(purpose: RecoveryPurpose, details: RecoveryDetails) {
  const body = { purpose, ...details } satisfies RequestOf<typeof ZRecoveryStartRequest>;
  return gatewayCall(forgotStartCall, body);
}

/** POST login/forgot/verify: the OTP completes the recovery (or, for a PIN, allows the reset). */
export function verifyRecovery(requestId: string, otp: string) {
  const body = { requestId, otp } satisfies RequestOf<typeof ZRecoveryVerifyRequest>;
  return gatewayCall(forgotVerifyCall, body);
}

/** POST login/forgot/resetPin: returns the server's confirmation. */
export async function resetPin(resetTicket: string, pin: string, confirmPin: string) {
  const body = { resetTicket, pin, confirmPin } satisfies RequestOf<typeof ZResetPinRequest>;
  const reply = await gatewayPost(forgotResetPinCall, body);
  if (!reply.isSuccess) {
    throw new ApiError(reply.displayMessage || messages.somethingWrong, 200, reply.errCode);
  }
  return reply.displayMessage || messages.pinChanged;
}
