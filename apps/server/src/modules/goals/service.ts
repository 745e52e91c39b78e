import {
  basisPointsToPercent,
  defaultInflationBp,
  goalLimits,
  goalMessages,
  latestGoalDate,
  schemeDisplayName,
  type TCategoryReturn,
  type TDeleteGoalResponse,
  type TGetGoalHoldingsResponse,
  type TGetGoalReturnAssumptionsResponse,
  type TGetGoalsResponse,
  type TGoalView,
  type TSaveGoalParsed,
  type TSaveGoalResponse,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { HoldingFigures } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import * as repo from './repository.js';
import { goalView, holdingKey, holdingWire, type HoldingValue } from './views.js';

/** The investor's holdings at today's NAVs: the portfolio provides them. */
export interface HoldingSource {
  accountHoldings(accountId: number): Promise<HoldingFigures[]>;
}

const bad = (code: string, message: string) => new AppError(400, code, message);
const conflict = (code: string, message: string) => new AppError(409, code, message);

/** Goals and needs: targets in today's money, their plans, and the holdings linked to them. */
export class GoalService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly schemes: SchemeService,
    private readonly portfolio: HoldingSource,
  ) {}

  private today(): string {
    return businessDate(this.clock);
  }

  async assumptions(): Promise<TGetGoalReturnAssumptionsResponse> {
    const { asOnDate, categories } = await this.schemes.categoryReturns();
    return {
      asOnDate,
      defaultInflationPct: basisPointsToPercent(defaultInflationBp),
      categories,
    };
  }

  async list(accountId: number): Promise<TGetGoalsResponse> {
    const rows = await repo.goalsOf(this.db, accountId);
    if (rows.length === 0) return { asOnDate: this.today(), goals: [] };
    return { asOnDate: this.today(), goals: await this.views(accountId, rows) };
  }

  async get(accountId: number, goalId: number): Promise<TGoalView> {
    const row = await repo.goalOf(this.db, accountId, goalId);
    if (!row) throw bad('GOAL_NOT_FOUND', goalMessages.goalNotFound);
    const [view] = await this.views(accountId, [row]);
    return view!;
  }

  /** The investor's holdings, each with the goal it is linked to. */
  async holdingChoices(accountId: number): Promise<TGetGoalHoldingsResponse> {
    const [holdings, links, rows] = await Promise.all([
      this.currentHoldings(accountId),
      repo.linksOf(this.db, accountId),
      repo.goalsOf(this.db, accountId),
    ]);
    const goalOfHolding = new Map(links.map((l) => [holdingKey(l), l.goalId]));
    const names = new Map(rows.map((r) => [r.id, r.name]));
    return {
      asOnDate: this.today(),
      holdings: [...holdings.values()].map((h) => {
        const goalId = goalOfHolding.get(holdingKey(h)) ?? null;
        return {
          ...holdingWire(h),
          linkedGoalId: goalId,
          linkedGoalName: goalId === null ? null : (names.get(goalId) ?? null),
        };
      }),
    };
  }

  async save(accountId: number, input: TSaveGoalParsed): Promise<TSaveGoalResponse> {
    const today = this.today();
    if (input.targetDate <= today) throw bad('TARGET_DATE', goalMessages.targetDatePast);
    if (input.targetDate > latestGoalDate(today))
      throw bad('TARGET_DATE', goalMessages.targetDateFar);
    const wanted = dedupe(input.links);
    const holdings = await this.currentHoldings(accountId);
    const goalId = await this.db.transaction(async (tx) => {
      await repo.lockGoalsOf(tx, accountId);
      const existing =
        input.goalId === undefined ? null : await repo.goalOf(tx, accountId, input.goalId);
      if (input.goalId !== undefined && !existing)
        throw bad('GOAL_NOT_FOUND', goalMessages.goalNotFound);
      if (await repo.goalNamed(tx, accountId, input.goalName, existing?.id))
        throw conflict('GOAL_NAME_TAKEN', goalMessages.goalNameTaken);
      if (!existing && (await repo.countGoals(tx, accountId)) >= goalLimits.maxGoals)
        throw conflict('TOO_MANY_GOALS', goalMessages.tooManyGoals);
      await this.checkLinks(tx, accountId, existing?.id ?? null, wanted, holdings);
      const fields = {
        name: input.goalName,
        targetPaise: input.targetAmount,
        targetDate: input.targetDate,
        inflationBp: input.inflationPct,
        categoryIds: input.categoryIds,
      };
      const row = existing
        ? await repo.updateGoal(tx, accountId, existing.id, {
            ...fields,
            updatedAt: this.clock.realNow(),
          })
        : await repo.insertGoal(tx, { ...fields, accountId });
      await repo.replaceLinks(tx, accountId, row!.id, wanted);
      return row!.id;
    });
    return { goal: await this.get(accountId, goalId), message: goalMessages.goalSaved };
  }

  async remove(accountId: number, goalId: number): Promise<TDeleteGoalResponse> {
    const deleted = await this.db.transaction(async (tx) => {
      await repo.lockGoalsOf(tx, accountId);
      return repo.deleteGoal(tx, accountId, goalId);
    });
    if (!deleted) throw bad('GOAL_NOT_FOUND', goalMessages.goalNotFound);
    return { goalId, message: goalMessages.goalDeleted };
  }

  /**
   * Each link must be a holding the investor has (one this goal already links may since have
   * been sold), and not one another goal counts.
   */
  private async checkLinks(
    tx: Tx,
    accountId: number,
    goalId: number | null,
    wanted: readonly { folioNo: string; schemeCode: number }[],
    holdings: ReadonlyMap<string, HoldingValue>,
  ): Promise<void> {
    if (wanted.length === 0) return;
    const links = await repo.linksOf(tx, accountId);
    const linkedTo = new Map(links.map((l) => [holdingKey(l), l.goalId]));
    for (const link of wanted) {
      const key = holdingKey(link);
      const owner = linkedTo.get(key);
      if (!holdings.has(key) && (owner === undefined || owner !== goalId))
        throw bad('HOLDING_NOT_FOUND', goalMessages.holdingNotFound);
      if (owner !== undefined && owner !== goalId) {
        const other = await repo.goalOf(tx, accountId, owner);
        const scheme = holdings.get(key)?.schemeName ?? String(link.schemeCode);
        throw conflict(
          'HOLDING_LINKED',
          goalMessages.holdingLinkedElsewhere(scheme, other?.name ?? ''),
        );
      }
    }
  }

  /** Views of goals, valuing the linked holdings at today's NAVs once for all of them. */
  private async views(accountId: number, rows: repo.GoalRow[]): Promise<TGoalView[]> {
    const [holdings, links, returns] = await Promise.all([
      this.currentHoldings(accountId),
      repo.linksOf(this.db, accountId),
      this.schemes.categoryReturns(),
    ]);
    await this.addSoldHoldings(holdings, links);
    const categories = new Map<string, TCategoryReturn>(
      returns.categories.map((c) => [c.categoryId, c]),
    );
    return rows.map((row) =>
      goalView({
        row,
        links: links.filter((l) => l.goalId === row.id),
        holdings,
        categories,
        today: returns.asOnDate,
      }),
    );
  }

  private async currentHoldings(accountId: number): Promise<Map<string, HoldingValue>> {
    const figures = await this.portfolio.accountHoldings(accountId);
    return new Map(
      figures.map((h) => [
        holdingKey(h),
        {
          folioNo: h.folioNo,
          schemeCode: h.schemeCode,
          schemeName: h.schemeName,
          amc: h.amc,
          units: h.units,
          nav: h.nav,
          navDate: h.navDate,
          valuePaise: h.currentValuePaise,
        },
      ]),
    );
  }

  /** A linked holding sold since: still shown with its goal, with nothing left in it. */
  private async addSoldHoldings(
    holdings: Map<string, HoldingValue>,
    links: readonly repo.GoalLinkRow[],
  ): Promise<void> {
    const sold = links.filter((l) => !holdings.has(holdingKey(l)));
    const views = await Promise.all(sold.map((l) => this.schemes.get(l.schemeCode)));
    sold.forEach((link, i) => {
      const view = views[i];
      holdings.set(holdingKey(link), {
        folioNo: link.folioNo,
        schemeCode: link.schemeCode,
        schemeName: view
          ? schemeDisplayName(view.name, view.plan, view.option)
          : String(link.schemeCode),
        amc: view?.amc ?? '',
        units: '0.000',
        nav: null,
        navDate: null,
        valuePaise: 0n,
      });
    });
  }
}

function dedupe<T extends { folioNo: string; schemeCode: number }>(links: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const link of links) seen.set(holdingKey(link), link);
  return [...seen.values()];
}
