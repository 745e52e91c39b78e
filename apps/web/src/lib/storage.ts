/** Storage can be full or switched off (private windows, strict policies): never let that break the app. */
type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // As above.
  }
}

export function readJson<T>(which: Area, key: string): T | undefined {
  const raw = readItem(which, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeItem(which, key, JSON.stringify(value));
}
