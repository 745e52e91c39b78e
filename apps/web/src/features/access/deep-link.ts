import { deepLinkOf, type DeepLink } from '@cdesk/domain';
import { clearRequestedPath, keepRequestedPath, readRequestedPath } from '../../lib/requested-path';

/** Kept for after the forced steps (a link typed while they are pending). */
export function storeDeepLink(link: DeepLink): void {
  keepRequestedPath(link.path);
}

/** The kept path, when it is a deep link of spec 1 section 2.3 that the chain should open. */
export function readDeepLink(): DeepLink | null {
  const kept = readRequestedPath();
  // Only an in-app path: a kept value must never send the user to another site.
  if (!kept?.startsWith('/') || kept.startsWith('//')) return null;
  const at = kept.indexOf('?');
  return at < 0 ? deepLinkOf(kept, '') : deepLinkOf(kept.slice(0, at), kept.slice(at));
}

export const clearDeepLink = clearRequestedPath;
