import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { envelope, login, post } from './support/app.js';

describe('the embedded database on disk', () => {
  it('keeps sessions and failure counts across a restart, and seeds only once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cdesk-persist-'));
    const config = testConfig({ dataDir });

    const first = await buildApp(config);
    const { token } = await login(first.app, '5000013');
    await post(first.app, '/cdesk/gw/login/v2/authenticate', {
      loginId: '5000002',
      password: 'bad',
    });
    await first.app.close();

    const second = await buildApp(config);
    const header = await post(
      second.app,
      '/cdesk/gw/ewatraderegws/api/profileoperations/getHeaderByUCC',
      { ucc: 'NJ5000013', calledFrom: 'WEB' },
      token,
    );
    expect(envelope(header).data.headerBean.name).toBe('Rohan Gupta');
    const again = envelope(
      await post(second.app, '/cdesk/gw/login/v2/authenticate', {
        loginId: '5000002',
        password: 'bad',
      }),
    );
    expect(again.data.attemptCount).toBe(2);
    await second.app.close();
  });
});
