import {
  formatDate,
  planMessages,
  stopIsRevocable,
  stopOutcome,
  stopOutcomeInWords,
  transactionTypeLabel,
  twoFactorFlowOf,
  type StopTransactionType,
  type TCheckPlan2FAResponse,
  type TPlanRequestPlaced,
  type TwoFactorPlanAction,
} from '@cdesk/domain';
import type { Db, Executor } from '../../db/client.js';
import type { Account, SessionPrincipal } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import { bad, datesOf, effectiveDateOf, planTypeOfStop } from './plan-rules.js';
import type { PlanRequests } from './plan-requests.js';
import { liveStopOf } from './plan-views.js';
import * as repo from './repository.js';
import type { PlanRecord, PlanRequestRow } from './repository.js';

/** How a stop or a revocation was confirmed: in the EW dialog, or by the EMF OTP. */
export type Confirmation = 'DIALOG' | 'OTP';

function checkConfirmation(accType: string, confirmedBy: Confirmation): void {
  if (accType === 'EMF' && confirmedBy !== 'OTP')
    throw bad('2FA_REQUIRED', planMessages.twoFactorRequired);
  if (accType !== 'EMF' && confirmedBy === 'OTP')
    throw bad('2FA_NOT_REQUIRED', planMessages.twoFactorNotRequired);
}

/** Stopping a SIP, SWP or STP (SSIP, SSWP, SSTP) and revoking a SIP's stop before it takes effect. */
export class PlanStops {
  constructor(
    private readonly db: Db,
    private readonly requests: PlanRequests,
    private readonly audit: AuditService,
  ) {}

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
    return this.check2faFor(await this.requests.account(principal), trxnType, planId);
  }

  /** The pre-check of a stop or a revocation for the account: refuses what may not be done now. */
  async check2faFor(
    account: Account,
    trxnType: TwoFactorPlanAction,
    planId: number,
  ): Promise<TCheckPlan2FAResponse> {
    const today = this.requests.today();
    const planType = trxnType === 'TSR' ? 'SIP' : planTypeOfStop(trxnType);
    const plan = await this.requests.ownPlan(account.id, planType, planId);
    const effectiveDate =
      trxnType === 'TSR'
        ? (await this.revocableStop(this.db, plan, today)).effectiveDate
        : await this.stopAllowed(this.db, plan, today);
    const outcome =
      trxnType === 'TSR' ? null : stopOutcome(datesOf(plan), plan.nextInstallmentDate, today);
    const inWords = outcome ? stopOutcomeInWords(outcome) : '';
    const schemeName = (await this.requests.schemeName(plan.schemeCode)) ?? '';
    return {
      twoFactor: account.accType === 'EMF' ? 'Y' : 'N',
      flow: twoFactorFlowOf[trxnType],
      trxnType,
      trxnLabel: transactionTypeLabel(trxnType),
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
    const account = await this.requests.account(principal);
    return this.stopFor(account, trxnType, planId, confirmedBy, context);
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
    checkConfirmation(account.accType, confirmedBy);
    const planType = planTypeOfStop(trxnType);
    const today = this.requests.today();
    const placed = await this.db.transaction(async (tx) => {
      const plan = await this.requests.ownPlan(account.id, planType, planId, tx, true);
      const earlier = await this.requests.earlier(tx, account.id, tid, trxnType, plan.id);
      if (earlier) return earlier;
      const effectiveDate = await this.stopAllowed(tx, plan, today);
      const row = await this.requests.insertRequest(tx, {
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
    return this.requests.placed(
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
    return this.revokeFor(await this.requests.account(principal), planId, confirmedBy, context);
  }

  /** A revocation for the account; with `tid`, placed once under that reference. */
  async revokeFor(
    account: Account,
    planId: number,
    confirmedBy: Confirmation,
    context: AuditContext,
    tid?: string,
  ): Promise<TPlanRequestPlaced> {
    checkConfirmation(account.accType, confirmedBy);
    const today = this.requests.today();
    const placed = await this.db.transaction(async (tx) => {
      const plan = await this.requests.ownPlan(account.id, 'SIP', planId, tx, true);
      const earlier = await this.requests.earlier(tx, account.id, tid, 'TSR', plan.id);
      if (earlier) return earlier;
      const stop = await this.revocableStop(tx, plan, today);
      await repo.setRequestStatus(tx, stop.id, 'REVOKED');
      const row = await this.requests.insertRequest(tx, {
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
    return this.requests.placed(placed, planMessages.revokePlaced);
  }
}
