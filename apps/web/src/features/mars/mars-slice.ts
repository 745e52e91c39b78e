import type { TMarsFilters } from '@cdesk/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../lib/store';
import { sessionCleared } from '../../lib/session-events';

declare module '../../lib/store' {
  export interface LazyLoadedSlices {
    mars: MarsState;
  }
}

/**
 * The MARS filters of spec 1 section 3: tags, sip, swp, year, return. Not persisted (spec 1
 * section 4.4): a new visit starts from every portfolio.
 */
export interface MarsState {
  tags: string[];
  sip: 'Y' | '';
  swp: 'Y' | '';
  year: '1' | '3' | '5';
  return: '' | '0' | '5' | '10' | '15' | '20';
}

export const initialMars: MarsState = { tags: [], sip: '', swp: '', year: '1', return: '' };

export const marsSlice = createSlice({
  name: 'mars',
  initialState: initialMars,
  reducers: {
    marsFilterChanged(state, action: PayloadAction<Partial<MarsState>>) {
      return { ...state, ...action.payload };
    },
    marsTagToggled(state, action: PayloadAction<string>) {
      const tag = action.payload;
      state.tags = state.tags.includes(tag)
        ? state.tags.filter((t) => t !== tag)
        : [...state.tags, tag];
    },
    marsFiltersCleared: () => initialMars,
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialMars),
});

export const { marsFilterChanged, marsTagToggled, marsFiltersCleared } = marsSlice.actions;

const injected = marsSlice.injectInto(rootReducer);

export const selectMars = (state: RootState): MarsState => injected.selectSlice(state);

/** How many filters narrow the list, for the phone's Filters button. */
export function marsFilterCount(filters: MarsState): number {
  return (
    filters.tags.length +
    [filters.sip !== '', filters.swp !== '', filters.return !== ''].filter(Boolean).length
  );
}

/** The request the filters make: the contract's fields as the slice keeps them. */
export function marsRequest(filters: MarsState): TMarsFilters {
  return { ...filters };
}
