import type { SchemeListSortKey, SchemeType, RiskLevel } from '@cdesk/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../../lib/session-events';
import { rootReducer, type RootState } from '../../../lib/store';

declare module '../../../lib/store' {
  export interface LazyLoadedSlices {
    listing: ListingState;
  }
}

/**
 * The mutual fund filter of spec 1 section 3, with the listing's page and sort. Not persisted: a
 * new visit starts from all funds.
 */
export interface ListingState {
  /** null lists both plans. */
  isDirectPlan: boolean | null;
  selectedSchemeType: SchemeType | '';
  selectedSubType: string;
  selectedAmc: string;
  selectedRisk: RiskLevel | '';
  searchKeyword: string;
  pageNo: number;
  sortBy: SchemeListSortKey;
  sortOrder: 'asc' | 'desc';
}

export const initialListing: ListingState = {
  isDirectPlan: null,
  selectedSchemeType: '',
  selectedSubType: '',
  selectedAmc: '',
  selectedRisk: '',
  searchKeyword: '',
  pageNo: 1,
  sortBy: 'name',
  sortOrder: 'asc',
};

type FilterChange = Partial<Omit<ListingState, 'pageNo'>>;

export const listingSlice = createSlice({
  name: 'listing',
  initialState: initialListing,
  reducers: {
    /** Any change of filter or sort starts again at the first page. */
    filterChanged(state, action: PayloadAction<FilterChange>) {
      const next = { ...state, ...action.payload, pageNo: 1 };
      // A sub type belongs to one scheme type; a new scheme type drops the old sub type.
      if (
        action.payload.selectedSchemeType !== undefined &&
        action.payload.selectedSchemeType !== state.selectedSchemeType &&
        action.payload.selectedSubType === undefined
      ) {
        next.selectedSubType = '';
      }
      return next;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.pageNo = Math.max(1, Math.trunc(action.payload));
    },
    filterCleared(state) {
      return { ...initialListing, searchKeyword: state.searchKeyword };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialListing);
  },
});

export const { filterChanged, pageChanged, filterCleared } = listingSlice.actions;

const injected = listingSlice.injectInto(rootReducer);

/** The listing filter; the slice loads with the fund pages and is not persisted. */
export const selectListing = (state: RootState): ListingState => injected.selectSlice(state);
