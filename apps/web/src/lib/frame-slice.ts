import type { TGetPartnerCompanyDetailResponse, TPartnerDetails } from '@cdesk/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session-events';
import { readJson, writeJson } from './storage';
import { rootReducer, store, type RootState } from './store';

declare module './store' {
  export interface LazyLoadedSlices {
    frame: FrameState;
  }
}

/**
 * What the desk's frame keeps for the pages: the account code the investor is looking at
 * (persisted, so a reload shows the same investor), the partner, cached after the first load
 * (spec 1 section 3), and the count of unread notifications.
 */
export interface FrameState {
  /** '' until the header has chosen one (spec 1 section 4.5); 'ALL' for the family. */
  selectedAccode: string;
  partners: Record<string, TPartnerDetails>;
  partnerCompanies: Record<string, TGetPartnerCompanyDetailResponse>;
  /** Unread notifications, for the header's bell; null until counted. */
  unreadNotifications: number | null;
}

const FRAME_KEY = 'cdesk:frame';

export const initialFrameState: FrameState = {
  selectedAccode: '',
  partners: {},
  partnerCompanies: {},
  unreadNotifications: null,
};

export function loadFrame(): FrameState {
  const saved = readJson<Partial<FrameState>>('local', FRAME_KEY);
  const accode = typeof saved?.selectedAccode === 'string' ? saved.selectedAccode : '';
  return { ...initialFrameState, selectedAccode: accode };
}

export function saveFrame(state: FrameState): void {
  writeJson('local', FRAME_KEY, { selectedAccode: state.selectedAccode });
}

export const frameSlice = createSlice({
  name: 'frame',
  // The chosen account code survives a reload; the slice loads with the desk's frame.
  initialState: loadFrame,
  reducers: {
    accodeSelected(state, action: PayloadAction<string>) {
      state.selectedAccode = action.payload;
    },
    partnerLoaded(state, action: PayloadAction<{ accode: string; partner: TPartnerDetails }>) {
      state.partners[action.payload.accode] = action.payload.partner;
    },
    unreadNotificationsCounted(state, action: PayloadAction<number>) {
      state.unreadNotifications = action.payload;
    },
    partnerCompanyLoaded(
      state,
      action: PayloadAction<{ accode: string; company: TGetPartnerCompanyDetailResponse }>,
    ) {
      state.partnerCompanies[action.payload.accode] = action.payload.company;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialFrameState);
  },
});

export const { accodeSelected, partnerLoaded, partnerCompanyLoaded, unreadNotificationsCounted } =
  frameSlice.actions;

const injected = frameSlice.injectInto(rootReducer);

export const selectFrame = (state: RootState): FrameState => injected.selectSlice(state);

/** The account code pages show figures for: a code, 'ALL', or '' while still choosing. */
export const selectSelectedAccode = (state: RootState) => selectFrame(state).selectedAccode;

let saved = selectFrame(store.getState()).selectedAccode;
store.subscribe(() => {
  const accode = selectFrame(store.getState()).selectedAccode;
  if (accode === saved) return;
  saved = accode;
  saveFrame(selectFrame(store.getState()));
});
