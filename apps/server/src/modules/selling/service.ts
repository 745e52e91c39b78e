import { randomBytes } from 'node:crypto';
import {
  applicableNavDate,
  cutOffOf,
  formatCutOff,
  installmentReceivedAt,
  instaCashCap,
  instaCashDailyLimitPaise,
  instaCashRefusal,
  instaCashValuePercent,
  istDate,
  nfoOfferNav,
  nfoWindow,
  paiseToRupeeText,
  planAndOptionOf,
  schemeFullName,
  sellMessages,
  settlementDate,
  stampDutyPaise,
  switchInNavDate,
  unitsForPurchase,
  valuePaise,
  type CutOffClass,
  type Paise,
  type Plan,
  type SchemeOption,
  type TGenerateTrxnOtpRequest,
  type TGenerateTrxnOtpResponse,
  type TGetInstaCashDetailResponse,
  type TGetRedeemableHoldingsResponse,
  type TGetRedemptionPreviewResponse,
  type TGetSellOrderStatusResponse,
  type TGetSwitchPreviewResponse,
  type TGetSwitchTargetsResponse,
  type TPayoutBank,
  type TPoaCheck,
  type TSaleTax,
  type GainForTax,
  type TSellConfirmResponse,
  type TSellOrder,
  type TSellPreview,
  type TSellTrxnType,
  type TUnitBalance,
  type TVerifyEdisResponse,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import type { SellOrder } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { Depository } from '../../providers/depository/port.js';
import type { Account, OtpService } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { PaymentChoice, RegisteredBank } from '../checkout/index.js';
import type { SchemeService, SchemeView } from '../schemes/index.js';
import type { SellEngine } from './engine.js';
import { figuresView, gainsForTax, saleAt, type SellAsk } from './figures.js';
import { bad, balanceOf, type Position, type Positions } from './positions.js';
import * as repo from './repository.js';
import { maskAccount, orderView } from './views.js';

/** The estimated tax of a sale, from the tax area: over the gains its financial year has booked. */
export interface SaleTaxes {
  ofSale(accountId: number, on: string, sale: GainForTax[]): Promise<TSaleTax | null>;
}

/** Who asked, for the OTP attempt limit and the audit trail. */
export interface SellContext {
  ip: string;
  requestId: string;
}

/** A sale as the investor asks for it on the redeem or switch page. */
export interface SellQuantity {
  folioNo: string;
  schCode: number;
  redeemBy: SellAsk['redeemBy'];
  amount?: Paise | undefined;
  units?: string | undefined;
}

export interface SellAuthorisation {
  otpGenRefId: string;
  otp: string;
  sessionId: string;
  /** Whether the investor answered yes to the redemption warning; kept in the audit trail. */
  isRedConfirm?: 'Y' | 'N' | undefined;
}

/** What a systematic plan's installment names: the folio's scheme, the amount, its reference. */
interface PlanInstallment {
  accountId: number;
  folioNo: string;
  schemeCode: number;
  amountPaise: Paise;
  /** The installment's own reference: placing it again answers the first order. */
  orderRef: string;
  /** The installment's run day: it counts as received that day, before the day's cut-offs. */
  runDate: string;
}

/** A redemption a systematic plan places for one installment (an SWP). */
export interface PlanRedemptionInput extends PlanInstallment {
  /** SWP by default. */
  trxnType?: 'SWP' | 'RED';
}

/** A switch a systematic plan places for one installment (an STP), into a scheme of the same AMC. */
export interface PlanSwitchInput extends PlanInstallment {
  targetSchemeCode: number;
  /** STP by default. */
  trxnType?: 'STP' | 'SWI';
}

export type PlanSellResult =
  | { ok: true; isRepeat: boolean; order: TSellOrder }
  | { ok: false; errCode: string; message: string };

/**
 * A redemption or a switch a partner placed, as the investor authorises it: the authorisation is
 * the investor's consent, so no OTP is asked.
 */
export interface AuthorisedSale extends SellQuantity {
  /** The authorisation's key for this sale: placing it again answers the first order. */
  key: string;
  /** A switch: the scheme switched into, of the same AMC. */
  targetSchCode?: number | undefined;
}

interface SwitchTarget {
  scheme: SchemeView;
  isNfo: boolean;
}

/**
 * Whether an order placed under a key is what a new request under the same key asks for: the
 * same kind of sale, folio, scheme, target and quantity.
 */
function sameSale(
  order: SellOrder,
  draft: Pick<Draft, 'trxnType' | 'isInstaCash' | 'folioNo' | 'schemeCode' | 'ask' | 'target'>,
): boolean {
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

/** What a placement needs, whoever places it. */
interface Draft {
  accountId: number;
  key: string;
  orderRef?: string;
  trxnType: TSellTrxnType;
  isInstaCash: boolean;
  source: 'INVESTOR' | 'PLAN' | 'AUTHORISATION';
  folioNo: string;
  schemeCode: number;
  ask: SellAsk;
  target?: SwitchTarget;
  /** Demat units without a POA/DDPI: the order waits for the investor's eDIS authorisation. */
  needsEdis: boolean;
  /** Who placed it and whether they accepted the redemption warning (the investor's own orders). */
  context?: SellContext;
  isRedConfirm?: 'Y' | 'N' | undefined;
  /** The investor's OTP, checked under the same lock as the placement (a double click waits). */
  otp?: { account: Account; auth: SellAuthorisation };
  /** When the sale counts as received, if not when it is placed: a plan installment's run day. */
  receivedAt?: Date;
}

type Placement =
  { order: SellOrder; isRepeat: boolean } | { otpRefused: { message: string; reason: string } };

/** Who authorised, and whether the demat permission is checked (it is, unless told otherwise). */
interface AuthorisedOptions {
  context: SellContext;
  isRedConfirm?: 'Y' | 'N' | undefined;
  permission?: boolean;
}

/** A draft with what its placement read before the transaction. */
interface Prepared {
  draft: Draft;
  bank: RegisteredBank | null;
  scheme: SchemeView | null;
}

const orderRefPattern = /^[A-Za-z0-9/_-]{1,60}$/;

function newTrxnId(prefix: string, now: Date): string {
  return `${prefix}${istDate(now).replace(/-/g, '').slice(2)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

const trxnPrefix: Record<TSellTrxnType, string> = {
  RED: 'RED',
  SWI: 'SWI',
  NSWI: 'NSW',
  SWP: 'SWP',
  STP: 'STP',
};

const otpActions = {
  RED: 'authorise your redemption on Client Desk',
  SWI: 'authorise your switch on Client Desk',
  NSWI: 'authorise your NFO switch on Client Desk',
  INSTA: 'authorise your insta cash redemption on Client Desk',
} as const;

function bankView(bank: RegisteredBank | null): TPayoutBank | null {
  return bank
    ? { bankName: bank.bankName, accountNo: maskAccount(bank.bankAccNo), ifsc: bank.ifsc }
    : null;
}

function balanceView(position: Position, on: string): TUnitBalance {
  const balance = balanceOf(position, on);
  return {
    heldUnits: balance.heldUnits,
    freeUnits: balance.freeUnits,
    lockedUnits: balance.lockedUnits,
    pendingUnits: balance.pendingUnits,
    nextUnlockOn: balance.nextUnlockOn ?? '',
  };
}

/**
 * Selling mutual funds: redemption by amount, units or all units, switch and NFO switch into a
 * scheme of the same AMC, insta cash from liquid and overnight funds, the POA/DDPI and eDIS
 * permission of demat units, and the OTP that authorises each. Placed orders are priced, switched
 * in and paid out by the SellEngine's durable jobs; systematic plans place installments here too.
 */
export class SellService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly positions: Positions,
    private readonly engine: SellEngine,
    private readonly schemes: SchemeService,
    private readonly banks: PaymentChoice,
    private readonly otp: OtpService,
    private readonly depository: Depository,
    private readonly audit: AuditService,
    /** The tax of a sale for the previews; without it they show none. */
    private readonly taxes?: SaleTaxes,
  ) {}

  /** The NAV date a sale of the scheme placed now is entitled to: its cut-off on the business clock. */
  private navDateNow(scheme: CutOffClass): string {
    return applicableNavDate('REDEMPTION', scheme, this.clock.businessNow());
  }

  private cutOffText(scheme: CutOffClass): string {
    return sellMessages.cutOff(formatCutOff(cutOffOf('REDEMPTION', scheme)), scheme !== 'OTHER');
  }

  /**
   * The NAV dates of a sale received at an instant: the redemption rule of the scheme sold, and
   * for a switch the switch-in's, by the purchase rule of the scheme switched into but never
   * before the switch-out (an NFO switch-in is at the offer price, dated the day received).
   */
  private navDatesOf(
    position: Position,
    target: SwitchTarget | undefined,
    receivedAt: Date,
  ): { navDate: string; targetNavDate: string | null } {
    const navDate = applicableNavDate(
      'REDEMPTION',
      position.scheme.attributes.cutOffClass,
      receivedAt,
    );
    if (!target) return { navDate, targetNavDate: null };
    return {
      navDate,
      targetNavDate: target.isNfo
        ? istDate(receivedAt)
        : switchInNavDate(target.scheme.attributes.cutOffClass, receivedAt, navDate),
    };
  }

  // ---- Holdings and checks ----

  async redeemableHoldings(account: Account): Promise<TGetRedeemableHoldingsResponse> {
    const [positions, bank] = await Promise.all([
      this.positions.all(account.id),
      this.banks.payoutBank(account.id),
    ]);
    const holdings = positions.map((position) => {
      const on = this.navDateNow(position.scheme.attributes.cutOffClass);
      const balance = balanceView(position, on);
      const nav = position.latest?.nav ?? '';
      const value = (units: string) => (nav ? paiseToRupeeText(valuePaise(units, nav)) : '');
      const attributes = position.scheme.attributes;
      return {
        ...balance,
        folioNo: position.folioNo,
        schcode: position.schemeCode,
        schemeName: schemeFullName(position.scheme.name, planAndOptionOf(position.scheme)),
        amc: position.amc,
        schemeType: position.scheme.schemeType,
        ...planAndOptionOf(position.scheme),
        mode: position.mode,
        nav,
        navDate: position.latest?.navDate ?? '',
        approxValue: value(balance.heldUnits),
        freeValue: value(balance.freeUnits),
        exitLoad: attributes.exitLoad,
        lockInDays: attributes.lockInDays,
        isInstaCashEligible: attributes.isLiquidOrOvernight ? ('Y' as const) : ('N' as const),
        isSwitchAllowed:
          /[1-9]/.test(balance.freeUnits) && !/close|interval/i.test(position.scheme.structure)
            ? ('Y' as const)
            : ('N' as const),
      };
    });
    return { holdings, bank: bankView(bank) };
  }

  /** Spec 3 section 4: physical units pass; demat units need a POA/DDPI, or eDIS, or are refused. */
  private async permission(account: Account, mode: 'P' | 'D'): Promise<TPoaCheck> {
    if (mode === 'P') return { mode, FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' };
    const permission = await this.depository.dematPermission(account);
    if (permission.poaDdpi)
      return { mode, FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' };
    if (permission.edisEnabled)
      return {
        mode,
        FLG_POA: 'N',
        IS_EDIS: 'Y',
        isBlocked: 'N',
        message: sellMessages.edisRedirect,
      };
    return {
      mode,
      FLG_POA: 'N',
      IS_EDIS: 'N',
      isBlocked: 'Y',
      message: sellMessages.poaNotInFavour,
    };
  }

  async poaCheck(account: Account, folioNo: string, schemeCode: number): Promise<TPoaCheck> {
    const position = await this.positions.of(account.id, folioNo, schemeCode);
    return this.permission(account, position.mode);
  }

  // ---- Previews ----

  private async preview(
    account: Account,
    quantity: SellQuantity,
    options: { forSwitch: boolean; now: Date },
  ): Promise<{ preview: TSellPreview; position: Position; netPaise: Paise }> {
    const position = await this.positions.of(account.id, quantity.folioNo, quantity.schCode);
    if (!position.latest) throw bad(sellMessages.noNav, 'NAV_MISSING');
    const { navDate } = this.navDatesOf(position, undefined, options.now);
    const ask = this.askOf(quantity);
    const sale = saleAt(position, ask, position.latest.nav, navDate);
    if (!sale.ok) throw bad(sale.message);
    const isNavFinal = position.latest.navDate === navDate;
    const [poa, tax] = await Promise.all([
      this.permission(account, position.mode),
      this.taxes?.ofSale(
        account.id,
        navDate,
        gainsForTax(position.gainsClass, sale.figures, navDate),
      ) ?? null,
    ]);
    const hasPending = /[1-9]/.test(position.pendingUnits);
    const isBalanceWarning = !isNavFinal || hasPending || ask.redeemBy === 'AMOUNT';
    return {
      position,
      netPaise: sale.figures.netPaise,
      preview: {
        folioNo: position.folioNo,
        schcode: position.schemeCode,
        schemeName: position.scheme.name,
        balance: balanceView(position, navDate),
        // Estimated at the latest NAV, so they carry that NAV's date, not the date to be priced at.
        figures: { ...figuresView(sale.figures), navDate: position.latest.navDate },
        lots: sale.figures.lots,
        applicableNavDate: navDate,
        isNavFinal: isNavFinal ? 'Y' : 'N',
        cutOffText: this.cutOffText(position.scheme.attributes.cutOffClass),
        settlementDate: options.forSwitch ? '' : settlementDate(navDate, position.orientation),
        isBalanceWarning: isBalanceWarning ? 'Y' : 'N',
        warningMessage: isBalanceWarning ? sellMessages.balanceWarning : '',
        poa,
        tax,
      },
    };
  }

  async redemptionPreview(
    account: Account,
    quantity: SellQuantity,
  ): Promise<TGetRedemptionPreviewResponse> {
    const [{ preview }, bank] = await Promise.all([
      this.preview(account, quantity, { forSwitch: false, now: this.clock.businessNow() }),
      this.banks.payoutBank(account.id),
    ]);
    return { ...preview, bank: bankView(bank) };
  }

  private askOf(quantity: SellQuantity): SellAsk {
    return { redeemBy: quantity.redeemBy, amountPaise: quantity.amount, units: quantity.units };
  }

  // ---- Switch targets ----

  /** The scheme switched into: of the same AMC, open for purchase (an open NFO for NFO switch). */
  private async switchTarget(
    sourceAmc: string,
    sourceCode: number,
    targetCode: number,
  ): Promise<SwitchTarget> {
    if (targetCode === sourceCode) throw bad(sellMessages.sameScheme, 'SWITCH_SAME_SCHEME');
    const scheme = await this.schemes.get(targetCode);
    if (!scheme) throw bad(sellMessages.targetNotFound, 'SWITCH_TARGET_NOT_FOUND');
    if (scheme.amc !== sourceAmc) throw bad(sellMessages.otherAmc, 'SWITCH_OTHER_AMC');
    const today = businessDate(this.clock);
    if (scheme.attributes.isNfo) {
      const window = nfoWindow(scheme.schemeCode, today);
      if (!window || today < window.openDate || today > window.closeDate)
        throw bad(sellMessages.nfoClosed, 'NFO_CLOSED');
      return { scheme, isNfo: true };
    }
    if (!scheme.active || !scheme.attributes.purchaseAllowed)
      throw bad(sellMessages.targetClosed, 'SWITCH_TARGET_CLOSED');
    return { scheme, isNfo: false };
  }

  async switchTargets(
    account: Account,
    request: {
      folioNo: string;
      schCode: number;
      isNfo: 'Y' | 'N';
      keyword?: string | undefined;
      plan?: Plan | undefined;
      option?: SchemeOption | undefined;
    },
  ): Promise<TGetSwitchTargetsResponse> {
    if (request.isNfo === 'Y' && account.accType === 'EMF')
      throw bad(sellMessages.emfRestriction, 'EMF_RESTRICTED');
    const position = await this.positions.of(account.id, request.folioNo, request.schCode);
    const today = businessDate(this.clock);
    const rows = await this.schemes.ofAmc(position.amc);
    const words = (request.keyword ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 0);
    const targets = rows
      .filter((scheme) => scheme.schemeCode !== position.schemeCode)
      .filter((scheme) => {
        if (request.isNfo === 'Y') {
          const window = nfoWindow(scheme.schemeCode, today);
          return (
            scheme.attributes.isNfo &&
            window !== null &&
            today >= window.openDate &&
            today <= window.closeDate
          );
        }
        return !scheme.attributes.isNfo && scheme.attributes.purchaseAllowed;
      })
      .filter((scheme) => words.every((w) => scheme.name.toLowerCase().includes(w)))
      .filter((scheme) => {
        const { plan, option } = planAndOptionOf(scheme);
        return (
          (!request.plan || plan === request.plan) && (!request.option || option === request.option)
        );
      })
      .map((scheme) => ({
        schcode: scheme.schemeCode,
        schemeName: schemeFullName(scheme.name, planAndOptionOf(scheme)),
        schemeType: scheme.schemeType,
        ...planAndOptionOf(scheme),
        isNfo: scheme.attributes.isNfo ? ('Y' as const) : ('N' as const),
        nfoCloseDate: scheme.attributes.isNfo
          ? (nfoWindow(scheme.schemeCode, today)?.closeDate ?? '')
          : '',
        minAmount: paiseToRupeeText(scheme.attributes.minAdditionalPaise),
        exitLoad: scheme.attributes.exitLoad,
        riskometer: scheme.attributes.riskometer.label,
      }));
    return { amc: position.amc, targets };
  }

  async switchPreview(
    account: Account,
    request: SellQuantity & { targetSchCode: number },
  ): Promise<TGetSwitchPreviewResponse> {
    const now = this.clock.businessNow();
    const { preview, position, netPaise } = await this.preview(account, request, {
      forSwitch: true,
      now,
    });
    const target = await this.switchTarget(
      position.amc,
      position.schemeCode,
      request.targetSchCode,
    );
    const switchInNavDate = this.navDatesOf(position, target, now).targetNavDate ?? '';
    const duty = stampDutyPaise(netPaise);
    const targetNav = target.isNfo
      ? { nav: nfoOfferNav, navDate: switchInNavDate }
      : await this.schemes.navOnOrBefore(target.scheme.schemeCode, businessDate(this.clock));
    return {
      ...preview,
      trxnType: target.isNfo ? 'NSWI' : 'SWI',
      switchInNavDate,
      switchIn: {
        schcode: target.scheme.schemeCode,
        schemeName: target.scheme.name,
        folioNo: position.folioNo,
        amount: paiseToRupeeText(netPaise),
        stampDuty: paiseToRupeeText(duty),
        netAmount: paiseToRupeeText(netPaise - duty),
        units: targetNav?.nav ? unitsForPurchase(netPaise, targetNav.nav) : '',
        nav: targetNav?.nav ?? '',
        navDate: targetNav?.navDate ?? '',
      },
    };
  }

  // ---- The transaction OTP ----

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

  // ---- Placing ----

  /** An order placed earlier under the key, as a repeat answer; null when there is none. */
  private async repeat(accountId: number, key: string): Promise<SellOrder | null> {
    return (await repo.orderByKey(this.db, accountId, key)) ?? null;
  }

  private async place(draft: Draft): Promise<{ order: SellOrder; isRepeat: boolean }> {
    const placed = await this.placeOnce(draft);
    if ('otpRefused' in placed)
      throw bad(placed.otpRefused.message, `OTP_${placed.otpRefused.reason}`);
    return placed;
  }

  /** What a placement reads before its transaction: the payout bank and the scheme. */
  private async prepare(draft: Draft): Promise<Prepared> {
    const bank = await this.banks.payoutBank(draft.accountId);
    if (!bank && !draft.target) throw bad(sellMessages.noBank, 'BANK_MISSING');
    return { draft, bank, scheme: await this.schemes.get(draft.schemeCode) };
  }

  private async placeOnce(draft: Draft): Promise<Placement> {
    const placedAt = this.clock.businessNow();
    const prepared = await this.prepare(draft);
    const result = await this.db.transaction(async (tx): Promise<Placement> => {
      await repo.lockSalesOf(tx, draft.accountId);
      const existing = await repo.orderByKey(tx, draft.accountId, draft.key);
      if (existing) return { order: existing, isRepeat: true };
      if (draft.otp) {
        // A wrong code is counted and kept (the transaction commits); a refusal after a right
        // one rolls its use back, so the OTP stays good for the corrected request.
        const checked = await this.otp.check(draft.otp.account, 'REDEMPTION', draft.otp.auth.otp, {
          tx,
          requestRef: draft.otp.auth.sessionId,
          ref: draft.otp.auth.otpGenRefId,
          address: draft.context?.ip,
        });
        if (!checked.ok)
          return { otpRefused: { message: checked.message, reason: checked.reason } };
      }
      return this.insertOrder(tx, prepared, placedAt);
    });
    if ('otpRefused' in result) return result;
    if (!result.isRepeat && result.order.isInstaCash === 'Y') {
      // Insta cash is paid at once, at the latest NAV; the jobs finish it if the bank is slow.
      const latest = (await this.schemes.get(result.order.schemeCode))?.latestNav;
      if (latest) await this.engine.recordSale(result.order, latest, result.order.navDate);
      const priced = await repo.orderById(this.db, result.order.id);
      if (priced) await this.engine.payout(priced).catch(() => 'WAIT');
      return {
        order: (await repo.orderById(this.db, result.order.id)) ?? result.order,
        isRepeat: false,
      };
    }
    return result;
  }

  /**
   * Records one order inside the placement's transaction, under the account's sale lock: its
   * figures at the latest NAV, its units pending, its pricing job (unless it waits for eDIS).
   */
  private async insertOrder(
    tx: Tx,
    { draft, bank, scheme }: Prepared,
    placedAt: Date,
  ): Promise<{ order: SellOrder; isRepeat: boolean }> {
    const position = await this.positions.of(draft.accountId, draft.folioNo, draft.schemeCode, {
      tx,
      scheme,
    });
    if (!position.latest) throw bad(sellMessages.noNav, 'NAV_MISSING');
    const dates = this.navDatesOf(position, draft.target, draft.receivedAt ?? placedAt);
    const navDate = draft.isInstaCash ? position.latest.navDate : dates.navDate;
    const sale = saleAt(position, draft.ask, position.latest.nav, navDate);
    if (!sale.ok) throw bad(sale.message);
    const trxnId = newTrxnId(trxnPrefix[draft.trxnType], placedAt);
    const saved = await repo.insertOrder(tx, {
      trxnId,
      orderRef: draft.orderRef ?? trxnId,
      accountId: draft.accountId,
      idempotencyKey: draft.key,
      trxnType: draft.trxnType,
      isInstaCash: draft.isInstaCash ? 'Y' : 'N',
      source: draft.source,
      folioNo: position.folioNo,
      schemeCode: position.schemeCode,
      schemeName: position.scheme.name,
      amc: position.amc,
      mode: position.mode,
      redeemBy: draft.ask.redeemBy,
      requestedPaise: draft.ask.redeemBy === 'AMOUNT' ? (draft.ask.amountPaise ?? null) : null,
      requestedUnits: draft.ask.redeemBy === 'UNITS' ? (draft.ask.units ?? null) : null,
      pendingUnits: sale.figures.units,
      liquid: position.liquid ? 'Y' : 'N',
      navDate,
      status: draft.needsEdis ? 'EDIS_PENDING' : 'AWAITING_NAV',
      bankName: bank?.bankName ?? '',
      bankAccNo: bank?.bankAccNo ?? '',
      ifsc: bank?.ifsc ?? '',
      targetSchemeCode: draft.target?.scheme.schemeCode ?? null,
      targetSchemeName: draft.target?.scheme.name ?? '',
      targetNavDate: dates.targetNavDate,
      targetIsNfo: draft.target?.isNfo ? 'Y' : 'N',
      placedAt,
    });
    if (!saved) {
      const raced = await repo.orderByKey(tx, draft.accountId, draft.key);
      if (raced) return { order: raced, isRepeat: true };
      throw bad(sellMessages.planReference, 'ORDER_REF_TAKEN');
    }
    if (!draft.needsEdis) await repo.enqueueJob(tx, saved.id, 'PRICE', this.clock.realNow());
    await this.audit.record(
      'SELL_PLACED',
      draft.accountId,
      draft.context ?? { ip: '', requestId: '' },
      {
        source: draft.source,
        isRedConfirm: draft.isRedConfirm ?? 'N',
        orderRef: saved.orderRef,
        trxnType: draft.trxnType,
        folioNo: saved.folioNo,
        schemeCode: saved.schemeCode,
        redeemBy: saved.redeemBy,
        units: sale.figures.units,
        navDate,
      },
      tx,
    );
    return { order: saved, isRepeat: false };
  }

  /** Opens (or reopens) the eDIS authorisation of an order that waits for it. */
  private async edisFor(account: Account, order: SellOrder): Promise<{ url: string; no: string }> {
    const started = await this.depository.startEdis(account, {
      orderRef: order.orderRef,
      schemeName: order.schemeName,
      isin: (await this.schemes.get(order.schemeCode))?.isinGrowth ?? '',
      units: order.pendingUnits,
    });
    if (order.edisTrxnNo !== started.edisTrxnNo)
      await repo.updateOrder(this.db, order.id, { edisTrxnNo: started.edisTrxnNo });
    return { url: started.url, no: started.edisTrxnNo };
  }

  private async confirmReply(
    account: Account,
    placed: { order: SellOrder; isRepeat: boolean },
  ): Promise<TSellConfirmResponse> {
    let { order } = placed;
    let edis = { url: '', no: '' };
    if (order.status === 'EDIS_PENDING') {
      edis = await this.edisFor(account, order);
      order = (await repo.orderById(this.db, order.id)) ?? order;
    }
    return {
      trxnId: order.trxnId,
      trxnDate: order.placedAt.toISOString(),
      IS_EDIS: order.status === 'EDIS_PENDING' ? 'Y' : 'N',
      edisUrl: edis.url,
      edisTrxnNo: edis.no,
      isRepeat: placed.isRepeat,
      message: order.status === 'EDIS_PENDING' ? sellMessages.edisRedirect : sellMessages.placed,
      order: orderView(order),
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
    build: () => Promise<Omit<Draft, 'needsEdis' | 'key' | 'accountId' | 'source'>>,
  ): Promise<TSellConfirmResponse> {
    const earlier = await this.repeat(account.id, auth.sessionId);
    const draft = await build();
    if (earlier) {
      // The same key with other details is not the same request: refused, the first order stands.
      if (!sameSale(earlier, draft))
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', sellMessages.idempotencyKeyReused);
      return this.confirmReply(account, { order: earlier, isRepeat: true });
    }
    const position = await this.positions.of(account.id, draft.folioNo, draft.schemeCode);
    const permission = await this.permission(account, position.mode);
    if (permission.isBlocked === 'Y') throw bad(sellMessages.poaNotInFavour, 'POA_NOT_IN_FAVOUR');
    if (draft.isInstaCash && permission.IS_EDIS === 'Y')
      throw bad(sellMessages.poaNotInFavour, 'POA_NOT_IN_FAVOUR');
    // The figures are checked before the OTP is spent, so a refusal leaves it usable.
    if (position.latest) {
      const sale = saleAt(
        position,
        draft.ask,
        position.latest.nav,
        this.navDateNow(position.scheme.attributes.cutOffClass),
      );
      if (!sale.ok) throw bad(sale.message);
    }
    const placed = await this.place({
      ...draft,
      accountId: account.id,
      key: auth.sessionId,
      source: 'INVESTOR',
      needsEdis: permission.IS_EDIS === 'Y',
      context,
      isRedConfirm: auth.isRedConfirm,
      otp: { account, auth },
    });
    return this.confirmReply(account, placed);
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
      ask: this.askOf(request),
    }));
  }

  confirmSwitch(
    account: Account,
    request: SellQuantity & SellAuthorisation & { targetSchCode: number },
    context: SellContext,
  ): Promise<TSellConfirmResponse> {
    return this.placeByInvestor(account, request, context, async () => {
      const position = await this.positions.of(account.id, request.folioNo, request.schCode);
      const target = await this.switchTarget(
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
        ask: this.askOf(request),
        target,
      };
    });
  }

  // ---- Insta cash ----

  private async instaCashOf(position: Position) {
    const nav = position.latest?.nav;
    const today = businessDate(this.clock);
    const free = balanceOf(position, today).freeUnits;
    const folioValuePaise = nav ? valuePaise(free, nav) : 0n;
    const takenTodayPaise = await repo.instaCashTaken(
      this.db,
      position.folioNo,
      position.schemeCode,
      today,
    );
    const cap = instaCashCap({
      isLiquidOrOvernight: position.liquid,
      folioValuePaise,
      takenTodayPaise,
    });
    return { free, folioValuePaise, takenTodayPaise, cap };
  }

  async instaCashDetail(account: Account): Promise<TGetInstaCashDetailResponse> {
    const [positions, bank] = await Promise.all([
      this.positions.all(account.id),
      this.banks.payoutBank(account.id),
    ]);
    const schemes = [];
    for (const position of positions.filter((p) => p.liquid && p.mode === 'P')) {
      const { free, folioValuePaise, takenTodayPaise, cap } = await this.instaCashOf(position);
      if (!cap.eligible) continue;
      schemes.push({
        folioNo: position.folioNo,
        schcode: position.schemeCode,
        schemeName: position.scheme.name,
        freeUnits: free,
        nav: position.latest?.nav ?? '',
        navDate: position.latest?.navDate ?? '',
        folioValue: paiseToRupeeText(folioValuePaise),
        cap: paiseToRupeeText(cap.capPaise),
        takenToday: paiseToRupeeText(takenTodayPaise),
        available: paiseToRupeeText(cap.availablePaise),
      });
    }
    return {
      dailyLimit: paiseToRupeeText(instaCashDailyLimitPaise),
      valuePercent: Number(instaCashValuePercent),
      schemes,
      bank: bankView(bank),
    };
  }

  confirmInstaCash(
    account: Account,
    request: { folioNo: string; schCode: number; amount: Paise } & SellAuthorisation,
    context: SellContext,
  ): Promise<TSellConfirmResponse> {
    return this.placeByInvestor(account, request, context, async () => {
      const position = await this.positions.of(account.id, request.folioNo, request.schCode);
      const { cap } = await this.instaCashOf(position);
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

  // ---- Acknowledgement and eDIS ----

  private async ownOrder(account: Account, trxnId: string): Promise<SellOrder> {
    const order = await repo.orderByTrxnId(this.db, trxnId);
    if (!order || order.accountId !== account.id)
      throw new AppError(400, 'ORDER_NOT_FOUND', sellMessages.orderNotFound);
    return order;
  }

  async orderStatus(account: Account, tid: string): Promise<TGetSellOrderStatusResponse> {
    const order = await this.ownOrder(account, tid);
    const view = orderView(order);
    const ackStatus =
      order.status === 'REJECTED' || order.status === 'EDIS_DECLINED'
        ? 'ERROR'
        : order.status === 'PAID' || order.status === 'COMPLETED'
          ? 'SUCCESS'
          : 'PENDING';
    return {
      trxnId: order.trxnId,
      trxnDate: order.placedAt.toISOString(),
      ackStatus,
      message: view.statusText,
      order: view,
    };
  }

  /**
   * The eDIS return: reads the depository's decision. Approved, the order is due for pricing at
   * the NAV of the date it was authorised on; declined, it is closed and its units freed.
   */
  async verifyEdis(account: Account, edisTrxnNo: string): Promise<TVerifyEdisResponse> {
    const order = await repo.orderByEdis(this.db, edisTrxnNo);
    if (!order || order.accountId !== account.id)
      throw new AppError(400, 'EDIS_NOT_FOUND', sellMessages.edisNotFound);
    let current = order;
    if (order.status === 'EDIS_PENDING') {
      const status = await this.depository.edisStatus(account, edisTrxnNo);
      if (status === 'APPROVED') {
        // The sale counts as received when the investor authorises it at the depository.
        const authorisedAt = this.clock.businessNow();
        const scheme = await this.schemes.get(order.schemeCode);
        const target =
          order.targetSchemeCode !== null && order.targetIsNfo !== 'Y'
            ? await this.schemes.get(order.targetSchemeCode)
            : null;
        const navDate = applicableNavDate(
          'REDEMPTION',
          scheme?.attributes.cutOffClass ?? (order.liquid === 'Y' ? 'LIQUID' : 'OTHER'),
          authorisedAt,
        );
        await this.db.transaction(async (tx) => {
          const moved = await repo.moveOrder(tx, order.id, ['EDIS_PENDING'], {
            status: 'AWAITING_NAV',
            navDate,
            ...(target
              ? {
                  targetNavDate: switchInNavDate(
                    target.attributes.cutOffClass,
                    authorisedAt,
                    navDate,
                  ),
                }
              : {}),
          });
          if (moved) await repo.enqueueJob(tx, order.id, 'PRICE', this.clock.realNow());
        });
      } else if (status === 'DECLINED') {
        await repo.moveOrder(this.db, order.id, ['EDIS_PENDING'], {
          status: 'EDIS_DECLINED',
          statusReason: sellMessages.edisDeclined,
        });
      }
      current = (await repo.orderById(this.db, order.id)) ?? order;
    }
    const edisStatus =
      current.status === 'EDIS_PENDING'
        ? 'PENDING'
        : current.status === 'EDIS_DECLINED'
          ? 'DECLINED'
          : 'APPROVED';
    const view = orderView(current);
    return {
      edisStatus,
      trxnId: current.trxnId,
      trxnType: current.trxnType.toLowerCase(),
      message:
        edisStatus === 'APPROVED'
          ? view.statusText
          : edisStatus === 'DECLINED'
            ? sellMessages.edisDeclined
            : sellMessages.edisPending,
      order: view,
    };
  }

  // ---- Authorised from a partner's placement ----

  /**
   * The draft of a sale the investor authorises: the holding and its permission (demat units with
   * no POA/DDPI go to eDIS when the flag is Y and are refused when it is N), the switch's target,
   * the payout bank and the figures at the latest NAV. Refusals carry the sale's own messages.
   */
  private async authorisedDraft(
    account: Account,
    sale: AuthorisedSale,
    options: AuthorisedOptions,
  ): Promise<Prepared> {
    const position = await this.positions.of(account.id, sale.folioNo, sale.schCode);
    const permission =
      options.permission === false
        ? ({ IS_EDIS: 'N', isBlocked: 'N' } as const)
        : await this.permission(account, position.mode);
    if (permission.isBlocked === 'Y') throw bad(sellMessages.poaNotInFavour, 'POA_NOT_IN_FAVOUR');
    let target: SwitchTarget | undefined;
    if (sale.targetSchCode !== undefined) {
      target = await this.switchTarget(position.amc, position.schemeCode, sale.targetSchCode);
      if (target.isNfo && account.accType === 'EMF')
        throw bad(sellMessages.emfRestriction, 'EMF_RESTRICTED');
    }
    const ask = this.askOf(sale);
    if (!position.latest) throw bad(sellMessages.noNav, 'NAV_MISSING');
    const figures = saleAt(
      position,
      ask,
      position.latest.nav,
      this.navDateNow(position.scheme.attributes.cutOffClass),
    );
    if (!figures.ok) throw bad(figures.message);
    return this.prepare({
      accountId: account.id,
      key: sale.key,
      trxnType: target ? (target.isNfo ? 'NSWI' : 'SWI') : 'RED',
      isInstaCash: false,
      source: 'AUTHORISATION',
      folioNo: position.folioNo,
      schemeCode: position.schemeCode,
      ask,
      ...(target ? { target } : {}),
      needsEdis: permission.IS_EDIS === 'Y',
      context: options.context,
      isRedConfirm: options.isRedConfirm,
    });
  }

  /** The drafts of sales not placed yet; at most one of an authorisation may wait for eDIS. */
  private async authorisedDrafts(
    account: Account,
    sales: readonly AuthorisedSale[],
    placed: readonly (SellOrder | null)[],
    options: AuthorisedOptions,
  ): Promise<(Prepared | null)[]> {
    const drafts: (Prepared | null)[] = [];
    for (const [i, sale] of sales.entries())
      drafts.push(placed[i] ? null : await this.authorisedDraft(account, sale, options));
    const edis =
      drafts.filter((d) => d?.draft.needsEdis).length +
      placed.filter((o) => o?.status === 'EDIS_PENDING').length;
    if (edis > 1) throw bad(sellMessages.edisOneAtATime, 'EDIS_ONE_AT_A_TIME');
    return drafts;
  }

  /**
   * Checks sales a partner placed as the investor's authorisation would place them, placing
   * nothing; answers whether each would wait for the investor's eDIS. Without `permission` the
   * demat permission is left to the authorisation (a partner may place what eDIS will decide).
   */
  async checkAuthorised(
    account: Account,
    sales: readonly AuthorisedSale[],
    options: { permission?: boolean } = {},
  ): Promise<{ needsEdis: boolean }[]> {
    const placed = await Promise.all(sales.map((sale) => this.repeat(account.id, sale.key)));
    const drafts = await this.authorisedDrafts(account, sales, placed, {
      context: { ip: '', requestId: '' },
      permission: options.permission ?? true,
    });
    return drafts.map((d, i) => ({
      needsEdis: d ? d.draft.needsEdis : placed[i]?.status === 'EDIS_PENDING',
    }));
  }

  /**
   * Places the redemptions and switches a partner placed, once the investor has authorised them:
   * no OTP (the authorisation is the consent), all of them in one transaction or none, each once
   * under its key (a repeat answers the orders placed first). Demat units without a POA/DDPI wait
   * for the investor's eDIS as their own sale does, and the reply carries the depository's page.
   */
  async placeAuthorised(
    account: Account,
    sales: readonly AuthorisedSale[],
    options: { context: SellContext; isRedConfirm?: 'Y' | 'N' | undefined },
  ): Promise<TSellConfirmResponse[]> {
    const earlier = await Promise.all(sales.map((sale) => this.repeat(account.id, sale.key)));
    const drafts = await this.authorisedDrafts(account, sales, earlier, options);
    const placedAt = this.clock.businessNow();
    const placed = drafts.some(Boolean)
      ? await this.db.transaction(async (tx) => {
          await repo.lockSalesOf(tx, account.id);
          const orders: ({ order: SellOrder; isRepeat: boolean } | null)[] = [];
          for (const prepared of drafts) {
            if (!prepared) {
              orders.push(null);
              continue;
            }
            const existing = await repo.orderByKey(tx, account.id, prepared.draft.key);
            orders.push(
              existing
                ? { order: existing, isRepeat: true }
                : await this.insertOrder(tx, prepared, placedAt),
            );
          }
          return orders;
        })
      : [];
    const replies: TSellConfirmResponse[] = [];
    for (const [i, order] of earlier.entries()) {
      const one = order ? { order, isRepeat: true } : placed[i];
      if (one) replies.push(await this.confirmReply(account, one));
    }
    return replies;
  }

  /** The order an authorisation placed under its key, as the acknowledgement shows it; or null. */
  async authorisedOrder(accountId: number, key: string): Promise<TSellOrder | null> {
    const order = await this.repeat(accountId, key);
    return order ? orderView(order) : null;
  }

  // ---- For systematic plans ----

  private async placeForPlan(
    input: PlanInstallment,
    build: (
      position: Position,
    ) => Promise<Omit<Draft, 'needsEdis' | 'key' | 'accountId' | 'source'>>,
  ): Promise<PlanSellResult> {
    try {
      if (!orderRefPattern.test(input.orderRef))
        throw bad(sellMessages.planReference, 'ORDER_REF_INVALID');
      const earlier = await repo.orderByOrderRef(this.db, input.orderRef);
      if (earlier) {
        if (earlier.accountId !== input.accountId)
          throw bad(sellMessages.planReference, 'ORDER_REF_TAKEN');
        return { ok: true, isRepeat: true, order: orderView(earlier) };
      }
      if (input.amountPaise <= 0n) throw bad(sellMessages.notPositive);
      const position = await this.positions.of(input.accountId, input.folioNo, input.schemeCode);
      if (position.mode === 'D') {
        const permission = await this.depository.dematPermission({
          id: input.accountId,
          njAcNo: '',
          pan: '',
          dematAccNo: '',
        });
        if (!permission.poaDdpi) throw bad(sellMessages.poaNotInFavour, 'POA_NOT_IN_FAVOUR');
      }
      const draft = await build(position);
      const placed = await this.place({
        ...draft,
        accountId: input.accountId,
        key: input.orderRef,
        orderRef: input.orderRef,
        source: 'PLAN',
        needsEdis: false,
        receivedAt: installmentReceivedAt(input.runDate),
      });
      return { ok: true, isRepeat: placed.isRepeat, order: orderView(placed.order) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400)
        return { ok: false, errCode: error.errCode, message: error.displayMessage };
      throw error;
    }
  }

  /**
   * An SWP installment: a redemption by amount from a folio's scheme, without an OTP, placed once
   * per order reference and priced, paid out and settled by the same jobs as the investor's.
   */
  placePlanRedemption(input: PlanRedemptionInput): Promise<PlanSellResult> {
    return this.placeForPlan(input, async () => ({
      trxnType: input.trxnType ?? 'SWP',
      isInstaCash: false,
      folioNo: input.folioNo,
      schemeCode: input.schemeCode,
      ask: { redeemBy: 'AMOUNT', amountPaise: input.amountPaise },
    }));
  }

  /**
   * An STP installment: a switch by amount from a folio's scheme into another scheme of the same
   * AMC, without an OTP, placed once per order reference; both legs priced by the same jobs.
   */
  placePlanSwitch(input: PlanSwitchInput): Promise<PlanSellResult> {
    return this.placeForPlan(input, async (position) => {
      const target = await this.switchTarget(
        position.amc,
        position.schemeCode,
        input.targetSchemeCode,
      );
      return {
        trxnType: input.trxnType ?? 'STP',
        isInstaCash: false,
        folioNo: input.folioNo,
        schemeCode: input.schemeCode,
        ask: { redeemBy: 'AMOUNT', amountPaise: input.amountPaise },
        target,
      };
    });
  }

  /** A sale by its order reference (a plan installment's), as the acknowledgement shows it. */
  async sellOrder(orderRef: string): Promise<TSellOrder | null> {
    const order = await repo.orderByOrderRef(this.db, orderRef);
    return order ? orderView(order) : null;
  }
}
