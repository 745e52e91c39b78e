import { readItem, removeItem, writeItem } from './storage';

/**
 * The path a logged-out visitor asked for, kept for this tab (spec 1 section 2.2: the pending flow
 * lives in the session). Plain strings only: this runs in the entry chunk.
 */
const REQUESTED_KEY = 'cdesk:deep-link';

export function keepRequestedPath(pathAndQuery: string): void {
  writeItem('session', REQUESTED_KEY, pathAndQuery);
}

export function readRequestedPath(): string | null {
  return readItem('session', REQUESTED_KEY);
}

export function clearRequestedPath(): void {
  removeItem('session', REQUESTED_KEY);
}
