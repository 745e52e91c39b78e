import {
  expectedReturnBp,
  basisPointsToPercent,
  goalMessages,
  goalPlan,
  parseDisplayDate,
  parseRupeesToPaise,
  percentToBasisPoints,
  ZSaveGoalRequest,
  type TGetGoalReturnAssumptionsResponse,
  type TGoalHoldingChoice,
} from '@cdesk/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../lib/store';
import { useAction } from '../../lib/use-action';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CategoryPicker } from './category-picker';
import { goalCalls } from './goal-calls';
import { goalsPath, viewNeedPath } from '../../lib/paths';
import { HoldingPicker } from './holding-picker';
import { draftChanged, draftClosed, type NeedValues } from './need-draft';
import { NeedFields, type NeedErrors } from './need-fields';
import { PlanPreview, type Preview } from './plan-preview';
import type { GoalSavedState } from './view-need-page';

type FieldName = keyof NeedErrors;
type Errors = NeedErrors;

interface NeedFormProps {
  goalId: number | null;
  /** The form differs from the goal as opened or last saved. */
  unsaved: boolean;
  values: NeedValues;
  assumptions: TGetGoalReturnAssumptionsResponse;
  holdings: readonly TGoalHoldingChoice[];
  onDone: (to: string, state?: GoalSavedState) => void;
}

/** The plan of the goal as typed, once the figures it needs make sense. */
function previewOf(
  values: NeedValues,
  assumptions: TGetGoalReturnAssumptionsResponse,
  holdings: readonly TGoalHoldingChoice[],
): Preview | null {
  const target = parseRupeesToPaise(values.targetAmount);
  const date = parseDisplayDate(values.targetDate);
  const inflation = percentToBasisPoints(values.inflationPct);
  if (!target || !date || inflation === null || date <= assumptions.asOnDate) return null;
  const returnBp = expectedReturnBp(
    assumptions.categories
      .filter((c) => values.categoryIds.includes(c.categoryId))
      .map((c) => c.medianReturn1y),
  );
  const linkedValuePaise = holdings
    .filter((h) =>
      values.links.some((l) => l.folioNo === h.folioNo && l.schemeCode === h.schemeCode),
    )
    .reduce((sum, h) => sum + BigInt(h.valuePaise), 0n);
  return {
    plan: goalPlan({
      todayIso: assumptions.asOnDate,
      targetDateIso: date,
      targetTodayPaise: target,
      inflationBp: inflation,
      expectedReturnBp: returnBp,
      linkedValuePaise,
    }),
    expectedReturnPct: returnBp === null ? null : basisPointsToPercent(returnBp),
  };
}

/** The goal's fields, the categories and holdings it rests on, and its plan beside them. */
export function NeedForm(props: NeedFormProps) {
  const { goalId, unsaved, values, assumptions, holdings, onDone } = props;
  const dispatch = useAppDispatch();
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState(0);
  const form = useRef<HTMLDivElement>(null);
  // A refused save shows its first problem, which on a phone may be far above the buttons.
  useEffect(() => {
    if (refused === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [refused]);
  const action = useAction<'save'>();
  const preview = useMemo(
    () => previewOf(values, assumptions, holdings),
    [values, assumptions, holdings],
  );
  const change = (patch: Partial<NeedValues>) => {
    dispatch(draftChanged(patch));
    const cleared = { ...errors };
    for (const key of Object.keys(patch)) delete cleared[key as FieldName];
    setErrors(cleared);
  };

  const save = async () => {
    const date = parseDisplayDate(values.targetDate);
    const parsed = ZSaveGoalRequest.safeParse({
      ...(goalId === null ? {} : { goalId }),
      ...values,
      targetDate: date ?? '',
    });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
    }
    if (!date) found.targetDate = goalMessages.targetDate;
    else if (date <= assumptions.asOnDate) found.targetDate = goalMessages.targetDatePast;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefused((n) => n + 1);
      return;
    }
    await action.run('save', async () => {
      const saved = await goalCalls.saveGoal({
        ...(goalId === null ? {} : { goalId }),
        ...values,
        targetDate: date!,
      });
      dispatch(draftClosed());
      onDone(viewNeedPath(saved.goal.goalId), { saved: saved.message });
    });
  };

  const discard = () => {
    dispatch(draftClosed());
    onDone(goalId === null ? goalsPath : viewNeedPath(goalId));
  };

  const actions = (
    <>
      <Button variant="secondary" className="flex-1" onClick={discard}>
        {unsaved ? 'Discard changes' : 'Cancel'}
      </Button>
      <Button className="flex-1" loading={action.pending === 'save'} onClick={() => void save()}>
        Save goal
      </Button>
    </>
  );
  const failure = action.error && <Alert tone="error">{action.error}</Alert>;

  // On a phone the plan follows the figures it comes from and the buttons stick to the bottom
  // (the column's boxes lay their parts out in the page's grid); on a desktop the plan and the
  // buttons stay beside the form.
  return (
    <div ref={form} className="mt-6 grid items-start gap-6 desktop:grid-cols-[1fr_360px]">
      <NeedFields className="order-1" values={values} errors={errors} onChange={change} />
      <div className="contents desktop:col-start-2 desktop:row-span-3 desktop:row-start-1 desktop:block desktop:self-stretch">
        <div className="contents desktop:sticky desktop:top-24 desktop:flex desktop:flex-col desktop:gap-4">
          <PlanPreview preview={preview} className="order-2" />
          <div className="sticky bottom-0 order-last -mx-4 flex flex-col gap-3 border-t border-border bg-surface p-4 tablet:-mx-6 tablet:px-6 desktop:static desktop:mx-0 desktop:border-0 desktop:bg-transparent desktop:p-0">
            {failure}
            <div className="flex gap-3">{actions}</div>
          </div>
        </div>
      </div>
      <Card className="order-3 p-5 tablet:p-6">
        <CategoryPicker
          categories={assumptions.categories}
          chosen={values.categoryIds}
          error={errors.categoryIds}
          onChange={(categoryIds) => change({ categoryIds })}
        />
      </Card>
      <Card className="order-4 p-5 tablet:p-6">
        <HoldingPicker
          holdings={holdings}
          goalId={goalId}
          linked={values.links}
          onChange={(links) => change({ links })}
        />
        {errors.links && (
          <p data-error tabIndex={-1} className="mt-2 text-sm font-medium text-loss">
            {errors.links}
          </p>
        )}
      </Card>
    </div>
  );
}
