import { expectSuccess, login, warmUp } from '../gateway.js';
import { isSuccessBody } from '../http.js';
import { achieved, loadProblems, runLoad } from '../load.js';
import type { Row, Scenario } from '../scenario.js';
import { ms } from '../stats.js';

const durationS = 10;
const rate = 100;

const netWorthPath = '/cdesk/gw/ewadashboardws/api/rest/NetworthReport/netWorthReport';
const holdingsPath = '/cdesk/gw/ewaportfoliows/api/portfolio/getHoldings';

/** Today in India as dd/mm/yyyy. */
function todayAsOn(): string {
  const india = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const [year, month, day] = india.split('-');
  return `${day}/${month}/${year}`;
}

export const portfolio: Scenario = {
  name: 'portfolio',
  summary: `netWorthReport, then getHoldings, for the demo portfolio at ${rate}/s for ${durationS} s each.`,
  async run({ server }) {
    const { baseUrl, database } = await server.ensureStarted();
    const session = await login(baseUrl, '5000001');
    const headers = { authorization: `Bearer ${session.token}` };
    const calls = [
      {
        title: 'netWorthReport',
        url: baseUrl + netWorthPath,
        body: { acCode: 'AC5000001', asOnDate: todayAsOn() },
      },
      { title: 'getHoldings', url: baseUrl + holdingsPath, body: { acCode: 'AC5000001' } },
    ];
    const runs = [];
    for (const call of calls) {
      await expectSuccess(call.url, call.body, headers);
      await warmUp(call.url, { body: call.body, headers }, 50);
      console.log(`  ${call.title}: ${durationS} s at ${rate}/s...`);
      runs.push(
        await runLoad({
          title: call.title,
          url: call.url,
          method: 'POST',
          body: call.body,
          headers,
          rate,
          connections: 10,
          durationS,
          verifyBody: isSuccessBody,
        }),
      );
    }
    const rows: Row[] = runs.map((run) => ({
      metric: `${run.title} @${rate}/s p50 / p99`,
      value: `${ms(run.latencyMs.p50)} / ${ms(run.latencyMs.p99)}`,
    }));
    rows.push(achieved(runs));
    const problems = runs.flatMap(loadProblems);
    if (problems.length) rows.push({ metric: 'problems', value: problems.join(', ') });
    return { result: { database, runs }, rows };
  },
};
