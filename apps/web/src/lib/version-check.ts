import { readItem, writeItem } from './storage';

/** This build's id, written into dist/meta.json by the build (vite.config.ts). */
export const appVersion = __APP_VERSION__;

const RELOADED_FOR_KEY = 'cdesk:reloaded-for';
const CHECK_EVERY_MS = 5 * 60 * 1000;
/** Route changes check too, but not more often than this. */
const MIN_GAP_MS = 60 * 1000;

interface VersionCheckDeps {
  current?: string;
  reload?: () => void;
  now?: () => number;
}

let lastCheck = Number.NEGATIVE_INFINITY;

/**
 * Spec 1 section 4.7: fetch meta.json; when the deployed version is not this one, clear the caches
 * and reload. A failed fetch is only logged. Returns whether a reload was started.
 */
export async function checkForNewVersion({
  current = appVersion,
  reload = () => window.location.reload(),
}: VersionCheckDeps = {}): Promise<boolean> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}meta.json`, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`meta.json: HTTP ${response.status}`);
    const { version } = (await response.json()) as { version?: unknown };
    if (typeof version !== 'string' || version === '' || version === current) return false;
    // An old index.html served by a cache in between would reload forever; once per version.
    if (readItem('session', RELOADED_FOR_KEY) === version) return false;
    writeItem('session', RELOADED_FOR_KEY, version);
    await clearCaches();
    reload();
    return true;
  } catch (error) {
    console.warn('Version check failed.', error);
    return false;
  }
}

async function clearCaches(): Promise<void> {
  if (!('caches' in window)) return;
  try {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  } catch {
    // Cache Storage refused (private mode): the reload still fetches the new index.html.
  }
}

/** Checks now and again every few minutes, and on route changes (at most once a minute). */
export function startVersionChecks({ now = () => Date.now() }: VersionCheckDeps = {}): {
  onRouteChange: () => void;
} {
  const check = () => {
    lastCheck = now();
    void checkForNewVersion();
  };
  if (appVersion === 'dev') return { onRouteChange: () => undefined };
  check();
  window.setInterval(check, CHECK_EVERY_MS);
  return {
    onRouteChange: () => {
      if (now() - lastCheck >= MIN_GAP_MS) check();
    },
  };
}
