import {
  formatDate,
  planMessages,
  schemeDisplayName,
  transactionTypeLabel,
  type PlanRequestType,
  type SystematicPlanType,
  type TPlanRequestPlaced,
} from '@cdesk/domain';
import type { Db, Executor, Tx } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import type { SchemeService } from '../schemes/index.js';
import { bad, newTid, notYours } from './plan-rules.js';
import * as repo from './repository.js';
import type { PlanRecord, PlanRequestRow } from './repository.js';

/**
 * What every action on a plan shares: whose plan it is, its scheme's name, the requests placed on
 * it under a fresh or a chosen reference, and how a placed request is answered and worded.
 */
export class PlanRequests {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly schemes: SchemeService,
    private readonly access: AccessService,
  ) {}

  today(): string {
    return businessDate(this.clock);
  }

  account(principal: SessionPrincipal) {
    return this.access.accountOf(principal);
  }

  accountById(accountId: number) {
    return this.access.accountById(accountId);
  }

  async schemeName(code: number | null): Promise<string | null> {
    if (code === null) return null;
    const view = await this.schemes.get(code);
    return view ? schemeDisplayName(view.name, view.plan, view.option) : String(code);
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
  async earlier(
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
