import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { phoneSpecs } from './projects';

// E2E_HALF=desktop (the desktop project, then the journeys that change 5000013) or E2E_HALF=phone
// runs one half on a server and database of its own, so that a machine with cores to spare can run
// both side by side. Without it, one server serves all three projects.
const half = process.env.E2E_HALF as 'desktop' | 'phone' | undefined;
const port = Number(process.env.E2E_PORT ?? (half === 'phone' ? 8182 : 8181));
const dataDir = process.env.E2E_DATA_DIR
  ? path.join(process.env.E2E_DATA_DIR, half ?? '')
  : mkdtempSync(path.join(tmpdir(), `cdesk-e2e-${half ?? 'all'}-`));
const resultsDir = half ? `./test-results/${half}` : './test-results';
const reportDir = half ? `playwright-report/${half}` : 'playwright-report';
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } };
// The runs that change 5000013 (no holdings until its first purchase), after every look at it.
const afterEveryLook = /(first-purchase|goals|mars)\.spec\.ts$/;
// The journeys that change an account for good (a closed account, a DDPI in the distributor's
// favour), after every other run on their server.
const changesForGood = /services-(closure|ddpi)\.spec\.ts$/;
const later = [afterEveryLook, changesForGood];

export default defineConfig({
  testDir: './tests',
  outputDir: resultsDir,
  // Halves side by side share the machine's cores, so each step may take longer.
  timeout: half ? 120_000 : 60_000,
  expect: { timeout: half ? 15_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: reportDir }]],
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
        // The live photo of account opening: a fake camera that needs no permission prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    ...(half !== 'phone' ? [{ name: 'desktop', use: desktop, testIgnore: later }] : []),
    ...(half !== 'desktop'
      ? [{ name: 'phone', use: phone, testMatch: phoneSpecs, testIgnore: later }]
      : []),
    // 5000013's first purchase ends the empty account the projects on its server look at first;
    // the goals and MARS journeys follow it. Alone, a spec of it runs without the looks first:
    // add --no-deps.
    ...(half !== 'phone'
      ? [
          {
            name: 'first purchase',
            use: desktop,
            testMatch: afterEveryLook,
            dependencies: half === 'desktop' ? ['desktop'] : ['desktop', 'phone'],
          },
          {
            name: 'changes for good',
            use: desktop,
            testMatch: changesForGood,
            dependencies: ['first purchase'],
          },
        ]
      : []),
  ],
  webServer: {
    command: 'node --enable-source-maps ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${port}/cdesk/gw/health`,
    // A first start imports the AMFI history; two servers starting side by side share the cores.
    timeout: 300_000,
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
      ...(process.env.DATABASE_URL_E2E && !half
        ? { DATABASE_URL: process.env.DATABASE_URL_E2E }
        : {}),
    },
  },
});
