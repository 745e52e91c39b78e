/**
 * Storage keys that index.html's inline scripts read as well as the app (build-plugins), kept
 * here so that the build reads them without loading the features that own them.
 */

/** Session storage: the branch theme of this tab (lib/theme). */
export const THEME_KEY = 'cdesk:theme';

/** Local storage: 'Y' once the visitor dismissed the app banner (features/public). */
export const APP_BANNER_DISMISSED_KEY = 'cdesk:app-banner-dismissed';
