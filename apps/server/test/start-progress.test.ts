import { describe, expect, it } from 'vitest';
import { LiveLine } from '../src/lib/live-line.js';
import { duration, StartProgress } from '../src/lib/start-progress.js';
import { logOutput } from '../src/plugins/logging.js';

function recorder() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    log: {
      info: (fields: object, message: string) =>
        lines.push({ fields: fields as Record<string, unknown>, message }),
    },
  };
}

function terminal(columns = 100) {
  let screen = '';
  return {
    out: { columns, write: (text: string) => (screen += text) },
    /** What the terminal shows: each carriage return and line clear starts the line over. */
    shown: () =>
      screen
        .split('\n')
        .map((line) => line.split('\r\x1b[2K').at(-1) ?? '')
        .filter(Boolean),
  };
}

describe('start progress', () => {
  it('ends each stage with a line giving its time and what it did', async () => {
    let now = 0;
    const { lines, log } = recorder();
    const progress = new StartProgress(log, undefined, () => now);
    const result = await progress.stage(
      'demo data',
      async () => {
        now = 1840;
        return 14;
      },
      { summary: (accounts) => `${accounts} accounts seeded` },
    );
    expect(result).toBe(14);
    expect(lines).toEqual([
      {
        fields: { stage: 'demo data', ms: 1840 },
        message: 'demo data: 1.8 s (14 accounts seeded)',
      },
    ]);
  });

  it('off a terminal, says when a long stage begins and how far it is every few seconds', async () => {
    let now = 0;
    const { lines, log } = recorder();
    const progress = new StartProgress(log, undefined, () => now);
    await progress.stage(
      'AMFI data',
      async (stage) => {
        stage.doing('nav-history.csv.gz');
        for (const [at, rows, fraction] of [
          [1000, 100_000, 0.05],
          [5000, 500_000, 0.25],
          [6000, 600_000, 0.3],
          [10_000, 1_000_000, 0.5],
        ] as const) {
          now = at;
          stage.progress(rows, fraction);
        }
      },
      { announce: 'importing the AMFI data' },
    );
    expect(lines.map((line) => line.message)).toEqual([
      'importing the AMFI data...',
      'AMFI data: nav-history.csv.gz...',
      'AMFI data: nav-history.csv.gz: 500,000 rows (25%), 100,000 rows/s, about 15 s left',
      'AMFI data: nav-history.csv.gz: 1,000,000 rows (50%), 100,000 rows/s, about 10 s left',
      'AMFI data: 10 s',
    ]);
    expect(lines[2]?.fields).toEqual({
      stage: 'AMFI data',
      rows: 500_000,
      percent: 25,
      perSecond: 100_000,
      secondsLeft: 15,
    });
  });

  it('on a terminal, shows a progress bar below the log lines and clears it at the end', async () => {
    let now = 0;
    const { lines, log } = recorder();
    const screen = terminal();
    const live = new LiveLine(screen.out);
    const progress = new StartProgress(log, live, () => now);
    let during: string[] = [];
    await progress.stage('AMFI data', async (stage) => {
      stage.doing('nav-history.csv.gz');
      now = 2000;
      stage.progress(220_000, 0.1);
      live.write('[12:00:00] INFO: NAVAll-2026-08-22.txt: already imported, skipped\n');
      during = screen.shown();
    });
    expect(during).toEqual([
      '[12:00:00] INFO: NAVAll-2026-08-22.txt: already imported, skipped',
      'AMFI data: nav-history.csv.gz [██░░░░░░░░░░░░░░░░░░░░░░] 10%  220,000 rows  110,000/s  18 s left',
    ]);
    expect(screen.shown()).toEqual([
      '[12:00:00] INFO: NAVAll-2026-08-22.txt: already imported, skipped',
    ]);
    expect(lines.at(-1)?.message).toBe('AMFI data: 2.0 s');
  });

  it('keeps the live line to one row of a narrow terminal', () => {
    const screen = terminal(40);
    const live = new LiveLine(screen.out);
    live.show('x'.repeat(100));
    expect(screen.shown()).toEqual(['x'.repeat(39)]);
  });

  it('gives times in seconds, and minutes past one', () => {
    expect([duration(420), duration(18_240), duration(125_000)]).toEqual([
      '0.4 s',
      '18 s',
      '2 min 5 s',
    ]);
  });
});

describe('log format', () => {
  const record = (fields: Record<string, unknown>) =>
    JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 24, 6, 30),
      pid: 1,
      hostname: 'h',
      ...fields,
    });

  it('writes JSON lines as they are', async () => {
    const output = await logOutput({ logFormat: 'json' });
    expect(output).toEqual({ destination: undefined, live: undefined });
  });

  it('writes pretty lines: the message, a request by method and path, a reply by status and time', async () => {
    const screen = terminal();
    const output = await logOutput({ logFormat: 'pretty' }, undefined, screen.out);
    output.destination?.write(record({ msg: 'migrations: 0.1 s', stage: 'migrations', ms: 120 }));
    output.destination?.write(
      record({
        msg: 'incoming request',
        reqId: 'r1',
        req: { method: 'GET', url: '/cdesk/gw/ready' },
      }),
    );
    output.destination?.write(
      record({
        msg: 'request completed',
        reqId: 'r1',
        res: { statusCode: 200 },
        responseTime: 4.6,
      }),
    );
    const shown = screen.shown().map((line) => line.replace(/^\[[\d:]+\] /, ''));
    expect(shown).toEqual([
      'INFO: migrations: 0.1 s',
      'INFO: incoming request: GET /cdesk/gw/ready {"reqId":"r1"}',
      'INFO: request completed: 200 in 5 ms {"reqId":"r1"}',
    ]);
    expect(output.live).toBeUndefined();
  });
});
