import {
  allInvestorsCode,
  installmentAmountOn,
  paiseToWire,
  planMessages,
  type SystematicPlanType,
  type TGetPlanRequestAckResponse,
  type TGetSystematicPlansResponse,
  type TSystematicPlan,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import type { SessionPrincipal } from '../access/index.js';
import { bad, notYourAccount } from './plan-rules.js';
import type { PlanRequests } from './plan-requests.js';
import { changesOf, frequencyLabel, planKey, planView, requestView } from './plan-views.js';
import * as repo from './repository.js';
import type { PlanRecord } from './repository.js';

const statusOrder = { ACTIVE: 0, STOP_PENDING: 1, STOPPED: 2, COMPLETED: 3 } as const;

type PlanViews = TSystematicPlan[];

function sortPlans(views: PlanViews): PlanViews {
  return views.sort(
    (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] ||
      (a.nextInstallmentDate ?? '9').localeCompare(b.nextInstallmentDate ?? '9') ||
      a.planType.localeCompare(b.planType) ||
      a.planId - b.planId,
  );
}

/** My systematic plans: the list, one plan, a request's acknowledgement and the SIPs' stops. */
export class PlanListing {
  constructor(
    private readonly db: Db,
    private readonly requests: PlanRequests,
  ) {}

  private async schemeNames(plans: PlanRecord[]): Promise<Map<number, string>> {
    const codes = [
      ...new Set(plans.flatMap((p) => [p.schemeCode, p.toSchemeCode ?? p.schemeCode])),
    ];
    return new Map(
      await Promise.all(
        codes.map(async (c) => [c, (await this.requests.schemeName(c)) ?? ''] as const),
      ),
    );
  }

  async list(
    principal: SessionPrincipal,
    acCode: string,
    planType: SystematicPlanType | 'ALL',
  ): Promise<TGetSystematicPlansResponse> {
    const account = await this.requests.account(principal);
    if (acCode !== allInvestorsCode && acCode !== account.acCode) throw notYourAccount();
    const today = this.requests.today();
    const types: SystematicPlanType[] = planType === 'ALL' ? ['SIP', 'SWP', 'STP'] : [planType];
    const plans = await repo.plansOf(this.db, account.id, types);
    const [done, requests, lastRuns, banks] = await Promise.all([
      repo.installmentsDone(this.db, plans),
      repo.requestsOf(this.db, account.id),
      repo.lastRunsOf(this.db, account.id),
      repo.mandateBanksOf(this.db, account.id),
    ]);
    const names = await this.schemeNames(plans);
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
    return {
      asOnDate: today,
      twoFactor: account.accType === 'EMF' ? 'Y' : 'N',
      plans: sortPlans(views),
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
    const account = await this.requests.accountById(accountId);
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
        schemeName: (await this.requests.schemeName(plan.schemeCode)) ?? '',
        toSchemeName: await this.requests.schemeName(plan.toSchemeCode),
        installmentsDone: done.get(key) ?? 0,
        requests,
        lastRun: lastRuns.get(key),
        banks,
      },
      this.requests.today(),
    );
  }

  /** SIP id to the date its live stop takes effect, for the portfolio's SIP list. */
  async sipStopsOf(accountIds: number[]): Promise<Map<number, string>> {
    const stops = await repo.liveSipStopsOf(this.db, accountIds);
    return new Map(stops.map((s) => [s.planId, s.effectiveDate]));
  }

  /** The acknowledgement of one of the investor's requests. */
  async ack(principal: SessionPrincipal, tid: string): Promise<TGetPlanRequestAckResponse> {
    const account = await this.requests.account(principal);
    const row = await repo.requestByTid(this.db, tid);
    if (!row || row.accountId !== account.id) throw bad('ACK_NOT_FOUND', planMessages.ackNotFound);
    const planType = row.planType as SystematicPlanType;
    const plan = await this.requests.ownPlan(account.id, planType, row.planId);
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
      schemeName: (await this.requests.schemeName(plan.schemeCode)) ?? '',
      toSchemeName: await this.requests.schemeName(plan.toSchemeCode),
      amountPaise: paiseToWire(amount),
      frequencyLabel: frequencyLabel(plan.frequencyId),
      message: this.requests.messageOf(row),
    };
  }
}
