import {
  basisPointsToPercent,
  expectedReturnBp,
  goalPlan,
  isFundCategoryId,
  paiseToWire,
  type TCategoryReturn,
  type TGoalHolding,
  type TGoalView,
} from '@cdesk/domain';
import type { GoalLinkRow, GoalRow } from './repository.js';

/** A holding as goals show it: its units and value at today's NAV. */
export interface HoldingValue {
  folioNo: string;
  schemeCode: number;
  schemeName: string;
  amc: string;
  units: string;
  nav: string | null;
  navDate: string | null;
  valuePaise: bigint;
}

export const holdingKey = (h: { folioNo: string; schemeCode: number }) =>
  `${h.folioNo}|${h.schemeCode}`;

export function holdingWire(h: HoldingValue): TGoalHolding {
  return { ...h, valuePaise: paiseToWire(h.valuePaise) };
}

export interface GoalViewInput {
  row: GoalRow;
  links: readonly GoalLinkRow[];
  holdings: ReadonlyMap<string, HoldingValue>;
  categories: ReadonlyMap<string, TCategoryReturn>;
  today: string;
}

/** A goal with its plan as on today (packages/domain/src/rules/goals.ts). */
export function goalView({ row, links, holdings, categories, today }: GoalViewInput): TGoalView {
  const chosen = row.categoryIds.filter(isFundCategoryId).flatMap((id) => {
    const found = categories.get(id);
    return found ? [found] : [];
  });
  const linked = links.flatMap((link) => {
    const holding = holdings.get(holdingKey(link));
    return holding ? [holding] : [];
  });
  const linkedValuePaise = linked.reduce((sum, h) => sum + h.valuePaise, 0n);
  const returnBp = expectedReturnBp(chosen.map((c) => c.medianReturn1y));
  const plan = goalPlan({
    todayIso: today,
    targetDateIso: row.targetDate,
    targetTodayPaise: row.targetPaise,
    inflationBp: row.inflationBp,
    expectedReturnBp: returnBp,
    linkedValuePaise,
  });
  return {
    goalId: row.id,
    goalName: row.name,
    targetDate: row.targetDate,
    targetTodayPaise: paiseToWire(row.targetPaise),
    inflationPct: basisPointsToPercent(row.inflationBp),
    categories: chosen,
    asOnDate: today,
    monthsLeft: plan.months,
    futurePaise: paiseToWire(plan.futurePaise),
    expectedReturnPct: returnBp === null ? null : basisPointsToPercent(returnBp),
    linked: linked.map(holdingWire),
    linkedValuePaise: paiseToWire(linkedValuePaise),
    progressPct: plan.progressPct,
    projectedPaise: paiseToWire(plan.projectedPaise),
    shortfallPaise: paiseToWire(plan.shortfallPaise),
    monthlySipPaise: plan.monthlySipPaise === null ? null : paiseToWire(plan.monthlySipPaise),
    status: plan.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}
