import {
  otpPolicy,
  planMessages,
  type TPlanRequestPlaced,
  type TSendPlan2FAOtpResponse,
  type TValidatePlan2FAOtpRefused,
  type TwoFactorPlanAction,
} from '@cdesk/domain';
import type { Account, OtpService, SessionPrincipal } from '../access/index.js';
import type { AuditContext } from '../audit/index.js';
import { bad } from './plan-rules.js';
import type { PlanRequests } from './plan-requests.js';
import type { PlanStops } from './plan-stops.js';

const purpose = 'SYSTEMATIC_PLAN';

export type ValidateResult =
  { ok: true; placed: TPlanRequestPlaced } | { ok: false; refused: TValidatePlan2FAOtpRefused };

/**
 * The EMF 2FA of a stop or a revocation: after the pre-check, an OTP to the registered mobile and
 * e-mail; the matching OTP places the request it was sent for.
 */
export class PlanTwoFactor {
  constructor(
    private readonly requests: PlanRequests,
    private readonly stops: PlanStops,
    private readonly otp: OtpService,
  ) {}

  private async emfAccount(principal: SessionPrincipal) {
    const account = await this.requests.account(principal);
    if (account.accType !== 'EMF') throw bad('2FA_NOT_REQUIRED', planMessages.twoFactorNotRequired);
    return account;
  }

  async send(
    principal: SessionPrincipal,
    trxnType: TwoFactorPlanAction,
    planId: number,
  ): Promise<{ ok: boolean; data: TSendPlan2FAOtpResponse; message: string }> {
    const account = await this.emfAccount(principal);
    // The request must still be allowed before an OTP is spent on it.
    await this.stops.check2fa(principal, trxnType, planId);
    const sent = await this.otp.send(account, purpose, {
      requestRef: await this.stops.twoFactorRequestRef(trxnType, planId),
    });
    if (!sent.ok)
      return {
        ok: false,
        data: { otp_regenrate: 'N', message: sent.message },
        message: sent.message,
      };
    const message = `OTP has been sent to your registered mobile number ${sent.mobile} and e-mail ID ${sent.emailId}.`;
    return {
      ok: true,
      message,
      data: {
        otpGenRefId: sent.ref,
        mobile: sent.mobile,
        emailId: sent.emailId,
        otpSeconds: sent.otpSeconds,
        otpLength: otpPolicy.digits,
        otp_regenrate: sent.canRegenerate ? 'Y' : 'N',
        message,
      },
    };
  }

  async validate(
    principal: SessionPrincipal,
    input: { trxnType: TwoFactorPlanAction; planId: number; otpGenRefId: string; otp: string },
    context: AuditContext,
  ): Promise<ValidateResult> {
    const account = await this.emfAccount(principal);
    await this.stops.check2fa(principal, input.trxnType, input.planId);
    const checked = await this.otp.check(account, purpose, input.otp, {
      requestRef: await this.stops.twoFactorRequestRef(input.trxnType, input.planId),
      ref: input.otpGenRefId,
      address: context.ip,
    });
    if (!checked.ok)
      return {
        ok: false,
        refused: {
          message: checked.message,
          otp_regenrate: checked.canRegenerate ? 'Y' : 'N',
          otp_wrongcount: checked.wrongCount,
        },
      };
    const placed =
      input.trxnType === 'TSR'
        ? await this.stops.revoke(principal, input.planId, 'OTP', context)
        : await this.stops.stop(principal, input.trxnType, input.planId, 'OTP', context);
    return { ok: true, placed };
  }

  /**
   * Checks, without placing anything, the OTP an EMF account was sent for a stop or a revocation
   * (sendPlan2FAOtp with the plan and the type): when the stop is placed another way, such as
   * authorising the same stop placed by the partner, the OTP confirms it just the same.
   */
  async checkOtpFor(
    account: Account,
    input: { trxnType: TwoFactorPlanAction; planId: number; otpGenRefId: string; otp: string },
    context: AuditContext,
  ): Promise<{ ok: true } | { ok: false; refused: TValidatePlan2FAOtpRefused; reason: string }> {
    if (account.accType !== 'EMF') throw bad('2FA_NOT_REQUIRED', planMessages.twoFactorNotRequired);
    const checked = await this.otp.check(account, purpose, input.otp, {
      requestRef: await this.stops.twoFactorRequestRef(input.trxnType, input.planId),
      ref: input.otpGenRefId,
      address: context.ip,
    });
    if (checked.ok) return { ok: true };
    return {
      ok: false,
      reason: checked.reason,
      refused: {
        message: checked.message,
        otp_regenrate: checked.canRegenerate ? 'Y' : 'N',
        otp_wrongcount: checked.wrongCount,
      },
    };
  }
}
