import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { ConfigError, loadConfig, testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { BusinessClock, type BusinessClockStore } from '../src/lib/business-clock.js';
import { parseBusinessTime } from '../src/sandbox/clock-page.js';
import { openMemoryDatabase } from './support/databases.js';

/** A store in memory, shared by the clocks of several "instances". */
function memoryStore(): BusinessClockStore & { writes: number } {
  let row: { offsetMs: number; anchorDate: string } | null = null;
  return {
    writes: 0,
    read: () => Promise.resolve(row && { ...row }),
    write(offsetMs, anchorDate) {
      row = { offsetMs, anchorDate };
      this.writes += 1;
      return Promise.resolve();
    },
  };
}

/** A wall clock that tests move by hand. */
function wallAt(iso: string) {
  let at = new Date(iso).getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const ist = (instant: Date) =>
  new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

describe('the business clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on SANDBOX_DATE at the real India time of day, and time flows', async () => {
    // Real time: Wednesday 25 Nov 2026, 03:13 in India.
    const wall = wallAt('2026-11-24T21:43:00Z');
    const clock = new BusinessClock(memoryStore(), '2026-08-12', wall.now);
    await clock.start();
    expect(ist(clock.businessNow())).toBe('2026-08-12 03:13');
    expect(clock.realNow()).toEqual(wall.now());
    wall.advance(8 * 3_600_000);
    expect(ist(clock.businessNow())).toBe('2026-08-12 11:13');
    wall.advance(16 * 3_600_000);
    expect(ist(clock.businessNow())).toBe('2026-08-13 03:13');
  });

  it('keeps a time set by hand across a restart and for every instance', async () => {
    const store = memoryStore();
    const wall = wallAt('2026-11-24T21:43:00Z');
    const first = new BusinessClock(store, '2026-08-12', wall.now);
    await first.start();
    await first.set(new Date('2026-08-12T15:30:00+05:30'));
    wall.advance(60_000);

    const restarted = new BusinessClock(store, '2026-08-12', wall.now);
    await restarted.start();
    expect(ist(restarted.businessNow())).toBe('2026-08-12 15:31');
  });

  it('reads a time another instance set once its copy is a second old', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const store = memoryStore();
    const wall = wallAt('2026-11-24T21:43:00Z');
    const one = new BusinessClock(store, '2026-08-12', wall.now);
    const two = new BusinessClock(store, '2026-08-12', wall.now);
    await one.start();
    await two.start();
    await one.set(new Date('2026-08-14T09:00:00+05:30'));
    await two.sync();
    expect(ist(two.businessNow())).toBe('2026-08-12 03:13');
    vi.advanceTimersByTime(1001);
    await two.sync();
    expect(ist(two.businessNow())).toBe('2026-08-14 09:00');
  });

  it('starts again from a new SANDBOX_DATE, and goes back to it on reset', async () => {
    const store = memoryStore();
    const wall = wallAt('2026-11-24T21:43:00Z');
    const old = new BusinessClock(store, '2026-08-12', wall.now);
    await old.start();
    await old.set(new Date('2026-08-20T10:00:00+05:30'));

    const moved = new BusinessClock(store, '2026-08-18', wall.now);
    await moved.start();
    expect(ist(moved.businessNow())).toBe('2026-08-18 03:13');
    await moved.set(new Date('2026-08-19T10:00:00+05:30'));
    await moved.reset();
    expect(ist(moved.businessNow())).toBe('2026-08-18 03:13');
  });

  it('reads DD-MM-YYYY HH:MM in India time, and only real dates and times', () => {
    const timeOf = new Date('2026-08-12T09:00:00Z'); // 14:30 in India
    expect(parseBusinessTime('12-08-2026 14:30', timeOf)?.toISOString()).toBe(
      '2026-08-12T09:00:00.000Z',
    );
    expect(parseBusinessTime(' 13-08-2026 9:05 ', timeOf)?.toISOString()).toBe(
      '2026-08-13T03:35:00.000Z',
    );
    // Without a time, the time of day goes on as it is.
    expect(parseBusinessTime('14-08-2026', timeOf)?.toISOString()).toBe('2026-08-14T09:00:00.000Z');
    for (const bad of ['31-02-2026 10:00', '12-08-2026 24:00', '12-08-2026 10:60', '2026-08-12'])
      expect(parseBusinessTime(bad, timeOf), bad).toBeNull();
  });
});

describe('SANDBOX_DATE', () => {
  it('defaults to Wednesday 12-08-2026 and takes a date of the calendar', () => {
    expect(loadConfig({ DATA_DIR: 'memory', SECRET_KEY: 'k'.repeat(32) }).sandboxDate).toBe(
      '2026-08-12',
    );
    expect(
      loadConfig({ DATA_DIR: 'memory', SECRET_KEY: 'k'.repeat(32), SANDBOX_DATE: '2026-08-20' })
        .sandboxDate,
    ).toBe('2026-08-20');
    for (const bad of ['20-08-2026', '2026-02-30', 'today'])
      expect(() =>
        loadConfig({ DATA_DIR: 'memory', SECRET_KEY: 'k'.repeat(32), SANDBOX_DATE: bad }),
      ).toThrow(/SANDBOX_DATE/);
  });

  it('is refused in live mode, which runs on the real date', () => {
    let message = '';
    try {
      loadConfig({ PROVIDERS: 'live', SANDBOX_DATE: '2026-08-12' });
    } catch (error) {
      if (error instanceof ConfigError) message = error.message;
    }
    expect(message).toContain('SANDBOX_DATE: live mode runs on the real date');
  });
});

describe('the sandbox clock page', () => {
  let database: Database;
  let built: App;

  beforeAll(async () => {
    database = await openMemoryDatabase();
    built = await buildApp(testConfig(), { database, backgroundJobs: false });
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const page = () =>
    built.app.inject({ method: 'GET', url: '/cdesk/sandbox/clock', remoteAddress: '127.0.0.1' });
  const setTo = (fields: Record<string, string>) =>
    built.app.inject({
      method: 'POST',
      url: '/cdesk/sandbox/clock',
      remoteAddress: '127.0.0.1',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const gatewayTime = async () => {
    const reply = await built.app.inject({ method: 'GET', url: '/cdesk/gw/health' });
    return new Date(String(reply.headers['x-cdesk-business-time']));
  };

  it('shows the business day, SANDBOX_DATE unless moved, with the SANDBOX banner', async () => {
    const shown = await page();
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('data-sandbox-banner');
    expect(shown.body).toMatch(/Wednesday <span[^>]*>12-08-2026 \d{2}:\d{2}</);
    expect(ist(await gatewayTime()).slice(0, 10)).toBe('2026-08-12');
  });

  it('sets the business time, which every gateway reply then states', async () => {
    const set = await setTo({ at: '12-08-2026 15:30' });
    expect(set.statusCode).toBe(200);
    expect(set.body).toContain('The clock now reads Wednesday 12-08-2026 15:30.');
    // After the 3 pm cut-off: the next business day's NAV, and the liquid fund's day before it.
    expect(set.body).toContain('An order paid now gets the NAV of 13-08-2026');
    expect(set.body).toContain('fund the NAV of 12-08-2026 (cut-off 13:30)');
    // Redemptions: 3 pm, the liquid fund's as well (now past: 13-08); an overnight fund's online
    // redemption 7 pm, still ahead: the day before the next business day, 12-08.
    expect(set.body).toContain(
      'A redemption or switch placed now gets the NAV of 13-08-2026 (cut-off 15:00); from a liquid fund the NAV of 13-08-2026 (cut-off 15:00); from an overnight fund the NAV of 12-08-2026 (cut-off 19:00).',
    );
    expect(ist(await gatewayTime())).toBe('2026-08-12 15:30');
  });

  it('refuses a time it cannot read and leaves the clock as it was', async () => {
    await setTo({ at: '12-08-2026 11:00' });
    const refused = await setTo({ at: '31-02-2026 10:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Enter a date and time as DD-MM-YYYY HH:MM');
    expect(ist(await gatewayTime())).toBe('2026-08-12 11:00');
  });

  it('goes back to SANDBOX_DATE', async () => {
    await setTo({ at: '20-08-2026 10:00' });
    const reset = await setTo({ reset: 'on' });
    expect(reset.body).toMatch(/The clock now reads Wednesday 12-08-2026 \d{2}:\d{2}\./);
  });

  it('is not served when a test fixes the clock', async () => {
    const fixed = await buildApp(testConfig(), {
      database,
      backgroundJobs: false,
      clock: { realNow: () => new Date(), businessNow: () => new Date() },
    });
    try {
      const reply = await fixed.app.inject({
        method: 'GET',
        url: '/cdesk/sandbox/clock',
        remoteAddress: '127.0.0.1',
      });
      expect(reply.statusCode).toBe(404);
    } finally {
      await fixed.app.close();
    }
  });
});
