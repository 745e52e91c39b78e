import {
  marsMessages,
  orderMessages,
  paiseToRupeeText,
  purchaseFrequencies,
  rupeesToPaise,
  splitByWeights,
  type Paise,
  type TCartItem,
  type TGetMarsInvestmentResponse,
} from '@cdesk/domain';
import { AppError } from '../../lib/app-error.js';
import type { Account } from '../access/index.js';
import type { PurchaseService } from '../mutual-funds/index.js';
import { rupeeStep, type MarsCatalogue } from './catalogue.js';
import type { MarsHoldings } from './holdings.js';

const bad = (code: string, message: string) => new AppError(400, code, message);

export interface MarsInvestmentInput {
  marsId: string;
  ccode?: string | undefined;
  trxnType: 'PIP' | 'SIP';
  amountPaise: Paise;
  sip?: { freqId: string; installmentDate: number; totalNoOfInst: number } | undefined;
  isNomineeRedirect: 'Y' | 'N';
}

/**
 * Investing in a MARS portfolio: the amount split by the schemes' target weights, checked by the
 * portfolio's minimum and each scheme's purchase rules, as cart lines under the investor's MARS
 * target number. The cart pays for them like any purchase; confirming checks them again.
 */
export class MarsInvestments {
  constructor(
    private readonly catalogue: MarsCatalogue,
    private readonly holdings: MarsHoldings,
    private readonly purchase: PurchaseService,
  ) {}

  async investment(
    account: Account,
    input: MarsInvestmentInput,
  ): Promise<TGetMarsInvestmentResponse> {
    const definition = await this.catalogue.definition(input.marsId);
    if (!definition) throw bad('MARS_NOT_FOUND', marsMessages.portfolioNotFound);
    if (!definition.open) throw bad('MARS_UNAVAILABLE', marsMessages.portfolioUnavailable);
    const sip = input.trxnType === 'SIP';
    if (sip && !definition.sipAllowed) throw bad('SIP', marsMessages.sipNotAllowed);
    const minimum = sip ? definition.minSipPaise : definition.minLumpsumPaise;
    if (input.amountPaise < minimum)
      throw bad('AMOUNT', sip ? marsMessages.minSip(minimum) : marsMessages.minLumpsum(minimum));
    if (input.amountPaise % rupeeStep !== 0n) throw bad('AMOUNT', marsMessages.wholeRupees);
    const schedule = sip ? await this.schedule(definition, input.sip) : undefined;
    const amounts = splitByWeights(input.amountPaise, definition.weights, rupeeStep);
    // Each scheme by its own rules too: availability, amount, the nominee on record.
    for (const [i, view] of definition.views.entries()) {
      const issue = await this.purchase.purchaseIssue(account, view, {
        isNomineeRedirect: input.isNomineeRedirect,
        trxnType: input.trxnType,
        purAmount: amounts[i] ?? 0n,
      });
      if (issue?.code === 'NOMINEE_REQUIRED') throw bad(issue.code, issue.message);
      if (issue) throw bad(issue.code, `${view.name}: ${issue.message}`);
    }
    const marsTarNo = await this.holdings.targetFor(account.id, input.marsId);
    const name = definition.rows.portfolio.name;
    const items: TCartItem[] = [];
    for (const [i, view] of definition.views.entries()) {
      const amount = amounts[i] ?? 0n;
      const detail = await this.purchase.schemeDetail(account, view.schemeCode);
      const brokerage = await this.purchase.brokerage(view.schemeCode, amount);
      items.push({
        ccode: input.ccode ?? '',
        schcode: view.schemeCode,
        schemeName: view.name,
        trxnType: input.trxnType,
        isDirect: detail.planType === 'D' ? 'Y' : 'N',
        schOpt: detail.schOpt,
        schExch: detail.schExchange,
        folioNo: detail.folioNo,
        totalAmount: Number(amount),
        brokerage: Number(rupeesToPaise(brokerage.brokAmount) ?? 0n),
        riskometerVal: detail.riskometerVal,
        isLiquid: detail.isLiquid === 'Y',
        riskDeclAccepted: 'N',
        isNomineeRedirect: input.isNomineeRedirect,
        ...(schedule ? { sip: schedule } : {}),
        marsTarNo,
        marsName: name,
      });
    }
    return {
      marsId: input.marsId,
      name,
      marsTarNo,
      trxnType: input.trxnType,
      amount: paiseToRupeeText(input.amountPaise),
      items,
    };
  }

  /** A SIP's schedule, on a frequency and a day every scheme of the portfolio takes. */
  private async schedule(
    definition: NonNullable<Awaited<ReturnType<MarsCatalogue['definition']>>>,
    sip: MarsInvestmentInput['sip'],
  ): Promise<NonNullable<TCartItem['sip']>> {
    const freqId = definition.sipFrequencies.find((f) => f === sip?.freqId);
    if (!sip || !freqId) throw bad('SIP_FREQUENCY', orderMessages.sipFrequency);
    if (!definition.sipDates.includes(sip.installmentDate))
      throw bad('SIP_DATE', orderMessages.sipDate);
    const min = purchaseFrequencies[freqId].minInstallments;
    if (sip.totalNoOfInst < min) throw bad('INSTALLMENTS', orderMessages.installments(min));
    const dates = await this.purchase.installmentDates({
      freqId,
      installmentDate: sip.installmentDate,
      totalNoOfInst: sip.totalNoOfInst,
    });
    return {
      freqId,
      installmentDate: sip.installmentDate,
      totalNoOfInst: sip.totalNoOfInst,
      startDate: dates.startDate,
      endDate: dates.endDate,
    };
  }
}
