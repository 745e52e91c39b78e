import {
  formatDate,
  mandateSipStartDate,
  paiseToRupeeText,
  planInstallmentDates,
  planMessages,
  scheduleInWords,
  type Paise,
  type PurchaseFrequencyId,
  type TAuthTrxnLine,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { Account } from '../../access/index.js';
import type { PurchaseService } from '../../mutual-funds/index.js';
import type { Plans } from '../../plans/index.js';
import type { PortfolioService } from '../../portfolio/index.js';
import { keyDigest, line } from './shared.js';

/** The SIP a switch SIP (or a bulk switch SIP) registers into a switch's target, on a mandate. */
export interface TargetSip {
  schCode: number;
  /** The folio switched in to: the SIP's units are allotted there. */
  folioNo: string;
  amountPaise: Paise;
  freqId: PurchaseFrequencyId;
  installmentDate: number;
  totalNoOfInst: number;
  startDate?: string | undefined;
  mandateNo: string;
}

interface CheckedSip {
  amc: string;
  schemeName: string;
  dates: string[];
}

/** The registration reference of a switch SIP's SIP into one target: one per authorisation. */
export const targetSipRef = (placementKey: string, schCode: number) =>
  `AUTHSIP-${keyDigest(placementKey)}-${schCode}`;

/**
 * Registers the SIP of a switch SIP: the target scheme's SIP rules (frequency, day, count and
 * minimum amount, as a SIP purchase meets them), the investor's own mandate, and a calendar whose
 * first installment falls on the SIP's day at least the mandate's lead time ahead, since no
 * purchase pays one now. Installments are then run by the plans' scheduler on the mandate.
 */
export class TargetSips {
  constructor(
    private readonly purchase: PurchaseService,
    private readonly plans: Plans,
    private readonly portfolio: PortfolioService,
  ) {}

  private async check(account: Account, sip: TargetSip): Promise<CheckedSip> {
    const view = await this.purchase.scheme(sip.schCode);
    const issue = await this.purchase.purchaseIssue(account, view, {
      isNomineeRedirect: 'Y',
      trxnType: 'SIP',
      purAmount: sip.amountPaise,
    });
    if (issue) throw new AppError(400, issue.code, issue.message);
    await this.purchase.installmentDates({
      freqId: sip.freqId,
      schCode: sip.schCode,
      installmentDate: sip.installmentDate,
      totalNoOfInst: sip.totalNoOfInst,
    });
    if (!(await this.plans.mandateBank(account.id, sip.mandateNo)))
      throw new AppError(400, 'BANK_NO_MANDATE', planMessages.bankNoMandate);
    return { amc: view.amc, schemeName: view.name, dates: this.datesOf(sip) };
  }

  private datesOf(sip: TargetSip): string[] {
    const startDate = mandateSipStartDate(this.plans.today(), sip.installmentDate, sip.startDate);
    return planInstallmentDates({
      planType: 'SIP',
      startDate,
      day: sip.installmentDate,
      freqId: sip.freqId,
      installments: sip.totalNoOfInst,
    });
  }

  /**
   * Checks the SIPs (those not registered yet under the placement key, when given), registering
   * nothing: a refusal carries the purchase or plan message.
   */
  async checkAll(
    account: Account,
    sips: readonly TargetSip[],
    placementKey?: string,
  ): Promise<void> {
    for (const sip of sips) {
      const ref = placementKey === undefined ? null : targetSipRef(placementKey, sip.schCode);
      if (ref === null || !(await this.portfolio.sipByOrderRef(ref)))
        await this.check(account, sip);
    }
  }

  /** Registers each SIP once under its reference; a repeat finds the one registered first. */
  async registerAll(account: Account, sips: readonly TargetSip[], placementKey: string) {
    const checked: { sip: TargetSip; facts: CheckedSip; orderRef: string }[] = [];
    for (const sip of sips) {
      const orderRef = targetSipRef(placementKey, sip.schCode);
      if (await this.portfolio.sipByOrderRef(orderRef)) continue;
      checked.push({ sip, facts: await this.check(account, sip), orderRef });
    }
    if (checked.length === 0) return;
    await this.portfolio.inTransaction(async (tx) => {
      for (const { sip, facts, orderRef } of checked) {
        const first = facts.dates[0] ?? '';
        await this.portfolio.registerSip(tx, {
          accountId: account.id,
          schemeCode: sip.schCode,
          amc: facts.amc,
          folioNo: sip.folioNo,
          amountPaise: sip.amountPaise,
          frequencyId: sip.freqId,
          sipDay: sip.installmentDate,
          startDate: first,
          endDate: facts.dates[facts.dates.length - 1] ?? first,
          installments: facts.dates.length,
          nextInstallmentDate: first,
          mandateNo: sip.mandateNo,
          orderRef,
        });
      }
    });
  }

  /** The detail line of a SIP: its schedule, and once registered its reference. */
  async lineOf(
    srNo: number,
    accountId: number,
    sip: TargetSip & { schemeName: string },
    placementKey: string,
  ): Promise<TAuthTrxnLine> {
    const orderRef = targetSipRef(placementKey, sip.schCode);
    const registered = await this.portfolio.sipByOrderRef(orderRef);
    const plan =
      registered && registered.accountId === accountId
        ? await this.plans.planOf(accountId, 'SIP', registered.id)
        : null;
    const startDate = plan?.startDate ?? this.datesOf(sip)[0];
    return line({
      srNo,
      action: 'SIP',
      schcode: sip.schCode,
      schemeName: sip.schemeName,
      folioNo: sip.folioNo,
      amount: paiseToRupeeText(sip.amountPaise),
      schedule: scheduleInWords({
        freqId: sip.freqId,
        day: sip.installmentDate,
        installments: sip.totalNoOfInst,
        startDate,
      }),
      planId: plan?.planId ?? null,
      orderRef: plan ? orderRef : '',
      orderStatus: plan ? planMessages.registered('SIP', formatDate(plan.startDate)) : '',
    });
  }
}
