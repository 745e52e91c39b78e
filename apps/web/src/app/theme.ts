import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from './storage';

export type ThemeName = 'default' | 'nb101';

/** Spec 1 section 3's theme config (BRCODE to THEME), for the branches that have their own look. */
const themeConfig: readonly { BRCODE: string; THEME: ThemeName }[] = [
  { BRCODE: '101', THEME: 'nb101' },
];

const base = import.meta.env.BASE_URL;
export const themeLogos: Record<ThemeName, string> = {
  default: `${base}logo.svg`,
  nb101: `${base}themes/nb101/logo.svg`,
};
const headerColours: Record<ThemeName, string> = { default: '#0B1B3F', nb101: '#042F2E' };

const BRANCH_KEY = 'cdesk:nb';
const THEME_KEY = 'cdesk:theme';
const listeners = new Set<() => void>();
let current: ThemeName = 'default';

export function themeForBranch(code: string): ThemeName | undefined {
  return themeConfig.find((entry) => entry.BRCODE === code.trim().toUpperCase())?.THEME;
}

function isThemeName(value: string | null): value is ThemeName {
  return value !== null && value in themeLogos;
}

function applyTheme(name: ThemeName): void {
  current = name;
  document.documentElement.dataset.theme = name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', headerColours[name]);
  listeners.forEach((listener) => listener());
}

/** The branch code from `?nb=` on the login page: kept for the session so logout can return to it. */
export function selectBranch(code: string): void {
  const clean = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,16}$/.test(clean)) return;
  writeItem('session', BRANCH_KEY, clean);
  const theme = themeForBranch(clean) ?? 'default';
  writeItem('session', THEME_KEY, theme);
  applyTheme(theme);
}

export function rememberedBranch(): string | null {
  return readItem('session', BRANCH_KEY);
}

/** At start: the session's theme, or the default one (spec 1 section 4.7). */
export function initTheme(search: string): void {
  const nb = new URLSearchParams(search).get('nb');
  if (nb) return selectBranch(nb);
  const stored = readItem('session', THEME_KEY);
  applyTheme(isThemeName(stored) ? stored : 'default');
}

export function useThemeName(): ThemeName {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
