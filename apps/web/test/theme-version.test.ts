import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyBranchTheme, parseThemeConfig, themeForBranch } from '../src/lib/theme/branch-theme';
import { rememberBranch } from '../src/lib/branch-code';
import { checkForNewVersion } from '../src/lib/version-check';
import { appFiles, mockGateway, reply } from './gateway-mock';

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<themes>
  <theme><BRCODE>NB101</BRCODE><THEME>nb101</THEME></theme>
  <theme><BRCODE>nb202</BRCODE><THEME>nb202</THEME></theme>
  <theme><BRCODE>NB303</BRCODE><THEME>no-such-theme</THEME></theme>
</themes>`;

const config = { body: xml, contentType: 'application/xml' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('branch theme', () => {
  it('reads the BRCODE and THEME pairs of the theme config', () => {
    expect(parseThemeConfig(xml)).toEqual([
      { BRCODE: 'NB101', THEME: 'nb101' },
      { BRCODE: 'NB202', THEME: 'nb202' },
      { BRCODE: 'NB303', THEME: 'no-such-theme' },
    ]);
  });

  it('picks the theme the config names for the branch code', async () => {
    mockGateway([reply(appFiles.themeConfig, config)]);
    expect(await themeForBranch('NB101')).toBe('nb101');
    expect(await themeForBranch('NB202')).toBe('nb202');
  });

  it("falls back to the session's theme, then to default, for a code it does not list", async () => {
    mockGateway([reply(appFiles.themeConfig, config)]);
    expect(await themeForBranch('NB999')).toBe('default');
    expect(await themeForBranch('NB303')).toBe('default');
    sessionStorage.setItem('cdesk:theme', 'nb101');
    expect(await themeForBranch('NB999')).toBe('nb101');
  });

  it('falls back to default when the config cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem('cdesk:theme', 'nb101');
    mockGateway([
      reply(appFiles.themeConfig, { status: 404, body: 'not found', contentType: 'text/plain' }),
    ]);
    expect(await themeForBranch('NB101')).toBe('default');
    mockGateway([
      reply(appFiles.themeConfig, { body: '<themes><theme>', contentType: 'application/xml' }),
    ]);
    expect(await themeForBranch('NB101')).toBe('default');
    mockGateway([reply(appFiles.themeConfig, new TypeError('Failed to fetch'))]);
    expect(await themeForBranch('NB101')).toBe('default');
  });

  it('applies the theme and keeps the branch code for the session', async () => {
    mockGateway([reply(appFiles.themeConfig, config)]);
    const code = rememberBranch(' nb202 ');
    await applyBranchTheme(code ?? '');

    expect(code).toBe('NB202');
    expect(sessionStorage.getItem('cdesk:nb')).toBe('NB202');
    expect(document.documentElement.dataset.theme).toBe('nb202');
    expect(rememberBranch('<script>')).toBeNull();
  });
});

describe('version check', () => {
  function meta(version: string) {
    return [reply(appFiles.meta, { body: { version } })];
  }

  it('clears the caches and reloads when the deployed version is another one', async () => {
    mockGateway(meta('2026-11-21T10:00:00.000Z'));
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache', 'images'],
      delete: async (key: string) => deleted.push(key),
    });
    const reload = vi.fn();

    const reloaded = await checkForNewVersion({ current: '2026-11-20T09:00:00.000Z', reload });

    expect(reloaded).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(deleted).toEqual(['workbox-precache', 'images']);
  });

  it('does nothing when the version is this one', async () => {
    mockGateway(meta('v1'));
    const reload = vi.fn();

    expect(await checkForNewVersion({ current: 'v1', reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads only once for the same new version (an old page served by a cache)', async () => {
    mockGateway(meta('v2'));
    const reload = vi.fn();

    await checkForNewVersion({ current: 'v1', reload });
    await checkForNewVersion({ current: 'v1', reload });

    expect(reload).toHaveBeenCalledOnce();
  });

  it('only logs a failed fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockGateway([reply(appFiles.meta, new TypeError('Failed to fetch'))]);
    const reload = vi.fn();

    expect(await checkForNewVersion({ current: 'v1', reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('asks for meta.json without the browser cache', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(init);
        return new Response(JSON.stringify({ version: 'v1' }));
      }),
    );

    await checkForNewVersion({ current: 'v1', reload: vi.fn() });

    expect(calls[0]?.cache).toBe('no-cache');
  });
});
