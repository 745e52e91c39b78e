import { installmentReceivedAt, sellMessages, type Paise, type TSellOrder } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Depository } from '../../providers/depository/port.js';
import type { SalePlacement } from './placement.js';
import { bad, type Position, type Positions } from './positions.js';
import * as repo from './repository.js';
import type { SaleDraft } from './sale-terms.js';
import type { SwitchTargets } from './switch-targets.js';
import { orderView } from './views.js';

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

const orderRefPattern = /^[A-Za-z0-9/_-]{1,60}$/;

/** The SWP and STP installments of systematic plans, placed as sales without an OTP. */
export class PlanSales {
  constructor(
    private readonly db: Db,
    private readonly positions: Positions,
    private readonly placement: SalePlacement,
    private readonly depository: Depository,
    private readonly targets: SwitchTargets,
  ) {}

  /** Demat units of a plan's installment are sold only under a POA/DDPI (no one is there for eDIS). */
  private async checkPermission(accountId: number, position: Position): Promise<void> {
    if (position.mode !== 'D') return;
    const permission = await this.depository.dematPermission({
      id: accountId,
      njAcNo: '',
      pan: '',
      dematAccNo: '',
    });
    if (!permission.poaDdpi) throw bad(sellMessages.poaNotInFavour, 'POA_NOT_IN_FAVOUR');
  }

  private async placeForPlan(
    input: PlanInstallment,
    build: (position: Position) => Promise<SaleDraft>,
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
      await this.checkPermission(input.accountId, position);
      const draft = await build(position);
      const placed = await this.placement.place({
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
    return this.placeForPlan(input, async (position) => ({
      trxnType: input.trxnType ?? 'STP',
      isInstaCash: false,
      folioNo: input.folioNo,
      schemeCode: input.schemeCode,
      ask: { redeemBy: 'AMOUNT', amountPaise: input.amountPaise },
      target: await this.targets.of(position.amc, position.schemeCode, input.targetSchemeCode),
    }));
  }

  /** A sale by its order reference (a plan installment's), as the acknowledgement shows it. */
  async sellOrder(orderRef: string): Promise<TSellOrder | null> {
    const order = await repo.orderByOrderRef(this.db, orderRef);
    return order ? orderView(order) : null;
  }
}
