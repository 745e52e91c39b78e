import {
  allInvestorsCode,
  formatDate,
  formatPaise,
  planLimits,
  planMessages,
  schemeDisplayName,
  stopIsRevocable,
  stopOutcome,
  stopOutcomeInWords,
  transactionTypeLabel,
  twoFactorFlowOf,
  type Paise,
  type PlanRequestType,
  type StopTransactionType,
  type SystematicPlanType,
  type TCheckPlan2FAResponse,
  type TGetPlanRequestAckResponse,
  type TGetSipBankMandatesResponse,
  type TGetSystematicPlansResponse,
  type TPlanRequestPlaced,
  type TSystematicPlan,
  type TTopUpSipResponse,
  type TwoFactorPlanAction,
  installmentAmountOn,
  mandateOn,
  paiseToWire,
} from '@cdesk/domain';
import type { Db, Executor, Tx } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { AccessService, Account, SessionPrincipal } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { SchemeService } from '../schemes/index.js';
import {
  bankView,
  changesOf,
  frequencyLabel,
  liveStopOf,
  planKey,
  planView,
  requestView,
} from './plan-views.js';
import {
  bad,
  datesOf,
  effectiveDateOf,
  newTid,
  notYourAccount,
  notYours,
  planTypeOfStop,
} from './plan-rules.js';
import * as repo from './repository.js';
import type { PlanRecord, PlanRequestRow } from './repository.js';

/** How a stop or a revocation was confirmed: in the EW dialog, or by the EMF OTP. */
export type Confirmation = 'DIALOG' | 'OTP';

const statusOrder = { ACTIVE: 0, STOP_PENDING: 1, STOPPED: 2, COMPLETED: 3 } as const;

/** My systematic plans: the list, the stops and revocations, bank shifts, top-ups and acknowledgements. */
export class PlanService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly schemes: SchemeService,
    private readonly access: AccessService,
    private readonly audit: AuditService,
  ) {}

  today(): string {
    return businessDate(this.clock);
  }

  account(principal: SessionPrincipal) {
    return this.access.accountOf(principal);
  }

  async isTwoFactor(principal: SessionPrincipal): Promise<boolean> {
    return (await this.account(principal)).accType === 'EMF';
  }

  async schemeName(code: number | null): Promise<string | null> {
    if (code === null) return null;
    const view = await this.schemes.get(code);
    return view ? schemeDisplayName(view.name, view.plan, view.option) : String(code);
  }

  async list(
    principal: SessionPrincipal,
    acCode: string,
    planType: SystematicPlanType | 'ALL',
  ): Promise<TGetSystematicPlansResponse> {
    const account = await this.account(principal);
    if (acCode !== allInvestorsCode && acCode !== account.acCode) throw notYourAccount();
    const today = this.today();
    const types: SystematicPlanType[] = planType === 'ALL' ? ['SIP', 'SWP', 'STP'] : [planType];
    const plans = await repo.plansOf(this.db, account.id, types);
    const [done, requests, lastRuns, banks] = await Promise.all([
      repo.installmentsDone(this.db, plans),
      repo.requestsOf(this.db, account.id),
      repo.lastRunsOf(this.db, account.id),
      repo.mandateBanksOf(this.db, account.id),
    ]);
    const codes = [
      ...new Set(plans.flatMap((p) => [p.schemeCode, p.toSchemeCode ?? p.schemeCode])),
    ];
    const names = new Map(
      await Promise.all(codes.map(async (c) => [c, (await this.schemeName(c)) ?? ''] as const)),
    );
    const views = plans.map((plan) => {
      const key = planKey(plan.planType, plan.id);
      return planView(
        {
          plan,
          acCode: account.acCode,
          schemeName: names.get(plan.schemeCode) ?? '',
          toSchemeName: plan.toSchemeCode === null ? null : (names.get(plan.toSchemeCode) ?? ''),
          installmentsDone: done.get(key) ?? 0,
          requests: requests.filter((r) => planKey(r.planType, r.planId) === key),
          lastRun: lastRuns.get(key),
          banks,
        },
        today,
      );
    });
    views.sort(
      (a, b) =>
        statusOrder[a.status] - statusOrder[b.status] ||
        (a.nextInstallmentDate ?? '9').localeCompare(b.nextInstallmentDate ?? '9') ||
        a.planType.localeCompare(b.planType) ||
        a.planId - b.planId,
    );
    return {
      asOnDate: today,
      twoFactor: account.accType === 'EMF' ? 'Y' : 'N',
      plans: views,
    };
  }

  /** One of the investor's plans as My systematic plans shows it; null when it is not theirs. */
  async planOf(
    accountId: number,
    planType: SystematicPlanType,
    planId: number,
  ): Promise<TSystematicPlan | null> {
    const plan = await repo.planById(this.db, planType, planId);
    if (!plan || plan.accountId !== accountId) return null;
    const account = await this.access.accountById(accountId);
    const [done, requests, lastRuns, banks] = await Promise.all([
      repo.installmentsDone(this.db, [plan]),
      repo.requestsOfPlan(this.db, planType, plan.id),
      repo.lastRunsOf(this.db, accountId),
      repo.mandateBanksOf(this.db, accountId),
    ]);
    const key = planKey(plan.planType, plan.id);
    return planView(
      {
        plan,
        acCode: account?.acCode ?? '',
        schemeName: (await this.schemeName(plan.schemeCode)) ?? '',
        toSchemeName: await this.schemeName(plan.toSchemeCode),
        installmentsDone: done.get(key) ?? 0,
        requests,
        lastRun: lastRuns.get(key),
        banks,
      },
      this.today(),
    );
  }

  /** The investor's registered bank that carries the mandate, or null. */
  async mandateBank(accountId: number, mandateNo: string) {
    const banks = await repo.mandateBanksOf(this.db, accountId);
    return banks.find((b) => b.mandateNo === mandateNo) ?? null;
  }

  /**
   * A request placed earlier under the reference its caller chose (an authorisation's), as it was
   * placed; null when there is none. A reference of another account's request is refused.
   */
  async requestPlaced(accountId: number, tid: string): Promise<TPlanRequestPlaced | null> {
    const row = await repo.requestByTid(this.db, tid);
    if (!row) return null;
    if (row.accountId !== accountId) throw bad('REQUEST_REF_TAKEN', planMessages.tid);
    return this.placed(row, this.messageOf(row));
  }

  /** The request already placed under a chosen reference, inside the plan's lock; or undefined. */
  private async earlier(
    db: Executor,
    accountId: number,
    tid: string | undefined,
    trxnType: string,
    planId: number,
  ): Promise<PlanRequestRow | undefined> {
    if (tid === undefined) return undefined;
    const row = await repo.requestByTid(db, tid);
    if (!row) return undefined;
    if (row.accountId !== accountId || row.trxnType !== trxnType || row.planId !== planId)
      throw bad('REQUEST_REF_TAKEN', planMessages.tid);
    return row;
  }

  /**
   * The request an OTP confirms, so that its sends and wrong entries are counted for it alone: a
   * revocation names the stop it revokes; a stop counts the plan's earlier stops.
   */
  async twoFactorRequestRef(trxnType: TwoFactorPlanAction, planId: number): Promise<string> {
    const planType = trxnType === 'TSR' ? 'SIP' : planTypeOfStop(trxnType);
    const requests = await repo.requestsOfPlan(this.db, planType, planId);
    if (trxnType === 'TSR') return `TSR:${liveStopOf(requests)?.tid ?? planId}`;
    return `${trxnType}:${planId}:${requests.filter((r) => r.trxnType === trxnType).length}`;
  }

  /** SIP id to the date its live stop takes effect, for the portfolio's SIP list. */
  async sipStopsOf(accountIds: number[]): Promise<Map<number, string>> {
    const stops = await repo.liveSipStopsOf(this.db, accountIds);
    return new Map(stops.map((s) => [s.planId, s.effectiveDate]));
  }

  /** The investor's own plan; another's, or none, is refused alike. */
  async ownPlan(
    accountId: number,
    planType: SystematicPlanType,
    planId: number,
    db: Executor = this.db,
    lock = false,
  ): Promise<PlanRecord> {
    const plan = await repo.planById(db, planType, planId, lock);
    if (!plan || plan.accountId !== accountId) throw notYours();
    return plan;
  }

  /** Whether a stop may be placed now; the date it would take effect. */
  private async stopAllowed(db: Executor, plan: PlanRecord, today: string): Promise<string> {
    const requests = await repo.requestsOfPlan(db, plan.planType, plan.id);
    const stop = liveStopOf(requests);
    if (stop) {
      if (stop.status === 'EFFECTIVE' || stop.effectiveDate <= today)
        throw bad('PLAN_NOT_RUNNING', planMessages.notRunning);
      throw bad('STOP_PENDING', planMessages.stopPending);
    }
    const effective = effectiveDateOf(plan, today);
    if (!effective) throw bad('PLAN_NOT_RUNNING', planMessages.notRunning);
    return effective;
  }

  /** The stop a revocation would revoke, while it may still be revoked. */
  private async revocableStop(
    db: Executor,
    plan: PlanRecord,
    today: string,
  ): Promise<PlanRequestRow> {
    const stop = liveStopOf(await repo.requestsOfPlan(db, plan.planType, plan.id));
    if (!stop) throw bad('NO_STOP', planMessages.noStopToRevoke);
    if (stop.status !== 'PENDING' || !stopIsRevocable(stop.effectiveDate, today))
      throw bad('STOP_EFFECTIVE', planMessages.stopEffective);
    return stop;
  }

  /** The EMF pre-check (and the EW dialog's question) for a stop or a revocation. */
  async check2fa(
    principal: SessionPrincipal,
    trxnType: TwoFactorPlanAction,
    planId: number,
  ): Promise<TCheckPlan2FAResponse> {
    return this.check2faFor(await this.account(principal), trxnType, planId);
  }

  /** The pre-check of a stop or a revocation for the account: refuses what may not be done now. */
  async check2faFor(
    account: Account,
    trxnType: TwoFactorPlanAction,
    planId: number,
  ): Promise<TCheckPlan2FAResponse> {
    const today = this.today();
    const planType = trxnType === 'TSR' ? 'SIP' : planTypeOfStop(trxnType);
    const plan = await this.ownPlan(account.id, planType, planId);
    const effectiveDate =
      trxnType === 'TSR'
        ? (await this.revocableStop(this.db, plan, today)).effectiveDate
        : await this.stopAllowed(this.db, plan, today);
    const outcome =
      trxnType === 'TSR' ? null : stopOutcome(datesOf(plan), plan.nextInstallmentDate, today);
    const inWords = outcome ? stopOutcomeInWords(outcome) : '';
    const schemeName = (await this.schemeName(plan.schemeCode)) ?? '';
    const label = transactionTypeLabel(trxnType);
    return {
      twoFactor: account.accType === 'EMF' ? 'Y' : 'N',
      flow: twoFactorFlowOf[trxnType],
      trxnType,
      trxnLabel: label,
      planId: plan.id,
      schemeName,
      folioNo: plan.folioNo,
      effectiveDate,
      installmentsStillRun: outcome?.stillRun ?? [],
      stopOutcome: inWords,
      confirmMessage:
        trxnType === 'TSR'
          ? `Do you want to revoke the stop of this SIP in ${schemeName}? It continues from ${formatDate(effectiveDate)}.`
          : `Do you want to stop this ${planType} in ${schemeName}? ${inWords}`,
    };
  }

  /** Places a stop (SSIP, SSWP, SSTP). An EMF account must confirm it by OTP. */
  async stop(
    principal: SessionPrincipal,
    trxnType: StopTransactionType,
    planId: number,
    confirmedBy: Confirmation,
    context: AuditContext,
  ): Promise<TPlanRequestPlaced> {
    return this.stopFor(await this.account(principal), trxnType, planId, confirmedBy, context);
  }

  /**
   * A stop for the account; with `tid`, placed once under that reference (an authorisation's):
   * placing it again answers the stop placed first.
   */
  async stopFor(
    account: Account,
    trxnType: StopTransactionType,
    planId: number,
    confirmedBy: Confirmation,
    context: AuditContext,
    tid?: string,
  ): Promise<TPlanRequestPlaced> {
    this.checkConfirmation(account.accType, confirmedBy);
    const planType = planTypeOfStop(trxnType);
    const today = this.today();
    const placed = await this.db.transaction(async (tx) => {
      const plan = await this.ownPlan(account.id, planType, planId, tx, true);
      const earlier = await this.earlier(tx, account.id, tid, trxnType, plan.id);
      if (earlier) return earlier;
      const effectiveDate = await this.stopAllowed(tx, plan, today);
      const row = await this.insertRequest(tx, {
        tid,
        accountId: account.id,
        planType,
        planId: plan.id,
        trxnType,
        requestedOn: today,
        effectiveDate,
      });
      if (!row) throw bad('STOP_PENDING', planMessages.stopPending);
      await this.audit.record(
        'PLAN_REQUESTED',
        account.id,
        context,
        { tid: row.tid, trxnType, confirmedBy },
        tx,
      );
      return row;
    });
    return this.placed(
      placed,
      planMessages.stopPlaced(transactionTypeLabel(trxnType), formatDate(placed.effectiveDate)),
    );
  }

  /** Revokes a SIP's stop before it takes effect (TSR). An EMF account must confirm it by OTP. */
  async revoke(
    principal: SessionPrincipal,
    planId: number,
    confirmedBy: Confirmation,
    context: AuditContext,
  ): Promise<TPlanRequestPlaced> {
    return this.revokeFor(await this.account(principal), planId, confirmedBy, context);
  }

  /** A revocation for the account; with `tid`, placed once under that reference. */
  async revokeFor(
    account: Account,
    planId: number,
    confirmedBy: Confirmation,
    context: AuditContext,
    tid?: string,
  ): Promise<TPlanRequestPlaced> {
    this.checkConfirmation(account.accType, confirmedBy);
    const today = this.today();
    const placed = await this.db.transaction(async (tx) => {
      const plan = await this.ownPlan(account.id, 'SIP', planId, tx, true);
      const earlier = await this.earlier(tx, account.id, tid, 'TSR', plan.id);
      if (earlier) return earlier;
      const stop = await this.revocableStop(tx, plan, today);
      await repo.setRequestStatus(tx, stop.id, 'REVOKED');
      const row = await this.insertRequest(tx, {
        tid,
        accountId: account.id,
        planType: 'SIP',
        planId: plan.id,
        trxnType: 'TSR',
        status: 'DONE',
        requestedOn: today,
        effectiveDate: stop.effectiveDate,
        revokesTid: stop.tid,
      });
      if (!row) throw bad('NO_STOP', planMessages.noStopToRevoke);
      await this.audit.record(
        'PLAN_REQUESTED',
        account.id,
        context,
        { tid: row.tid, trxnType: 'TSR', revokes: stop.tid, confirmedBy },
        tx,
      );
      return row;
    });
    return this.placed(placed, planMessages.revokePlaced);
  }

  private checkConfirmation(accType: string, confirmedBy: Confirmation): void {
    if (accType === 'EMF' && confirmedBy !== 'OTP')
      throw bad('2FA_REQUIRED', planMessages.twoFactorRequired);
    if (accType !== 'EMF' && confirmedBy === 'OTP')
      throw bad('2FA_NOT_REQUIRED', planMessages.twoFactorNotRequired);
  }

  /** The banks a SIP may be shifted to: the investor's registered banks with a mandate. */
  async bankMandates(
    principal: SessionPrincipal,
    planId: number,
  ): Promise<TGetSipBankMandatesResponse> {
    const account = await this.account(principal);
    const today = this.today();
    const plan = await this.ownPlan(account.id, 'SIP', planId);
    const effectiveDate = await this.changeAllowed(this.db, plan, today);
    const [banks, requests] = await Promise.all([
      repo.mandateBanksOf(this.db, account.id),
      repo.requestsOfPlan(this.db, 'SIP', plan.id),
    ]);
    const mandate = mandateOn(plan.mandateNo ?? '', changesOf(requests).shifts, effectiveDate);
    return {
      planId: plan.id,
      schemeName: (await this.schemeName(plan.schemeCode)) ?? '',
      folioNo: plan.folioNo,
      currentBankId: banks.find((b) => b.mandateNo === mandate)?.id ?? null,
      effectiveDate,
      banks: banks.map(bankView),
    };
  }

  /** A bank shift or a top-up is placed on a running SIP with no stop; from its next installment. */
  private async changeAllowed(db: Executor, plan: PlanRecord, today: string): Promise<string> {
    const stop = liveStopOf(await repo.requestsOfPlan(db, plan.planType, plan.id));
    const effective = effectiveDateOf(plan, today);
    if (stop || !effective) throw bad('PLAN_NOT_RUNNING', planMessages.notRunning);
    return effective;
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
    const today = this.today();
    if ('topUpPaise' in change) {
      const min = BigInt(planLimits.minInstallmentPaise);
      if (change.topUpPaise < min) throw bad('TOP_UP_MIN', planMessages.minTopUp(formatPaise(min)));
    }
    const plan = await this.ownPlan(account.id, 'SIP', planId);
    const effectiveDate = await this.changeAllowed(this.db, plan, today);
    if ('mandateNo' in change) {
      const bank = await this.mandateBank(account.id, change.mandateNo);
      if (!bank) throw bad('BANK_NO_MANDATE', planMessages.bankNoMandate);
      const requests = await repo.requestsOfPlan(this.db, 'SIP', plan.id);
      const current = mandateOn(plan.mandateNo ?? '', changesOf(requests).shifts, effectiveDate);
      if (current === bank.mandateNo) throw bad('BANK_SAME', planMessages.bankSame);
    }
  }

  /** SIPSHIFTING: installments from the next one are debited through the chosen bank's mandate. */
  async shiftBank(
    principal: SessionPrincipal,
    planId: number,
    bankId: number,
    context: AuditContext,
  ): Promise<TPlanRequestPlaced> {
    return this.shiftBankFor(await this.account(principal), planId, { bankId }, context);
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
    const today = this.today();
    const banks = await repo.mandateBanksOf(this.db, account.id);
    const bank = banks.find((b) =>
      'bankId' in to ? b.id === to.bankId : b.mandateNo === to.mandateNo,
    );
    if (!bank) throw bad('BANK_NO_MANDATE', planMessages.bankNoMandate);
    const placed = await this.db.transaction(async (tx) => {
      const plan = await this.ownPlan(account.id, 'SIP', planId, tx, true);
      const earlier = await this.earlier(tx, account.id, tid, 'SIPSHIFTING', plan.id);
      if (earlier) return earlier;
      const effectiveDate = await this.changeAllowed(tx, plan, today);
      const requests = await repo.requestsOfPlan(tx, 'SIP', plan.id);
      const current = mandateOn(plan.mandateNo ?? '', changesOf(requests).shifts, effectiveDate);
      if (current === bank.mandateNo) throw bad('BANK_SAME', planMessages.bankSame);
      const row = await this.insertRequest(tx, {
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
    return this.placed(placed, planMessages.bankShiftPlaced(formatDate(placed.effectiveDate)));
  }

  /** TPSIP: adds an amount to every installment from the next one. */
  async topUp(
    principal: SessionPrincipal,
    planId: number,
    topUpPaise: Paise,
    context: AuditContext,
  ): Promise<TTopUpSipResponse> {
    return this.topUpFor(await this.account(principal), planId, topUpPaise, context);
  }

  /** A top-up for the account; with `tid`, placed once under that reference. */
  async topUpFor(
    account: Account,
    planId: number,
    topUpPaise: Paise,
    context: AuditContext,
    tid?: string,
  ): Promise<TTopUpSipResponse> {
    const today = this.today();
    const min = BigInt(planLimits.minInstallmentPaise);
    if (topUpPaise < min) throw bad('TOP_UP_MIN', planMessages.minTopUp(formatPaise(min)));
    const { row, newAmount } = await this.db.transaction(async (tx) => {
      const plan = await this.ownPlan(account.id, 'SIP', planId, tx, true);
      const earlier = await this.earlier(tx, account.id, tid, 'TPSIP', plan.id);
      if (earlier) {
        const requests = await repo.requestsOfPlan(tx, 'SIP', plan.id);
        return {
          row: earlier,
          newAmount: installmentAmountOn(
            plan.amountPaise,
            changesOf(requests).topUps,
            earlier.effectiveDate,
          ),
        };
      }
      const effectiveDate = await this.changeAllowed(tx, plan, today);
      const row = await this.insertRequest(tx, {
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
      const requests = await repo.requestsOfPlan(tx, 'SIP', plan.id);
      const newAmount = installmentAmountOn(
        plan.amountPaise,
        changesOf(requests).topUps,
        effectiveDate,
      );
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
      ...this.placed(row, planMessages.topUpPlaced(formatDate(row.effectiveDate))),
      newAmountPaise: paiseToWire(newAmount),
    };
  }

  /**
   * Inserts a request under a fresh reference, or under the one given; undefined when a live stop
   * already holds the plan (or the reference given is taken).
   */
  async insertRequest(
    tx: Tx,
    {
      tid: chosen,
      ...row
    }: Omit<Parameters<typeof repo.insertRequest>[1], 'tid'> & {
      tid?: string | undefined;
      trxnType: PlanRequestType | 'STP' | 'SWP';
    },
  ): Promise<PlanRequestRow | undefined> {
    if (chosen !== undefined) return repo.insertRequest(tx, { ...row, tid: chosen });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const tid = newTid(row.trxnType, row.requestedOn);
      if (await repo.requestByTid(tx, tid)) continue;
      return repo.insertRequest(tx, { ...row, tid });
    }
    return undefined;
  }

  placed(row: PlanRequestRow, message: string): TPlanRequestPlaced {
    return {
      tid: row.tid,
      trxnType: row.trxnType as TPlanRequestPlaced['trxnType'],
      planType: row.planType as SystematicPlanType,
      planId: row.planId,
      effectiveDate: row.effectiveDate,
      message,
    };
  }

  /** The acknowledgement of one of the investor's requests. */
  async ack(principal: SessionPrincipal, tid: string): Promise<TGetPlanRequestAckResponse> {
    const account = await this.account(principal);
    const row = await repo.requestByTid(this.db, tid);
    if (!row || row.accountId !== account.id) throw bad('ACK_NOT_FOUND', planMessages.ackNotFound);
    const planType = row.planType as SystematicPlanType;
    const plan = await this.ownPlan(account.id, planType, row.planId);
    const [banks, requests] = await Promise.all([
      repo.mandateBanksOf(this.db, account.id),
      repo.requestsOfPlan(this.db, planType, plan.id),
    ]);
    const amount = installmentAmountOn(
      plan.amountPaise,
      changesOf(requests).topUps,
      row.effectiveDate,
    );
    return {
      request: requestView(row, banks),
      planType,
      planId: plan.id,
      folioNo: plan.folioNo,
      schemeName: (await this.schemeName(plan.schemeCode)) ?? '',
      toSchemeName: await this.schemeName(plan.toSchemeCode),
      amountPaise: paiseToWire(amount),
      frequencyLabel: frequencyLabel(plan.frequencyId),
      message: this.messageOf(row),
    };
  }

  /** What a placed request says, as its acknowledgement words it. */
  messageOf(row: PlanRequestRow): string {
    const date = formatDate(row.effectiveDate);
    const messages: Record<string, string> = {
      TSR: planMessages.revokePlaced,
      SIPSHIFTING: planMessages.bankShiftPlaced(date),
      TPSIP: planMessages.topUpPlaced(date),
      STP: planMessages.registered('STP', date),
      SWP: planMessages.registered('SWP', date),
    };
    return (
      messages[row.trxnType] ?? planMessages.stopPlaced(transactionTypeLabel(row.trxnType), date)
    );
  }
}
