import type { Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/*
 * The store is set up by the app (app/store.ts), which knows every slice; features reach it here,
 * so that none of them imports the app. Each slice's module adds its own state to these types.
 */

/** Slices the store starts with (access, notice). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StaticSlices {}

/** Slices that load with their feature's routes (`slice.injectInto(rootReducer)`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = StaticSlices & Partial<LazyLoadedSlices>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export interface AppStore {
  getState(): RootState;
  dispatch: AppDispatch;
  subscribe(listener: () => void): () => void;
}

interface SliceHost {
  inject(
    slice: { reducerPath: string; reducer: Reducer },
    config?: { overrideExisting?: boolean },
  ): unknown;
}

let current: { store: AppStore; reducer: SliceHost } | undefined;

/** Called once by the app's store setup, before any feature module runs. */
export function provideStore(next: AppStore, reducer: SliceHost): void {
  current = { store: next, reducer };
}

function live() {
  if (!current) throw new Error('The store is used before the app has set it up.');
  return current;
}

export const store: AppStore = {
  getState: () => live().store.getState(),
  dispatch: ((action: UnknownAction) => live().store.dispatch(action)) as AppDispatch,
  subscribe: (listener) => live().store.subscribe(listener),
};

/** Where a feature's slice is injected when its routes load. */
export const rootReducer = {
  inject: (slice, config) => {
    live().reducer.inject(slice, config);
  },
} satisfies SliceHost;

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
