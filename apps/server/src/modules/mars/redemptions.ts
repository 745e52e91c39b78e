import {
  marsMessages,
  paiseToRupeeText,
  parseScaled,
  rupeesToPaise,
  sellMessages,
  shareOfUnits,
  sumPaise,
  type Paise,
  type TMarsRedemptionPreview,
  type TOnConfirmMarsRedemptionResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Account, OtpService } from '../access/index.js';
import type { AuditContext } from '../audit/index.js';
import type { AuthorisedSale, Selling } from '../selling/index.js';
import type { MarsHoldings } from './holdings.js';
import * as repo from './repository.js';

const bad = (message: string, code = 'MARS_REDEMPTION') => new AppError(400, code, message);

type Leg = TMarsRedemptionPreview['legs'][number];

const hasUnits = (units: string) => parseScaled(units).value > 0n;

/**
 * Redeeming a MARS holding, whole or a percentage: one redemption per scheme by the same share of
 * its free units, all authorised by one transaction OTP and placed through selling like the
 * investor's own redemptions (priced, paid out and settled by the same jobs).
 */
type HeldScheme = Awaited<ReturnType<MarsHoldings['heldSchemes']>>[number];
type RedemptionPreview = Awaited<ReturnType<Selling['redemptionPreview']>>;

export class MarsRedemptions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly holdings: MarsHoldings,
    private readonly sell: Selling,
    private readonly otp: OtpService,
  ) {}

  async preview(
    account: Account,
    request: { marsTarNo: string; percent: number },
  ): Promise<TMarsRedemptionPreview> {
    const target = await this.holdings.ownTarget(account.id, request.marsTarNo);
    const holding = await this.holdings.holding(target);
    if (!holding) throw bad(marsMessages.holdingNotFound, 'MARS_TARGET_NOT_FOUND');
    const legs: Leg[] = [];
    const skipped: TMarsRedemptionPreview['skipped'] = [];
    let bank: TMarsRedemptionPreview['bank'] = null;
    let warning = '';
    for (const held of await this.holdings.heldSchemes(target)) {
      const leg = await this.previewLeg(account, held, request.percent);
      if ('skip' in leg) {
        skipped.push({ schcode: held.schemeCode, schemeName: held.schemeName, reason: leg.skip });
        continue;
      }
      bank = leg.priced.bank;
      if (leg.priced.isBalanceWarning === 'Y') warning = leg.priced.warningMessage;
      legs.push(leg.leg);
    }
    if (legs.length === 0) throw bad(marsMessages.nothingFree, 'MARS_NOTHING_FREE');
    return {
      marsTarNo: target.marsTarNo,
      marsId: target.marsId,
      name: holding.name,
      percent: request.percent,
      legs,
      skipped,
      approxValue: paiseToRupeeText(
        sumPaise(legs.map((leg) => rupeesToPaise(leg.approxValue) ?? 0n)),
      ),
      bank,
      warningMessage: warning,
    };
  }

  /** One scheme's redemption at the percentage, or why the scheme is left out. */
  private async previewLeg(
    account: Account,
    held: HeldScheme,
    percent: number,
  ): Promise<{ skip: string } | { priced: RedemptionPreview; leg: Leg }> {
    const balance = await this.sell
      .redemptionPreview(account, {
        folioNo: held.folioNo,
        schCode: held.schemeCode,
        redeemBy: 'ALL',
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 400)
          return { skip: error.displayMessage };
        throw error;
      });
    if ('skip' in balance) return balance;
    if (balance.poa.FLG_POA !== 'Y')
      return { skip: balance.poa.message || sellMessages.poaNotInFavour };
    const whole = percent === 100;
    const units = whole
      ? balance.balance.freeUnits
      : shareOfUnits(balance.balance.freeUnits, percent);
    if (!hasUnits(units)) return { skip: sellMessages.noFreeUnits };
    const priced = whole
      ? balance
      : await this.sell.redemptionPreview(account, {
          folioNo: held.folioNo,
          schCode: held.schemeCode,
          redeemBy: 'UNITS',
          units,
        });
    return {
      priced,
      leg: {
        folioNo: held.folioNo,
        schcode: held.schemeCode,
        schemeName: held.schemeName,
        redeemBy: whole ? 'ALL' : 'UNITS',
        units: priced.figures.units,
        freeUnits: priced.balance.freeUnits,
        nav: priced.figures.nav,
        navDate: priced.figures.navDate,
        approxValue: priced.figures.netAmount,
        applicableNavDate: priced.applicableNavDate,
      },
    };
  }

  /** The sales of a redemption, each under its own key derived from the redemption's. */
  private static sales(
    key: string,
    legs: readonly {
      folioNo: string;
      schemeCode: number;
      redeemBy: 'ALL' | 'UNITS';
      units: string;
    }[],
  ): AuthorisedSale[] {
    return legs.map((leg, i) => ({
      key: `${key}-M${i + 1}`,
      folioNo: leg.folioNo,
      schCode: leg.schemeCode,
      redeemBy: leg.redeemBy,
      ...(leg.redeemBy === 'UNITS' ? { units: leg.units } : {}),
    }));
  }

  /**
   * Places the redemption: the same key answers the orders placed first. A new one is checked as a
   * whole, then the OTP is verified and the redemption kept in one transaction (a wrong code is
   * counted and kept), then its orders are placed; a retry after a failure places what is left
   * without asking for the OTP again.
   */
  async confirm(
    account: Account,
    request: {
      marsTarNo: string;
      percent: number;
      otpGenRefId: string;
      otp: string;
      sessionId: string;
      isRedConfirm: 'Y' | 'N';
    },
    context: AuditContext,
  ): Promise<TOnConfirmMarsRedemptionResponse> {
    const target = await this.holdings.ownTarget(account.id, request.marsTarNo);
    let kept = await repo.redemptionByKey(this.db, account.id, request.sessionId);
    if (kept && (kept.marsTarNo !== target.marsTarNo || kept.percent !== request.percent))
      throw bad(sellMessages.sessionIdInvalid, 'MARS_KEY_REUSED');
    if (!kept) {
      const preview = await this.preview(account, request);
      const legs = preview.legs.map((leg) => ({
        folioNo: leg.folioNo,
        schemeCode: leg.schcode,
        redeemBy: leg.redeemBy,
        units: leg.units,
      }));
      // Every order is checked before the OTP is spent, so a refusal leaves it usable.
      await this.sell.checkAuthorised(account, MarsRedemptions.sales(request.sessionId, legs));
      const approx: Paise = rupeesToPaise(preview.approxValue) ?? 0n;
      type Outcome =
        | { refused: { message: string; reason: string } }
        | { saved: Awaited<ReturnType<typeof repo.insertRedemption>> };
      const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
        const checked = await this.otp.check(account, 'REDEMPTION', request.otp, {
          tx,
          requestRef: request.sessionId,
          ref: request.otpGenRefId,
          address: context.ip,
        });
        if (!checked.ok) return { refused: { message: checked.message, reason: checked.reason } };
        const saved = await repo.insertRedemption(tx, {
          accountId: account.id,
          idempotencyKey: request.sessionId,
          marsTarNo: target.marsTarNo,
          percent: request.percent,
          legs,
          approxPaise: approx,
          verifiedAt: this.clock.realNow(),
        });
        return { saved };
      });
      if ('refused' in outcome) throw bad(outcome.refused.message, `OTP_${outcome.refused.reason}`);
      kept = outcome.saved ?? (await repo.redemptionByKey(this.db, account.id, request.sessionId));
      if (!kept) throw bad(sellMessages.sessionIdInvalid, 'MARS_KEY_REUSED');
    }
    const replies = await this.sell.placeAuthorised(
      account,
      MarsRedemptions.sales(kept.idempotencyKey, kept.legs),
      { context, isRedConfirm: request.isRedConfirm },
    );
    const holding = await this.holdings.holding(target);
    return {
      marsTarNo: target.marsTarNo,
      name: holding?.name ?? target.marsId,
      orders: replies.map((reply) => ({ ...reply.order, trxnId: reply.trxnId })),
      isRepeat: replies.every((reply) => reply.isRepeat),
      message: marsMessages.redemptionPlaced,
    };
  }
}
