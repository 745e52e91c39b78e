import {
  basisPointsToPercent,
  defaultInflationBp,
  formatDate,
  paiseToRupeeText,
  type FundCategoryId,
  type TGoalView,
} from '@cdesk/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { registerLogoutGuard } from '../access';
import { sessionCleared } from '../../lib/session-events';
import { rootReducer, store, type RootState } from '../../lib/store';
import { stableJson } from '../../lib/stable-json';
import { createNeedPath } from '../../lib/paths';

declare module '../../lib/store' {
  export interface LazyLoadedSlices {
    needDraft: NeedDraftState;
  }
}

/** A goal as the investor types it on /createneed. */
export interface NeedValues {
  goalName: string;
  /** Rupees, as typed. */
  targetAmount: string;
  /** DD-MM-YYYY, as typed. */
  targetDate: string;
  /** Per cent, as typed. */
  inflationPct: string;
  categoryIds: FundCategoryId[];
  links: { folioNo: string; schemeCode: number }[];
}

/**
 * The goal open on /createneed and what it was when opened or last saved: the difference is the
 * unsaved need changes that hold back a logout from the profile menu (spec 1 section 4.4).
 * Kept in memory only, as any form is.
 */
export interface NeedDraftState {
  /** The goal being changed; null for a new one. */
  goalId: number | null;
  values: NeedValues | null;
  baseline: NeedValues | null;
}

const initialDraft: NeedDraftState = { goalId: null, values: null, baseline: null };

export function blankNeed(): NeedValues {
  return {
    goalName: '',
    targetAmount: '',
    targetDate: '',
    inflationPct: basisPointsToPercent(defaultInflationBp).replace(/\.00$/, ''),
    categoryIds: [],
    links: [],
  };
}

/** A saved goal as the form shows it. */
export function needOf(goal: TGoalView): NeedValues {
  return {
    goalName: goal.goalName,
    targetAmount: paiseToRupeeText(BigInt(goal.targetTodayPaise)).replace(/\.00$/, ''),
    targetDate: formatDate(goal.targetDate),
    inflationPct: goal.inflationPct.replace(/\.00$/, ''),
    categoryIds: goal.categories.map((c) => c.categoryId),
    links: goal.linked.map(({ folioNo, schemeCode }) => ({ folioNo, schemeCode })),
  };
}

export const needDraftSlice = createSlice({
  name: 'needDraft',
  initialState: initialDraft,
  reducers: {
    draftOpened(_state, action: PayloadAction<{ goalId: number | null; values: NeedValues }>) {
      const { goalId, values } = action.payload;
      return { goalId, values, baseline: values };
    },
    draftChanged(state, action: PayloadAction<Partial<NeedValues>>) {
      if (state.values) state.values = { ...state.values, ...action.payload };
    },
    draftClosed() {
      return initialDraft;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialDraft);
  },
});

export const { draftOpened, draftChanged, draftClosed } = needDraftSlice.actions;

const injected = needDraftSlice.injectInto(rootReducer);

export const selectNeedDraft = (state: RootState): NeedDraftState => injected.selectSlice(state);

/** True while the goal on /createneed has changes not saved yet. */
export function hasUnsavedNeed(draft: NeedDraftState): boolean {
  return (
    draft.values !== null &&
    draft.baseline !== null &&
    stableJson(draft.values) !== stableJson(draft.baseline)
  );
}

registerLogoutGuard(() =>
  hasUnsavedNeed(selectNeedDraft(store.getState())) ? createNeedPath() : null,
);
