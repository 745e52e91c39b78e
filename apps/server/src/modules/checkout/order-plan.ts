import {
  addDays,
  brokeragePaise,
  compareRisk,
  firstInstallmentDate,
  isRiskLevel,
  lastInstallmentDate,
  messages,
  orderMessages,
  purchaseAmountIssue,
  purchaseFrequencies,
  purchaseTransactionType,
  sipDaysAhead,
  swpSchedule,
  type RiskLevel,
  type TOnConfirmParsed,
  type TPurchaseItemParsed,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Account } from '../access/repository.js';
import { minSwpPaise, type PurchaseService } from '../mutual-funds/purchase-service.js';
import {
  brokerageBpsOf,
  limitsOf,
  riskLabel,
  sipDaysOf,
  sipFrequenciesOf,
} from '../mutual-funds/scheme-terms.js';
import type { PortfolioService } from '../portfolio/service.js';
import type { SchemeView } from '../schemes/service.js';
import * as repo from './order-repository.js';

/** Without a risk profile on record an investor counts as moderate. */
const defaultRiskLevel: RiskLevel = 'Moderate';

export const bad = (code: string, message: string) => new AppError(400, code, message);

export interface PlannedOrder {
  view: SchemeView;
  item: TPurchaseItemParsed;
  trxnType: string;
  amountPaise: bigint;
  brokeragePaise: bigint;
  /** As the order row keeps them. */
  sip: repo.PurchaseOrder['sip'];
  swp: repo.PurchaseOrder['swp'];
}

/** A cart checked item by item, with the figures the server worked out. */
export interface CartPlan {
  orders: PlannedOrder[];
  totalPaise: bigint;
  brokeragePaise: bigint;
  hasSip: boolean;
}

/** Checks a cart against its schemes and the investor's declarations; never trusts the client's figures. */
export class OrderPlanner {
  constructor(
    private readonly db: Db,
    private readonly purchase: PurchaseService,
    private readonly portfolio: PortfolioService,
  ) {}

  async plan(account: Account, input: TOnConfirmParsed): Promise<CartPlan> {
    const orders = await this.items(account, input);
    const totalPaise = orders.reduce((sum, p) => sum + p.amountPaise, 0n);
    if (totalPaise !== input.totalAmount) throw bad('TOTAL_MISMATCH', orderMessages.totalMismatch);
    const regular = orders.some((p) => p.view.plan !== 'DIRECT');
    if (regular && input.euinDeclAccepted !== 'Y')
      throw bad('EUIN_DECLARATION', orderMessages.euinDeclaration);
    if (input.isPIPConfirm !== 'Y') {
      for (const p of orders) {
        if (await this.purchase.recentlyBought(account.id, p.view.schemeCode)) {
          throw new AppError(
            400,
            'MARS_CONFIRM',
            `${orderMessages.repeatPurchase} ${orderMessages.marsConfirm}`,
            'SUCC_WITH_MARS',
          );
        }
      }
    }
    return {
      orders,
      totalPaise,
      brokeragePaise: orders.reduce((sum, p) => sum + p.brokeragePaise, 0n),
      hasSip: orders.some((p) => p.sip !== null),
    };
  }

  private async items(account: Account, input: TOnConfirmParsed): Promise<PlannedOrder[]> {
    const profile = await repo.riskProfileOf(this.db, account.id);
    const investorRisk =
      profile && isRiskLevel(profile.riskLevel) ? profile.riskLevel : defaultRiskLevel;
    const today = this.purchase.today();
    const planned: PlannedOrder[] = [];
    for (const item of input.purchaseItemBean) {
      const view = await this.purchase.scheme(item.schcode);
      const issue = this.purchase.availabilityIssue(view, account);
      if (issue) throw bad('SCHEME_UNAVAILABLE', issue);
      const wantsSip = item.trxnType === 'SIP' || item.trxnType === 'NSIP';
      const trxnType = purchaseTransactionType(wantsSip, view.attributes.isNfo);
      const kind = await this.purchase.purchaseKind(account.id, view, wantsSip);
      const amountIssue = purchaseAmountIssue(item.totalAmount, kind, limitsOf(view));
      if (amountIssue) throw bad('AMOUNT', amountIssue);
      if (item.folioNo) {
        const folio = await this.portfolio.existingFolio(account.id, view.amc);
        if (folio !== item.folioNo) throw bad('FOLIO', messages.invalidField('Folio number'));
      }
      const risk = riskLabel(view);
      if (isRiskLevel(risk) && compareRisk(risk, investorRisk) > 0 && item.riskDeclAccepted !== 'Y')
        throw bad('RISK_DECLARATION', orderMessages.riskDeclaration);
      planned.push({
        view,
        item,
        trxnType,
        amountPaise: item.totalAmount,
        brokeragePaise: brokeragePaise(item.totalAmount, brokerageBpsOf(view)),
        sip: wantsSip ? sipPlan(view, item, today) : null,
        swp: item.swp ? swpPlan(view, item.swp, today) : null,
      });
    }
    return planned;
  }
}

function sipPlan(
  view: SchemeView,
  item: TPurchaseItemParsed,
  today: string,
): NonNullable<PlannedOrder['sip']> {
  if (view.attributes.sipFrequencies.length === 0) throw bad('SIP', orderMessages.sipNotAllowed);
  const sip = item.sip;
  if (!sip || !sipFrequenciesOf(view).includes(sip.freqId))
    throw bad('SIP_FREQUENCY', orderMessages.sipFrequency);
  if (!sipDaysOf(view).includes(sip.installmentDate)) throw bad('SIP_DATE', orderMessages.sipDate);
  const min = purchaseFrequencies[sip.freqId].minInstallments;
  if (sip.totalNoOfInst < min) throw bad('INSTALLMENTS', orderMessages.installments(min));
  const startDate = firstInstallmentDate(today, sip.installmentDate);
  return {
    ...sip,
    startDate,
    endDate: lastInstallmentDate(startDate, sip.freqId, sip.totalNoOfInst),
  };
}

function swpPlan(
  view: SchemeView,
  swp: NonNullable<TPurchaseItemParsed['swp']>,
  today: string,
): NonNullable<PlannedOrder['swp']> {
  if (!view.attributes.swpAllowed) throw bad('SWP', orderMessages.swpNotAllowed);
  if (swp.installmentDate > 28) throw bad('SIP_DATE', orderMessages.sipDate);
  if (swp.swpAmount < minSwpPaise) throw bad('AMOUNT', orderMessages.amountInvalid);
  const min = purchaseFrequencies[swp.freqId].minInstallments;
  if (swp.totalNoOfInst < min) throw bad('INSTALLMENTS', orderMessages.installments(min));
  const dates = swpSchedule(swp.startMonth, swp.installmentDate, swp.freqId, swp.totalNoOfInst);
  const startDate = dates[0] ?? '';
  if (startDate < addDays(today, sipDaysAhead)) throw bad('SIP_DATE', orderMessages.sipDate);
  return {
    freqId: swp.freqId,
    installmentDate: swp.installmentDate,
    startDate,
    endDate: dates[dates.length - 1] ?? startDate,
    totalNoOfInst: swp.totalNoOfInst,
    swpAmountPaise: Number(swp.swpAmount),
  };
}
