/**
 * Spec 1 section 6: the bearer token lives in local storage under exactly this key. index.html's
 * first script reads it too (vite.config.ts), to fetch a logged-in investor's pages at once.
 */
export const TOKEN_KEY = 'x-token';
