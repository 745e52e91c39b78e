import { readItem, writeItem } from './storage';

/** Where the session keeps the branch code of the login link (`?nb=`). */
export const BRANCH_KEY = 'cdesk:nb';

/**
 * The branch code from `?nb=` on the login page, kept for the session so logout can return to it
 * (spec 1 section 4.4). Returns the code as kept, or null when it is not a branch code.
 */
export function rememberBranch(code: string): string | null {
  const clean = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,16}$/.test(clean)) return null;
  writeItem('session', BRANCH_KEY, clean);
  return clean;
}

export function rememberedBranch(): string | null {
  return readItem('session', BRANCH_KEY);
}
