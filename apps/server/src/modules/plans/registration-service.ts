import {
  formatDate,
  formatPaise,
  orderMessages,
  planInstallmentDates,
  planLimits,
  planMessages,
  schemeDisplayName,
  schemeListMaxPageSize,
  valuePaise,
  type Paise,
  type Plan,
  type SchemeOption,
  type PurchaseFrequencyId,
  type TGetStpTargetSchemesResponse,
  type TRegisterStpResponse,
  type TRegisterSwpResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import type { Account, SessionPrincipal } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService, SchemeView } from '../schemes/index.js';
import { bad, datesOf } from './plan-rules.js';
import * as repo from './repository.js';
import type { PlanRequests } from './plan-requests.js';

export interface RegistrationInput {
  schCode: number;
  folioNo: string;
  amount: Paise;
  freqId: PurchaseFrequencyId;
  installmentDate: number;
  totalNoOfInst: number;
  startDate?: string | undefined;
}

/** Registers STPs and standalone SWPs from a holding, and offers an STP's target schemes. */
export class PlanRegistrations {
  constructor(
    private readonly db: Db,
    private readonly plans: PlanRequests,
    private readonly schemes: SchemeService,
    private readonly portfolio: PortfolioService,
    private readonly audit: AuditService,
  ) {}

  /** The holding a plan draws on: the investor's folio, holding the scheme worth at least the amount. */
  private async holding(accountId: number, input: RegistrationInput) {
    const folio = await repo.folioOf(this.db, input.folioNo);
    if (!folio || folio.accountId !== accountId)
      throw bad('FOLIO_NOT_HELD', planMessages.folioNotHeld);
    const scheme = await this.schemes.get(input.schCode);
    if (!scheme || scheme.amc !== folio.amc) throw bad('FOLIO_NOT_HELD', planMessages.folioNotHeld);
    const units = await repo.unitsHeld(this.db, folio.folioNo, scheme.schemeCode);
    if (!/[1-9]/.test(units) || units.startsWith('-'))
      throw bad('FOLIO_NOT_HELD', planMessages.folioNotHeld);
    const min = BigInt(planLimits.minInstallmentPaise);
    if (input.amount < min) throw bad('AMOUNT_MIN', planMessages.minInstallment(formatPaise(min)));
    const value = scheme.latestNav ? valuePaise(units, scheme.latestNav) : 0n;
    if (input.amount > value) throw bad('INSUFFICIENT', planMessages.insufficient);
    return { folio, scheme };
  }

  private schedule(planType: 'STP' | 'SWP', input: RegistrationInput) {
    const today = this.plans.today();
    const startDate = input.startDate ?? today;
    if (startDate < today) throw bad('START_PAST', planMessages.startPast);
    const dates = planInstallmentDates({
      planType,
      startDate,
      day: input.installmentDate,
      freqId: input.freqId,
      installments: input.totalNoOfInst,
    });
    return {
      today,
      dates,
      first: dates[0] ?? startDate,
      last: dates[dates.length - 1] ?? startDate,
    };
  }

  /**
   * A registration placed earlier under the reference its caller chose (an authorisation's), as
   * it was registered; undefined when there is none.
   */
  private async registeredAs(
    accountId: number,
    planType: 'STP' | 'SWP',
    tid: string | undefined,
  ): Promise<TRegisterStpResponse | undefined> {
    if (tid === undefined) return undefined;
    const row = await repo.requestByTid(this.db, tid);
    if (!row) return undefined;
    if (row.accountId !== accountId || row.trxnType !== planType)
      throw bad('REQUEST_REF_TAKEN', planMessages.tid);
    const plan = await repo.planById(this.db, planType, row.planId);
    return this.registered(row, planType, plan ? datesOf(plan) : []);
  }

  /** A registered plan's answer: the request placed, with the plan's installment dates. */
  private registered(row: repo.PlanRequestRow, planType: 'STP' | 'SWP', dates: string[]) {
    const first = dates[0] ?? row.effectiveDate;
    return {
      ...this.plans.placed(row, planMessages.registered(planType, formatDate(first))),
      startDate: first,
      endDate: dates[dates.length - 1] ?? first,
      installmentDates: dates,
    };
  }

  /** Registers once under the chosen reference: a repeat, or one that lost a race, answers the first. */
  private async once(
    accountId: number,
    planType: 'STP' | 'SWP',
    tid: string | undefined,
    register: () => Promise<TRegisterStpResponse>,
  ): Promise<TRegisterStpResponse> {
    const earlier = await this.registeredAs(accountId, planType, tid);
    if (earlier) return earlier;
    try {
      return await register();
    } catch (error) {
      const raced = await this.registeredAs(accountId, planType, tid);
      if (raced) return raced;
      throw error;
    }
  }

  async registerStp(
    principal: SessionPrincipal,
    input: RegistrationInput & { toSchCode: number },
    context: AuditContext,
  ): Promise<TRegisterStpResponse> {
    return this.registerStpFor(await this.plans.account(principal), input, context);
  }

  /** An STP for the account; with `tid`, registered once under that reference. */
  registerStpFor(
    account: Account,
    input: RegistrationInput & { toSchCode: number },
    context: AuditContext,
    tid?: string,
  ): Promise<TRegisterStpResponse> {
    return this.once(account.id, 'STP', tid, () => this.newStp(account, input, context, tid));
  }

  /** The holding, the target and the calendar of an STP, refused as registering it would be. */
  private async stpChecks(accountId: number, input: RegistrationInput & { toSchCode: number }) {
    const { folio, scheme } = await this.holding(accountId, input);
    if (input.toSchCode === scheme.schemeCode) throw bad('SAME_SCHEME', planMessages.sameScheme);
    const target = await this.schemes.get(input.toSchCode);
    if (!target || target.amc !== folio.amc) throw bad('OTHER_AMC', planMessages.otherAmc);
    if (!target.active || !target.attributes.purchaseAllowed)
      throw bad('TARGET_INACTIVE', planMessages.targetInactive);
    return { folio, scheme, target, ...this.schedule('STP', input) };
  }

  /** The holding and the calendar of an SWP, refused as registering it would be. */
  private async swpChecks(accountId: number, input: RegistrationInput) {
    const { folio, scheme } = await this.holding(accountId, input);
    if (!scheme.attributes.swpAllowed) throw bad('SWP_NOT_ALLOWED', orderMessages.swpNotAllowed);
    return { folio, scheme, ...this.schedule('SWP', input) };
  }

  /** Whether the account may register the STP or the SWP now: refuses as registering would. */
  async checkFor(
    account: Account,
    planType: 'STP' | 'SWP',
    input: RegistrationInput & { toSchCode?: number | undefined },
  ): Promise<void> {
    if (planType === 'SWP') await this.swpChecks(account.id, input);
    else await this.stpChecks(account.id, { ...input, toSchCode: input.toSchCode ?? 0 });
  }

  private async newStp(
    account: Account,
    input: RegistrationInput & { toSchCode: number },
    context: AuditContext,
    tid: string | undefined,
  ): Promise<TRegisterStpResponse> {
    const { folio, scheme, target, today, dates, first, last } = await this.stpChecks(
      account.id,
      input,
    );
    const row = await this.db.transaction(async (tx) => {
      const request = await this.plans.insertRequest(tx, {
        tid,
        accountId: account.id,
        planType: 'STP',
        planId: 0,
        trxnType: 'STP',
        status: 'DONE',
        requestedOn: today,
        effectiveDate: first,
      });
      if (!request) throw bad('NOT_REGISTERED', planMessages.notRunning);
      const stp = await repo.insertStp(tx, {
        accountId: account.id,
        folioNo: folio.folioNo,
        schemeCode: scheme.schemeCode,
        toSchemeCode: target.schemeCode,
        ...scheduleOf(input, { dates, first, last }, request.tid),
      });
      if (!stp) throw bad('NOT_REGISTERED', planMessages.notRunning);
      await repo.setRequestPlan(tx, request.id, stp.id);
      await this.audit.record(
        'PLAN_REQUESTED',
        account.id,
        context,
        { tid: request.tid, trxnType: 'STP' },
        tx,
      );
      return { ...request, planId: stp.id };
    });
    return this.registered(row, 'STP', dates);
  }

  async registerSwp(
    principal: SessionPrincipal,
    input: RegistrationInput,
    context: AuditContext,
  ): Promise<TRegisterSwpResponse> {
    return this.registerSwpFor(await this.plans.account(principal), input, context);
  }

  /** An SWP for the account; with `tid`, registered once under that reference. */
  registerSwpFor(
    account: Account,
    input: RegistrationInput,
    context: AuditContext,
    tid?: string,
  ): Promise<TRegisterSwpResponse> {
    return this.once(account.id, 'SWP', tid, () => this.newSwp(account, input, context, tid));
  }

  private async newSwp(
    account: Account,
    input: RegistrationInput,
    context: AuditContext,
    tid: string | undefined,
  ): Promise<TRegisterSwpResponse> {
    const { folio, scheme, today, dates, first, last } = await this.swpChecks(account.id, input);
    const row = await this.db.transaction(async (tx) => {
      const request = await this.plans.insertRequest(tx, {
        tid,
        accountId: account.id,
        planType: 'SWP',
        planId: 0,
        trxnType: 'SWP',
        status: 'DONE',
        requestedOn: today,
        effectiveDate: first,
      });
      if (!request) throw bad('NOT_REGISTERED', planMessages.notRunning);
      const swpId = await this.portfolio.registerSwp(tx, {
        accountId: account.id,
        schemeCode: scheme.schemeCode,
        amc: folio.amc,
        folioNo: folio.folioNo,
        ...scheduleOf(input, { dates, first, last }, request.tid),
      });
      await repo.setRequestPlan(tx, request.id, swpId);
      await this.audit.record(
        'PLAN_REQUESTED',
        account.id,
        context,
        { tid: request.tid, trxnType: 'SWP' },
        tx,
      );
      return { ...request, planId: swpId };
    });
    return this.registered(row, 'SWP', dates);
  }

  /** Open schemes of the source scheme's AMC, by name, that an STP may switch into. */
  async stpTargets(
    fromSchCode: number,
    keyword: string,
    only: { plan?: Plan | undefined; option?: SchemeOption | undefined } = {},
  ): Promise<TGetStpTargetSchemesResponse> {
    const from: SchemeView | null = await this.schemes.get(fromSchCode);
    if (!from) throw bad('SCHEME_NOT_FOUND', orderMessages.schemeNotFound);
    const list = await this.schemes.filter({
      isDirectPlan: only.plan ? only.plan === 'DIRECT' : null,
      selectedSchemeType: '',
      selectedSubType: '',
      selectedAmc: from.amc,
      selectedRisk: '',
      searchKeyword: keyword,
      pageNo: 1,
      // The listing has no option filter: a page twice the size leaves enough of either option.
      pageSize: Math.min(schemeListMaxPageSize, 2 * planLimits.maxTargetSchemes + 1),
      sortBy: 'name',
      sortOrder: 'asc',
    });
    return {
      amc: from.amc,
      schemes: list.schemes
        .filter((s) => s.schCode !== fromSchCode && s.purchaseAllowed)
        .filter((s) => !only.option || s.option === only.option)
        .slice(0, planLimits.maxTargetSchemes)
        .map((s) => ({
          schCode: s.schCode,
          schemeName: schemeDisplayName(s.schName, s.plan, s.option),
          plan: s.plan,
          option: s.option,
        })),
    };
  }
}

/** The schedule fields of a new STP or SWP: its amount, frequency and installment dates. */
function scheduleOf(
  input: RegistrationInput,
  { dates, first, last }: { dates: readonly string[]; first: string; last: string },
  orderRef: string,
) {
  return {
    amountPaise: input.amount,
    frequencyId: input.freqId,
    installmentDay: input.installmentDate,
    startDate: first,
    endDate: last,
    installments: dates.length,
    nextInstallmentDate: first,
    orderRef,
  };
}
