import {
  formatDate,
  formatPaise,
  installmentAmountOn,
  mandateOn,
  paiseToWire,
  planLimits,
  planMessages,
  type Paise,
  type TGetSipBankMandatesResponse,
  type TPlanRequestPlaced,
  type TTopUpSipResponse,
} from '@cdesk/domain';
import type { Db, Executor } from '../../db/client.js';
import type { Account, SessionPrincipal } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import { bad, effectiveDateOf } from './plan-rules.js';
import type { PlanRequests } from './plan-requests.js';
import { bankView, changesOf, liveStopOf } from './plan-views.js';
import * as repo from './repository.js';
import type { PlanRecord } from './repository.js';

function checkTopUp(topUpPaise: Paise): void {
  const min = BigInt(planLimits.minInstallmentPaise);
  if (topUpPaise < min) throw bad('TOP_UP_MIN', planMessages.minTopUp(formatPaise(min)));
}

/** The mandate a SIP's installments are debited through from a date, after its bank shifts. */
async function mandateFrom(db: Executor, plan: PlanRecord, on: string): Promise<string> {
  const requests = await repo.requestsOfPlan(db, 'SIP', plan.id);
  return mandateOn(plan.mandateNo ?? '', changesOf(requests).shifts, on);
}

/** The installment amount of a SIP from a date, after its top-ups. */
async function amountFrom(db: Executor, plan: PlanRecord, on: string): Promise<Paise> {
  const requests = await repo.requestsOfPlan(db, 'SIP', plan.id);
  return installmentAmountOn(plan.amountPaise, changesOf(requests).topUps, on);
}

/** Changing a running SIP from its next installment: the bank it is debited from, or a top-up. */
export class SipChanges {
  constructor(
    private readonly db: Db,
    private readonly requests: PlanRequests,
    private readonly audit: AuditService,
  ) {}

  /** A bank shift or a top-up is placed on a running SIP with no stop; from its next installment. */
  private async changeAllowed(db: Executor, plan: PlanRecord, today: string): Promise<string> {
    const stop = liveStopOf(await repo.requestsOfPlan(db, plan.planType, plan.id));
    const effective = effectiveDateOf(plan, today);
    if (stop || !effective) throw bad('PLAN_NOT_RUNNING', planMessages.notRunning);
    return effective;
  }

  /** The banks a SIP may be shifted to: the investor's registered banks with a mandate. */
  async bankMandates(
    principal: SessionPrincipal,
    planId: number,
  ): Promise<TGetSipBankMandatesResponse> {
    const account = await this.requests.account(principal);
    const plan = await this.requests.ownPlan(account.id, 'SIP', planId);
    const effectiveDate = await this.changeAllowed(this.db, plan, this.requests.today());
    const [banks, mandate] = await Promise.all([
      repo.mandateBanksOf(this.db, account.id),
      mandateFrom(this.db, plan, effectiveDate),
    ]);
    return {
      planId: plan.id,
      schemeName: (await this.requests.schemeName(plan.schemeCode)) ?? '',
      folioNo: plan.folioNo,
      currentBankId: banks.find((b) => b.mandateNo === mandate)?.id ?? null,
      effectiveDate,
      banks: banks.map(bankView),
    };
  }

  /**
   * Whether a bank shift (to the mandate given) or a top-up may be placed on the account's SIP
   * now; refuses as placing it would, placing nothing.
   */
  async checkChangeFor(
    account: Account,
    planId: number,
    change: { mandateNo: string } | { topUpPaise: Paise },
  ): Promise<void> {
    const today = this.requests.today();
    if ('topUpPaise' in change) checkTopUp(change.topUpPaise);
    const plan = await this.requests.ownPlan(account.id, 'SIP', planId);
    const effectiveDate = await this.changeAllowed(this.db, plan, today);
    if ('mandateNo' in change) {
      const bank = await this.requests.mandateBank(account.id, change.mandateNo);
      if (!bank) throw bad('BANK_NO_MANDATE', planMessages.bankNoMandate);
      if ((await mandateFrom(this.db, plan, effectiveDate)) === bank.mandateNo)
        throw bad('BANK_SAME', planMessages.bankSame);
    }
  }

  /** SIPSHIFTING: installments from the next one are debited through the chosen bank's mandate. */
  async shiftBank(
    principal: SessionPrincipal,
    planId: number,
    bankId: number,
    context: AuditContext,
  ): Promise<TPlanRequestPlaced> {
    const account = await this.requests.account(principal);
    return this.shiftBankFor(account, planId, { bankId }, context);
  }

  /**
   * A bank shift for the account, to the registered bank chosen by its id or its mandate; with
   * `tid`, placed once under that reference.
   */
  async shiftBankFor(
    account: Account,
    planId: number,
    to: { bankId: number } | { mandateNo: string },
    context: AuditContext,
    tid?: string,
  ): Promise<TPlanRequestPlaced> {
    const today = this.requests.today();
    const banks = await repo.mandateBanksOf(this.db, account.id);
    const bank = banks.find((b) =>
      'bankId' in to ? b.id === to.bankId : b.mandateNo === to.mandateNo,
    );
    if (!bank) throw bad('BANK_NO_MANDATE', planMessages.bankNoMandate);
    const placed = await this.db.transaction(async (tx) => {
      const plan = await this.requests.ownPlan(account.id, 'SIP', planId, tx, true);
      const earlier = await this.requests.earlier(tx, account.id, tid, 'SIPSHIFTING', plan.id);
      if (earlier) return earlier;
      const effectiveDate = await this.changeAllowed(tx, plan, today);
      if ((await mandateFrom(tx, plan, effectiveDate)) === bank.mandateNo)
        throw bad('BANK_SAME', planMessages.bankSame);
      const row = await this.requests.insertRequest(tx, {
        tid,
        accountId: account.id,
        planType: 'SIP',
        planId: plan.id,
        trxnType: 'SIPSHIFTING',
        requestedOn: today,
        effectiveDate,
        bankId: bank.id,
        mandateNo: bank.mandateNo,
      });
      if (!row) throw bad('PLAN_NOT_RUNNING', planMessages.notRunning);
      await this.audit.record(
        'PLAN_REQUESTED',
        account.id,
        context,
        { tid: row.tid, trxnType: 'SIPSHIFTING' },
        tx,
      );
      return row;
    });
    return this.requests.placed(
      placed,
      planMessages.bankShiftPlaced(formatDate(placed.effectiveDate)),
    );
  }

  /** TPSIP: adds an amount to every installment from the next one. */
  async topUp(
    principal: SessionPrincipal,
    planId: number,
    topUpPaise: Paise,
    context: AuditContext,
  ): Promise<TTopUpSipResponse> {
    return this.topUpFor(await this.requests.account(principal), planId, topUpPaise, context);
  }

  /** A top-up for the account; with `tid`, placed once under that reference. */
  async topUpFor(
    account: Account,
    planId: number,
    topUpPaise: Paise,
    context: AuditContext,
    tid?: string,
  ): Promise<TTopUpSipResponse> {
    const today = this.requests.today();
    checkTopUp(topUpPaise);
    const { row, newAmount } = await this.db.transaction(async (tx) => {
      const plan = await this.requests.ownPlan(account.id, 'SIP', planId, tx, true);
      const earlier = await this.requests.earlier(tx, account.id, tid, 'TPSIP', plan.id);
      if (earlier)
        return { row: earlier, newAmount: await amountFrom(tx, plan, earlier.effectiveDate) };
      const effectiveDate = await this.changeAllowed(tx, plan, today);
      const row = await this.requests.insertRequest(tx, {
        tid,
        accountId: account.id,
        planType: 'SIP',
        planId: plan.id,
        trxnType: 'TPSIP',
        requestedOn: today,
        effectiveDate,
        topUpPaise,
      });
      if (!row) throw bad('PLAN_NOT_RUNNING', planMessages.notRunning);
      const newAmount = await amountFrom(tx, plan, effectiveDate);
      await this.audit.record(
        'PLAN_REQUESTED',
        account.id,
        context,
        { tid: row.tid, trxnType: 'TPSIP', topUp: String(topUpPaise) },
        tx,
      );
      return { row, newAmount };
    });
    return {
      ...this.requests.placed(row, planMessages.topUpPlaced(formatDate(row.effectiveDate))),
      newAmountPaise: paiseToWire(newAmount),
    };
  }
}
