import { useSyncExternalStore } from 'react';
import { readItem } from '../storage';
import { THEME_KEY } from '../storage-keys';

const base = import.meta.env.BASE_URL;

/** The themes theme.css defines; a theme config entry naming anything else is ignored. */
export const themeLogos = {
  default: `${base}logo.svg`,
  nb101: `${base}themes/nb101/logo.svg`,
  nb202: `${base}themes/nb202/logo.svg`,
} as const;
export type ThemeName = keyof typeof themeLogos;

const headerColours: Record<ThemeName, string> = {
  default: '#0B1B3F',
  nb101: '#042F2E',
  nb202: '#3B0A24',
};

export { THEME_KEY };
const listeners = new Set<() => void>();
let current: ThemeName = 'default';

export function isThemeName(value: string | null | undefined): value is ThemeName {
  return typeof value === 'string' && Object.hasOwn(themeLogos, value);
}

export function applyTheme(name: ThemeName): void {
  current = name;
  document.documentElement.dataset.theme = name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', headerColours[name]);
  listeners.forEach((listener) => listener());
}

/** At start: the session's theme, or the default one; the login page then reads `?nb=`. */
export function initTheme(): void {
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
    // Markup rendered ahead of time (the landing page in index.html) is in the default theme.
    () => 'default',
  );
}
