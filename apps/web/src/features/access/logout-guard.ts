/**
 * What may hold back a logout from the profile menu (spec 1 section 4.4): an area with unsaved
 * work registers a check that answers the page to go to instead, or null to let the logout go on.
 */
export type LogoutGuard = () => string | null;

const guards = new Set<LogoutGuard>();

/** Registers a check; the function returned removes it. */
export function registerLogoutGuard(guard: LogoutGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** The page the first check that holds the logout back names, or null when none does. */
export function logoutHeldBy(): string | null {
  for (const guard of guards) {
    const target = guard();
    if (target) return target;
  }
  return null;
}
