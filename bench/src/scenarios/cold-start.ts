import type { Scenario } from '../scenario.js';
import { median, ms, round } from '../stats.js';

const restarts = 3;
const targetMs = 2000;

export const coldStart: Scenario = {
  name: 'cold-start',
  summary: `Stops the server and starts it again on the same DATA_DIR, ${restarts} times: spawn to /ready 200.`,
  async run({ server }) {
    const info = await server.ensureStarted();
    const runs = [];
    for (let i = 0; i < restarts; i++) {
      const timing = await server.restart();
      console.log(`  restart ${i + 1}: ready in ${ms(timing.readyMs)}`);
      runs.push({ healthMs: round(timing.healthMs), readyMs: round(timing.readyMs) });
    }
    const readyMedian = round(median(runs.map((r) => r.readyMs)));
    const healthMedian = round(median(runs.map((r) => r.healthMs)));
    return {
      result: {
        database: info.database,
        targetMs,
        medianReadyMs: readyMedian,
        medianHealthMs: healthMedian,
        runs,
      },
      rows: [
        { metric: 'spawn → health 200 (median)', value: ms(healthMedian) },
        {
          metric: `spawn → ready 200 (median of ${restarts})`,
          value: ms(readyMedian),
          target: `< ${targetMs / 1000} s`,
          met: readyMedian < targetMs,
        },
      ],
    };
  },
};
