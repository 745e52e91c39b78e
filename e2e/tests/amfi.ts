import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';

/** The AMFI files the server imports (AMFI_DIR, or the shared data beside the repository). */
export const amfiDir =
  process.env.AMFI_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/amfi');

let historyText: string | undefined;
const byScheme = new Map<number, Map<string, string>>();

/**
 * A scheme's NAVs by date from the history file (`scheme_code,nav_date,nav`, sorted by scheme),
 * read once and then looked up one scheme at a time.
 */
function navsOf(schemeCode: number): Map<string, string> {
  const known = byScheme.get(schemeCode);
  if (known) return known;
  historyText ??= gunzipSync(readFileSync(path.join(amfiDir, 'nav-history.csv.gz'))).toString();
  const navs = new Map<string, string>();
  const prefix = `\n${schemeCode},`;
  let at = historyText.indexOf(prefix);
  while (at >= 0 && historyText.startsWith(prefix, at)) {
    const end = historyText.indexOf('\n', at + 1);
    const [, date = '', nav = ''] = historyText.slice(at + 1, end < 0 ? undefined : end).split(',');
    navs.set(date, nav.trim());
    at = end;
  }
  byScheme.set(schemeCode, navs);
  return navs;
}

/** The NAV AMFI published for the scheme on the date (YYYY-MM-DD), or undefined. */
export function amfiNavOn(schemeCode: number, isoDate: string): string | undefined {
  return navsOf(schemeCode).get(isoDate);
}

/** The scheme's latest NAV on or before the date: the one a holding is valued at that day. */
export function amfiNavBy(schemeCode: number, isoDate: string): { nav: string; date: string } {
  const dates = [...navsOf(schemeCode).keys()].filter((d) => d <= isoDate);
  const date = dates.sort().at(-1) ?? '';
  return { nav: amfiNavOn(schemeCode, date) ?? '', date };
}

/** YYYY-MM-DD as the desk shows it: DD-MM-YYYY. */
export const shown = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** The desk's business day, as the gateway states it on every reply. */
export async function businessDay(request: APIRequestContext): Promise<string> {
  const reply = await request.get('gw/health');
  const stated = reply.headers()['x-cdesk-business-time'];
  expect(stated, 'the gateway states its business time').toBeTruthy();
  return new Date(Date.parse(stated ?? '') + 330 * 60_000).toISOString().slice(0, 10);
}

/** Sets the sandbox's business clock through its page, as a tester would. */
export async function setBusinessClock(request: APIRequestContext, at: string | 'reset') {
  const reply = await request.post('sandbox/clock', {
    form: at === 'reset' ? { reset: 'on' } : { at },
  });
  expect(reply.ok()).toBe(true);
}
