import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cdesk-e2e-'));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } };
// The runs that change 5000013 (no holdings until its first purchase), after every look at it.
const afterEveryLook = /(first-purchase|goals|mars)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/cdesk/`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: afterEveryLook },
    { name: 'phone', use: phone, testIgnore: afterEveryLook },
    // 5000013's first purchase ends the empty account both projects look at first; the goals and
    // MARS journeys follow it. Alone, a spec of it runs without the looks first: add --no-deps.
    {
      name: 'first purchase',
      use: desktop,
      testMatch: afterEveryLook,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node --enable-source-maps ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${port}/cdesk/gw/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      // Every browser of the run is one client address; the default per-address limit is
      // meant for people, not for a suite that reloads the app hundreds of times a minute.
      RATE_LIMIT_PER_MINUTE: '100000',
      ...(process.env.DATABASE_URL_E2E ? { DATABASE_URL: process.env.DATABASE_URL_E2E } : {}),
    },
  },
});
