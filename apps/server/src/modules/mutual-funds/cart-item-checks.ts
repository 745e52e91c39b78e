import {
  addDays,
  brokeragePaise,
  compareRisk,
  isRiskLevel,
  messages,
  orderMessages,
  purchaseFrequencies,
  purchaseTransactionType,
  sipDaysAhead,
  sipSchedule,
  swpSchedule,
  type RiskLevel,
  type TPurchaseItemParsed,
} from '@cdesk/domain';
import { AppError } from '../../lib/app-error.js';
import type { Account } from '../access/index.js';
import type { CartItemRules, PlannedOrder } from '../checkout/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeView } from '../schemes/index.js';
import { minSwpPaise, type PurchaseService } from './purchase-service.js';
import { brokerageBpsOf, riskLabel, sipDaysOf, sipFrequenciesOf } from './scheme-terms.js';

const bad = (code: string, message: string) => new AppError(400, code, message);

/**
 * The items of a cart checked by the rules validatePurchase applies, then as the purchase form
 * checks them; never trusts the client's figures.
 */
export class CartItemChecks implements CartItemRules {
  constructor(
    private readonly purchase: PurchaseService,
    private readonly portfolio: PortfolioService,
  ) {}

  recentlyBought(accountId: number, schemeCode: number): Promise<boolean> {
    return this.purchase.recentlyBought(accountId, schemeCode);
  }

  heldMarsPortfolio(accountId: number, schemeCode: number): Promise<string | null> {
    return this.purchase.heldMarsPortfolio(accountId, schemeCode);
  }

  async planItems(
    account: Account,
    items: readonly TPurchaseItemParsed[],
    investorRisk: RiskLevel,
  ): Promise<PlannedOrder[]> {
    const today = this.purchase.today();
    const marsIssue = await this.purchase.marsCartIssue(account.id, items);
    if (marsIssue) throw bad('MARS_PORTFOLIO', marsIssue);
    const planned: PlannedOrder[] = [];
    for (const item of items) {
      const view = await this.purchase.scheme(item.schcode);
      const issue = await this.purchase.purchaseIssue(account, view, {
        isNomineeRedirect: item.isNomineeRedirect,
        trxnType: item.trxnType,
        purAmount: item.totalAmount,
      });
      if (issue) throw bad(issue.code, issue.message);
      const wantsSip = item.trxnType === 'SIP' || item.trxnType === 'NSIP';
      const trxnType = purchaseTransactionType(wantsSip, view.attributes.isNfo);
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
  const { startDate, nextDate, endDate } = sipSchedule(
    today,
    sip.installmentDate,
    sip.freqId,
    sip.totalNoOfInst,
  );
  return { ...sip, startDate, nextDate, endDate };
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
    swpAmountPaise: swp.swpAmount,
  };
}
