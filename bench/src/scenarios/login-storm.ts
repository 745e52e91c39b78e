import { expectSuccess, headerBody, login, loginBody, paths, warmUp } from '../gateway.js';
import { isSuccessBody } from '../http.js';
import { achieved, loadProblems, runLoad, type LoadSummary } from '../load.js';
import type { Row, Scenario } from '../scenario.js';
import { median, ms, round } from '../stats.js';

const durationS = 20;
const loginRate = 40;
const backgroundRate = 50;

export const loginStorm: Scenario = {
  name: 'login-storm',
  summary: `${loginRate} logins/s for ${durationS} s while getHeaderByUCC and /health run at ${backgroundRate}/s each.`,
  async run({ server }) {
    const { baseUrl, database } = await server.ensureStarted();
    const session = await login(baseUrl, '5000001');
    const ucc = session.ucc ?? 'NJ5000001';
    const auth = { authorization: `Bearer ${session.token}` };
    await expectSuccess(baseUrl + paths.authenticate, loginBody('5000013'));
    await expectSuccess(baseUrl + paths.headerByUcc, headerBody(ucc), auth);
    // Sequential logins give the cost of one login with no queue in front of it.
    const alone = await warmUp(baseUrl + paths.authenticate, { body: loginBody('5000013') }, 20);
    const loginAloneMs = round(median(alone.slice(5)));
    await warmUp(baseUrl + paths.headerByUcc, { body: headerBody(ucc), headers: auth });
    await warmUp(baseUrl + paths.health, {});

    console.log(`  ${durationS} s storm...`);
    const [logins, header, health] = await Promise.all([
      runLoad({
        title: 'authenticate',
        url: baseUrl + paths.authenticate,
        method: 'POST',
        body: loginBody('5000013'),
        rate: loginRate,
        connections: 10,
        durationS,
        verifyBody: isSuccessBody,
      }),
      runLoad({
        title: 'getHeaderByUCC',
        url: baseUrl + paths.headerByUcc,
        method: 'POST',
        body: headerBody(ucc),
        headers: auth,
        rate: backgroundRate,
        connections: 5,
        durationS,
        verifyBody: isSuccessBody,
      }),
      runLoad({
        title: 'health',
        url: baseUrl + paths.health,
        rate: backgroundRate,
        connections: 5,
        durationS,
      }),
    ]);

    const l = logins.latencyMs;
    const rows: Row[] = [
      { metric: 'one login, no load (median of 15)', value: ms(loginAloneMs) },
      { metric: 'login p50 / p97.5', value: `${ms(l.p50)} / ${ms(l.p97_5)}` },
      { metric: 'login p99', value: ms(l.p99) },
      { metric: 'login max', value: ms(l.max) },
      {
        metric: 'login non-2xx',
        value: String(logins.non2xx),
        target: '0',
        met: logins.non2xx === 0,
      },
      during('getHeaderByUCC', header),
      during('health', health),
      achieved([logins, header, health]),
    ];
    for (const run of [logins, header, health]) {
      const problems = loadProblems(run);
      if (problems.length)
        rows.push({ metric: `${run.title} problems`, value: problems.join(', ') });
    }
    return { result: { database, ucc, loginAloneMs, runs: { logins, header, health } }, rows };
  },
};

function during(name: string, run: LoadSummary): Row {
  const { p50, p99 } = run.latencyMs;
  return { metric: `${name} during storm p50 / p99`, value: `${ms(p50)} / ${ms(p99)}` };
}
