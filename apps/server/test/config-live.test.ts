import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, liveSettingNames, loadConfig } from '../src/config.js';
import { liveEnv } from './support/live-env.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cdesk-config-'));

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('live mode configuration', () => {
  it('refuses PROVIDERS=live without its settings and names every missing one', () => {
    const text = refusal({ PROVIDERS: 'live', DATA_DIR: dataDir() });
    for (const name of liveSettingNames)
      expect(text).toContain(`${name}: required when PROVIDERS=live`);
    expect(text).toContain('SECRET_KEY');
    expect(text).toContain('DATABASE_URL');
  });

  it('is the default under NODE_ENV=production, and names only what is missing', () => {
    const { SMTP_URL: _smtp, KYC_SECRET: _kyc, ...partial } = liveEnv();
    const text = refusal(partial);
    expect(text).toContain('SMTP_URL: required when PROVIDERS=live');
    expect(text).toContain('KYC_SECRET: required when PROVIDERS=live');
    expect(text).not.toContain('MAIL_FROM');
  });

  it('starts with every live setting: no demo data, the given host, the public origin', () => {
    const config = loadConfig(
      liveEnv('https://api.example.in', { PUBLIC_URL: 'https://desk.example.in/' }),
    );
    expect(config).toMatchObject({
      providers: 'live',
      demoData: false,
      host: '127.0.0.1',
      sandboxPublic: false,
      databaseUrl: 'postgres://cdesk@127.0.0.1:5432/cdesk',
    });
    expect(config.live).toMatchObject({
      publicUrl: 'https://desk.example.in',
      mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'Client Desk <desk@example.in>' },
      kyc: { url: 'https://api.example.in/kyc', secret: 'kyc-shared-secret-0123456789abcdef' },
    });
    expect(loadConfig(liveEnv(undefined, { DEMO_DATA: 'on' })).demoData).toBe(true);
  });

  it('names malformed live settings, and refuses SANDBOX_PUBLIC in live mode', () => {
    const text = refusal(
      liveEnv(undefined, {
        SMTP_URL: 'http://mail.example.in',
        SMS_URL: 'sms.example.in',
        PAYMENT_GATEWAY_SECRET: 'short',
        PUBLIC_URL: 'https://desk.example.in/cdesk',
        MAIL_FROM: 'nobody',
        SANDBOX_PUBLIC: 'on',
      }),
    );
    for (const name of [
      'SMTP_URL',
      'SMS_URL',
      'PAYMENT_GATEWAY_SECRET',
      'PUBLIC_URL',
      'MAIL_FROM',
      'SANDBOX_PUBLIC',
    ])
      expect(text).toContain(name);
  });

  it('keeps the sandbox elsewhere, listening on this machine only unless HOST says otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' });
    expect(config).toMatchObject({
      providers: 'sandbox',
      host: '127.0.0.1',
      demoData: true,
      sandboxPublic: false,
      live: undefined,
    });
    const open = loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', SANDBOX_PUBLIC: 'on' });
    expect(open).toMatchObject({ host: '0.0.0.0', sandboxPublic: true });
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PROVIDERS: 'sandbox' }).providers,
    ).toBe('sandbox');
  });
});
