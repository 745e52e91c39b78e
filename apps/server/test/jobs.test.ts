import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { jobs, type JobRow } from '../src/db/schema.js';
import { backoffDelay, claimJobs, enqueueJob, JobRunner, notYet } from '../src/lib/jobs/index.js';
import { FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';

const leaseMs = 5 * 60_000;

describe.each(testDatabases())('the job runner on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-08-20T05:00:00Z'));
  let database: Database;

  const runner = () => new JobRunner(database.db, clock, { batch: 5, leaseMs });
  const jobOf = async (queue: string): Promise<JobRow> => {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.queue, queue));
    if (!row) throw new Error(`no job in ${queue}`);
    return row;
  };
  const enqueue = (queue: string, payload: Record<string, unknown> = {}, key?: string) =>
    enqueueJob(database.db, queue, payload, { runAfter: clock.realNow(), key });

  beforeAll(async () => {
    database = await open();
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs each job once across two runners on one database, and once per key', async () => {
    for (let n = 0; n < 23; n += 1) await enqueue('once', { n }, `k${n}`);
    await enqueue('once', { n: 0 }, 'k0');
    const ran: number[] = [];
    const [a, b] = [runner(), runner()];
    for (const each of [a, b])
      each.register<{ n: number }>('once', async ({ n }) => {
        ran.push(n);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return 'DONE';
      });
    const [first, second] = await Promise.all([a.run('once'), b.run('once')]);
    expect(first + second).toBe(23);
    expect([...ran].sort((x, y) => x - y)).toEqual([...Array(23).keys()]);
    expect(await a.run('once')).toBe(0);
  });

  it('runs a job again once the lease of an instance that stopped has run out', async () => {
    await enqueue('lease');
    const now = clock.realNow();
    const taken = await claimJobs(database.db, 'lease', 5, now, new Date(now.getTime() + leaseMs));
    expect(taken).toHaveLength(1);
    const other = runner();
    other.register('lease', async () => 'DONE');
    expect(await other.run('lease')).toBe(0);
    clock.advance(leaseMs);
    expect(await other.run('lease')).toBe(1);
    expect(await jobOf('lease')).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it('retries a failure after a delay that doubles each time', async () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffDelay(n, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
    await enqueue('backoff');
    const retries = runner();
    retries.register(
      'backoff',
      async () => {
        throw new Error('registrar unreachable');
      },
      { backoffMs: 1000, maxBackoffMs: 60_000 },
    );
    const start = clock.realNow().getTime();
    await retries.run('backoff');
    expect(await jobOf('backoff')).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect((await jobOf('backoff')).runAfter.getTime() - start).toBe(1000);
    clock.advance(999);
    await retries.run('backoff');
    expect((await jobOf('backoff')).attempts).toBe(1);
    clock.advance(1);
    await retries.run('backoff');
    const second = await jobOf('backoff');
    expect(second).toMatchObject({ attempts: 2, lastError: 'Error: registrar unreachable' });
    expect(second.runAfter.getTime() - clock.realNow().getTime()).toBe(2000);
  });

  it('makes a job DEAD with its error once its attempts run out', async () => {
    await enqueue('dead', { id: 7 });
    const buried: unknown[] = [];
    const dying = runner();
    dying.register(
      'dead',
      async () => {
        throw new Error('scheme closed');
      },
      {
        maxAttempts: 2,
        backoffMs: 1000,
        onDead: async (_tx, payload, error) => void buried.push({ payload, error }),
      },
    );
    await dying.run('dead');
    clock.advance(1000);
    await dying.run('dead');
    expect(await jobOf('dead')).toMatchObject({
      status: 'DEAD',
      attempts: 2,
      lastError: 'Error: scheme closed',
    });
    expect(buried).toEqual([{ payload: { id: 7 }, error: 'Error: scheme closed' }]);
    const dead = await dying.dead('dead');
    expect(dead.map((row) => row.lastError)).toEqual(['Error: scheme closed']);
    clock.advance(60 * 60_000);
    expect(await dying.run('dead')).toBe(0);
  });

  it('lets a job wait for a day without counting an attempt, and wakes it', async () => {
    await enqueue('wait');
    let published = false;
    const waiting = runner();
    waiting.register('wait', async () => (published ? 'DONE' : notYet('NAV not yet published')), {
      waitMs: 60_000,
    });
    expect(await waiting.run('wait')).toBe(0);
    const held = await jobOf('wait');
    expect(held).toMatchObject({
      status: 'WAITING',
      attempts: 0,
      lastError: 'NAV not yet published',
    });
    expect(held.runAfter.getTime() - clock.realNow().getTime()).toBe(60_000);
    published = true;
    expect(await waiting.run('wait')).toBe(0);
    await waiting.wake('wait');
    expect(await waiting.run('wait')).toBe(1);
    expect(await jobOf('wait')).toMatchObject({ status: 'DONE' });
  });

  it('stops cleanly: a running handler ends, and what was claimed but not begun is handed back', async () => {
    await enqueue('stop', { n: 1 }, 'first');
    await enqueue('stop', { n: 2 }, 'second');
    let release: () => void = () => undefined;
    let began: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (began = resolve));
    const stopping = runner();
    stopping.register<{ n: number }>('stop', async ({ n }) => {
      if (n === 1) {
        began();
        await new Promise<void>((resolve) => (release = resolve));
      }
      return 'DONE';
    });
    const run = stopping.run('stop');
    await started;
    let stopped = false;
    const stop = stopping.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stop;
    expect(await run).toBe(1);
    const rows = await database.db.select().from(jobs).where(eq(jobs.queue, 'stop'));
    const byKey = new Map(rows.map((row) => [row.key, row.status]));
    expect(byKey).toEqual(
      new Map([
        ['first', 'DONE'],
        ['second', 'PENDING'],
      ]),
    );
  });
});
