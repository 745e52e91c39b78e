import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cdesk-config-'));

  it('starts with defaults: port 8080, demo data on, sandbox providers, embedded database', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 8080,
      demoData: true,
      providers: 'sandbox',
      databaseUrl: undefined,
    });
  });

  it('generates a secret key once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8')).toBe(first.secretKey);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(first.secretKey);
  });

  it('refuses to start on malformed values and names each one', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        DEMO_DATA: 'maybe',
        SECRET_KEY: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const text = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'DEMO_DATA', 'SECRET_KEY'])
        expect(text).toContain(name);
    }
  });

  it('logs pretty lines on a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }, true).logFormat).toBe('pretty');
    expect(loadConfig({ DATA_DIR: dir }, false).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });
});
