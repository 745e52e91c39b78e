import { expectSuccess, headerBody, login, paths, warmUp } from '../gateway.js';
import { isSuccessBody } from '../http.js';
import { achieved, loadProblems, runLoad } from '../load.js';
import type { Row, Scenario } from '../scenario.js';
import { ms } from '../stats.js';

const durationS = 10;
const rate = 200;

export const header: Scenario = {
  name: 'header',
  summary: `getHeaderByUCC alone at ${rate}/s for ${durationS} s.`,
  async run({ server }) {
    const { baseUrl, database } = await server.ensureStarted();
    const session = await login(baseUrl, '5000001');
    const ucc = session.ucc ?? 'NJ5000001';
    const auth = { authorization: `Bearer ${session.token}` };
    await expectSuccess(baseUrl + paths.headerByUcc, headerBody(ucc), auth);
    await warmUp(baseUrl + paths.headerByUcc, { body: headerBody(ucc), headers: auth }, 50);

    console.log(`  ${durationS} s at ${rate}/s...`);
    const run = await runLoad({
      title: 'getHeaderByUCC',
      url: baseUrl + paths.headerByUcc,
      method: 'POST',
      body: headerBody(ucc),
      headers: auth,
      rate,
      connections: 10,
      durationS,
      verifyBody: isSuccessBody,
    });
    const rows: Row[] = [
      {
        metric: `getHeaderByUCC @${rate}/s p50 / p99`,
        value: `${ms(run.latencyMs.p50)} / ${ms(run.latencyMs.p99)}`,
      },
      achieved([run]),
    ];
    const problems = loadProblems(run);
    if (problems.length) rows.push({ metric: 'problems', value: problems.join(', ') });
    return { result: { database, ucc, run }, rows };
  },
};
