import os from 'node:os';
import { writeResult, printTable } from './src/report.js';
import type { Row } from './src/scenario.js';
import { scenarios } from './src/scenarios/index.js';
import { ServerHarness } from './src/server.js';
import { ms, round } from './src/stats.js';

const names = process.argv.slice(2).filter((a) => a !== '--');
if (names.includes('--help') || names.includes('list')) {
  console.log('npm run bench [-- <scenario>...]\n');
  for (const s of scenarios) console.log(`  ${s.name.padEnd(12)} ${s.summary}`);
  process.exit(0);
}
const unknown = names.filter((n) => !scenarios.some((s) => s.name === n));
if (unknown.length) {
  console.error(
    `unknown scenario: ${unknown.join(', ')}; known: ${scenarios.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = names.length ? scenarios.filter((s) => names.includes(s.name)) : scenarios;

const [load1 = 0] = os.loadavg();
if (load1 > os.cpus().length) {
  console.log(
    `note: load average ${load1.toFixed(1)} on ${os.cpus().length} cores: other work will skew latency`,
  );
}

const server = new ServerHarness();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.dispose().finally(() => process.exit(130)));
}

const sections: { scenario: string; rows: Row[] }[] = [];
let failed = 0;
try {
  for (const scenario of selected) {
    console.log(`\n${scenario.name}: ${scenario.summary}`);
    try {
      const { result, rows } = await scenario.run({ server });
      const file = writeResult(scenario.name, { status: 'measured', ...result });
      console.log(`  wrote ${file}`);
      sections.push({ scenario: scenario.name, rows });
    } catch (error) {
      failed++;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`  ${scenario.name} not measured: ${reason}`);
      writeResult(scenario.name, { status: 'not-measured', reason });
      sections.push({
        scenario: scenario.name,
        rows: [{ metric: 'not measured', value: reason.split('\n')[0] ?? reason }],
      });
    }
  }
  const info = server.started;
  if (info) {
    const first = info.firstStart;
    writeResult('first-start', {
      status: 'measured',
      database: info.database,
      serverBuild: info.build,
      healthMs: round(first.healthMs),
      readyMs: round(first.readyMs),
      stages: first.stages,
    });
    sections.unshift({
      scenario: 'first-start',
      rows: [
        {
          metric: `spawn → ready 200, new DATA_DIR (${info.database === 'pglite' ? 'pglite' : 'postgresql as found'})`,
          value: ms(first.readyMs),
        },
        {
          metric: 'stages /ready reported before 200',
          value: first.stages.length ? first.stages.join(' → ') : 'none',
        },
        ...(info.build.stale
          ? [{ metric: 'server build', value: 'older than its sources (BENCH_REBUILD=1)' }]
          : []),
      ],
    });
  }
} finally {
  await server.dispose();
}
printTable(sections);
process.exitCode = failed ? 1 : 0;
