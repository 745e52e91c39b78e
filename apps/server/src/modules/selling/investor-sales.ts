import {
  instaCashRefusal,
  sellMessages,
  type Paise,
  type TGenerateTrxnOtpRequest,
  type TGenerateTrxnOtpResponse,
  type TSellConfirmResponse,
} from '@cdesk/domain';
import type { SellOrder } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Account, OtpService } from '../access/index.js';
import type { InstaCashLimits } from './insta-cash.js';
import type { SellPermissions } from './permissions.js';
import type { SalePlacement } from './placement.js';
import { bad, type Positions } from './positions.js';
import {
  askOf,
  checkFiguresNow,
  type SaleDraft,
  type SellAuthorisation,
  type SellContext,
  type SellQuantity,
} from './sale-terms.js';
import type { SwitchTargets } from './switch-targets.js';

const otpActions = {
  RED: 'authorise your redemption on Client Desk',
  SWI: 'authorise your switch on Client Desk',
  NSWI: 'authorise your NFO switch on Client Desk',
  INSTA: 'authorise your insta cash redemption on Client Desk',
} as const;

/**
 * Whether an order placed under a key is what a new request under the same key asks for: the
 * same kind of sale, folio, scheme, target and quantity.
 */
function sameSale(order: SellOrder, draft: SaleDraft): boolean {
  const units = (text: string | null | undefined) =>
    text === null || text === undefined || text === '' ? '' : Number(text).toFixed(3);
  return (
    order.trxnType === draft.trxnType &&
    order.isInstaCash === (draft.isInstaCash ? 'Y' : 'N') &&
    order.folioNo === draft.folioNo &&
    order.schemeCode === draft.schemeCode &&
    (order.targetSchemeCode ?? null) === (draft.target?.scheme.schemeCode ?? null) &&
    order.redeemBy === draft.ask.redeemBy &&
    (order.requestedPaise ?? null) === (draft.ask.amountPaise ?? null) &&
    units(order.requestedUnits) === units(draft.ask.units)
  );
}

/** The investor's own redemptions, switches and insta cash, each authorised by a transaction OTP. */
export class InvestorSales {
  constructor(
    private readonly clock: Clock,
    private readonly positions: Positions,
    private readonly placement: SalePlacement,
    private readonly permissions: SellPermissions,
    private readonly targets: SwitchTargets,
    private readonly instaCash: InstaCashLimits,
    private readonly otp: OtpService,
  ) {}

  async sendOtp(
    account: Account,
    request: TGenerateTrxnOtpRequest & { sessionId: string },
    context: SellContext,
  ): Promise<TGenerateTrxnOtpResponse> {
    const trxnType = request.trxnType ?? 'RED';
    const sent = await this.otp.send(account, 'REDEMPTION', {
      requestRef: request.sessionId,
      action: otpActions[trxnType],
      address: context.ip,
    });
    if (!sent.ok) throw bad(sent.message, sent.reason === 'WAIT' ? 'OTP_WAIT' : 'OTP_LIMIT');
    return {
      otpGenRefId: sent.ref,
      mobile: sent.mobile,
      email: sent.emailId,
      resendAfterSeconds: 30,
      validForSeconds: sent.otpSeconds,
      message: sellMessages.otpSent,
    };
  }

  /**
   * The investor's own placement: a repeat of the key answers the first order; otherwise the
   * permission of demat units, then the OTP, then the order.
   */
  private async placeByInvestor(
    account: Account,
    auth: SellAuthorisation,
    context: SellContext,
    build: () => Promise<SaleDraft>,
  ): Promise<TSellConfirmResponse> {
    const earlier = await this.placement.repeat(account.id, auth.sessionId);
    const draft = await build();
    if (earlier) {
      // The same key with other details is not the same request: refused, the first order stands.
      if (!sameSale(earlier, draft))
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', sellMessages.idempotencyKeyReused);
      return this.placement.confirmReply(account, { order: earlier, isRepeat: true });
    }
    const position = await this.positions.of(account.id, draft.folioNo, draft.schemeCode);
    const permission = await this.permissions.ofMode(account, position.mode);
    if (permission.isBlocked === 'Y') throw bad(sellMessages.poaNotInFavour, 'POA_NOT_IN_FAVOUR');
    if (draft.isInstaCash && permission.IS_EDIS === 'Y')
      throw bad(sellMessages.poaNotInFavour, 'POA_NOT_IN_FAVOUR');
    // The figures are checked before the OTP is spent, so a refusal leaves it usable.
    checkFiguresNow(this.clock, position, draft.ask);
    const placed = await this.placement.place({
      ...draft,
      accountId: account.id,
      key: auth.sessionId,
      source: 'INVESTOR',
      needsEdis: permission.IS_EDIS === 'Y',
      context,
      isRedConfirm: auth.isRedConfirm,
      otp: { account, auth },
    });
    return this.placement.confirmReply(account, placed);
  }

  confirmRedemption(
    account: Account,
    request: SellQuantity & SellAuthorisation,
    context: SellContext,
  ): Promise<TSellConfirmResponse> {
    return this.placeByInvestor(account, request, context, async () => ({
      trxnType: 'RED',
      isInstaCash: false,
      folioNo: request.folioNo,
      schemeCode: request.schCode,
      ask: askOf(request),
    }));
  }

  confirmSwitch(
    account: Account,
    request: SellQuantity & SellAuthorisation & { targetSchCode: number },
    context: SellContext,
  ): Promise<TSellConfirmResponse> {
    return this.placeByInvestor(account, request, context, async () => {
      const position = await this.positions.of(account.id, request.folioNo, request.schCode);
      const target = await this.targets.of(
        position.amc,
        position.schemeCode,
        request.targetSchCode,
      );
      if (target.isNfo && account.accType === 'EMF')
        throw bad(sellMessages.emfRestriction, 'EMF_RESTRICTED');
      return {
        trxnType: target.isNfo ? 'NSWI' : 'SWI',
        isInstaCash: false,
        folioNo: request.folioNo,
        schemeCode: request.schCode,
        ask: askOf(request),
        target,
      };
    });
  }

  confirmInstaCash(
    account: Account,
    request: { folioNo: string; schCode: number; amount: Paise } & SellAuthorisation,
    context: SellContext,
  ): Promise<TSellConfirmResponse> {
    return this.placeByInvestor(account, request, context, async () => {
      const position = await this.positions.of(account.id, request.folioNo, request.schCode);
      const { cap } = await this.instaCash.of(position);
      const refusal = instaCashRefusal(request.amount, cap);
      if (refusal === 'NOT_ELIGIBLE')
        throw bad(sellMessages.instaCashNotEligible, 'INSTA_CASH_NOT_ELIGIBLE');
      if (refusal === 'NOT_POSITIVE') throw bad(sellMessages.notPositive);
      if (refusal === 'ABOVE_AVAILABLE')
        throw bad(
          cap.eligible && cap.availablePaise > 0n
            ? sellMessages.instaCashAboveLimit(cap.availablePaise)
            : sellMessages.instaCashNoneLeft,
          'INSTA_CASH_LIMIT',
        );
      return {
        trxnType: 'RED',
        isInstaCash: true,
        folioNo: request.folioNo,
        schemeCode: request.schCode,
        ask: { redeemBy: 'AMOUNT', amountPaise: request.amount },
      };
    });
  }
}
