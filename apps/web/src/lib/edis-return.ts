import { readJson, writeJson } from './storage';

/**
 * Where the eDIS return page (/edis-response) leads once the depository sends the client back:
 * the acknowledgement of the transaction that sent them, kept for this tab by its edis transaction
 * number. An authorisation keeps it before the redirect; a sale of the client's own leaves none.
 */
const KEY = 'cdesk:edis-return';

type Returns = Record<string, string>;

export function keepEdisReturn(edisTrxnNo: string, path: string): void {
  if (!edisTrxnNo || !path.startsWith('/') || path.startsWith('//')) return;
  const saved = readJson<Returns>('session', KEY) ?? {};
  writeJson('session', KEY, { ...saved, [edisTrxnNo]: path });
}

/** The kept in-app path for this eDIS request, or null. */
export function readEdisReturn(edisTrxnNo: string): string | null {
  const path = (readJson<Returns>('session', KEY) ?? {})[edisTrxnNo];
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
