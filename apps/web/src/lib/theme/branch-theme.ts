import { readItem, writeItem } from '../storage';
import { BRANCH_KEY } from '../branch-code';
import { applyTheme, isThemeName, THEME_KEY, type ThemeName } from './theme';

/*
 * Loaded by the login page only when it has ?nb=, so the XML handling costs the other visits
 * nothing.
 */

/** Spec 1 section 3: theme-config.xml lists BRCODE and THEME pairs. */
export function parseThemeConfig(xml: string): { BRCODE: string; THEME: string }[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0)
    throw new Error('theme config is not XML');
  return Array.from(doc.getElementsByTagName('theme'), (entry) => ({
    BRCODE: entry.getElementsByTagName('BRCODE')[0]?.textContent?.trim().toUpperCase() ?? '',
    THEME: entry.getElementsByTagName('THEME')[0]?.textContent?.trim() ?? '',
  }));
}

/**
 * The theme of a branch code; for a code the config does not list, the session's theme or the
 * default one; 'default' when the config cannot be read.
 */
export async function themeForBranch(code: string): Promise<ThemeName> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}theme-config.xml`, {
      cache: 'no-cache',
    });
    if (!response.ok) throw new Error(`theme config: HTTP ${response.status}`);
    const entry = parseThemeConfig(await response.text()).find((e) => e.BRCODE === code);
    if (isThemeName(entry?.THEME)) return entry.THEME;
    const stored = readItem('session', THEME_KEY);
    return isThemeName(stored) ? stored : 'default';
  } catch (error) {
    // Spec 1 section 8: a theme that cannot load falls back to the default one.
    console.warn('Theme config could not be read; using the default theme.', error);
    return 'default';
  }
}

/** Spec 1 section 4.7: the kept branch code (lib/branch-code.ts) picks the theme. */
export async function applyBranchTheme(code: string): Promise<void> {
  const theme = await themeForBranch(code);
  // Another branch's link may have been opened meanwhile: the last one chosen wins.
  if (readItem('session', BRANCH_KEY) !== code) return;
  writeItem('session', THEME_KEY, theme);
  applyTheme(theme);
}
