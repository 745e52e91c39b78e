import { expectSuccess, login } from '../gateway.js';
import { isSuccessBody, request } from '../http.js';
import type { Row, Scenario } from '../scenario.js';
import { ms, percentile, round } from '../stats.js';

const listPath = '/cdesk/gw/ewamftrxnsws/api/scheme/getSchemeList';
const rounds = 30;
const targetP95Ms = 30;

/** What investors ask the listing: first page, filters alone and together, keywords, sorts, paging. */
const filters: Record<string, unknown>[] = [
  {},
  { isDirectPlan: true },
  { selectedSchemeType: 'EQUITY' },
  { selectedSchemeType: 'EQUITY', selectedSubType: 'Flexi Cap Fund', isDirectPlan: true },
  { selectedSchemeType: 'DEBT', selectedRisk: 'Moderate' },
  { selectedAmc: 'HDFC Mutual Fund' },
  { selectedAmc: 'SBI Mutual Fund', selectedSchemeType: 'EQUITY', isDirectPlan: false },
  { selectedRisk: 'Low' },
  { searchKeyword: 'axis' },
  { searchKeyword: 'parag parikh flexi' },
  { searchKeyword: 'nifty 50 index direct growth' },
  { searchKeyword: 'liquid', selectedSchemeType: 'LIQUID' },
  { searchKeyword: 'zzz no such fund' },
  { sortBy: 'return1y', sortOrder: 'desc' },
  { selectedSchemeType: 'EQUITY', sortBy: 'return1y', sortOrder: 'desc', isDirectPlan: true },
  { sortBy: 'nav', sortOrder: 'desc', selectedSchemeType: 'OTHERS' },
  { sortBy: 'risk', sortOrder: 'asc' },
  { pageNo: 300, pageSize: 20 },
  { pageNo: 5, pageSize: 50, selectedSchemeType: 'DEBT' },
  { searchKeyword: '120503' },
];

export const schemeFilter: Scenario = {
  name: 'scheme-filter',
  summary: `getSchemeList over all active schemes: ${filters.length} realistic filters x ${rounds} rounds, one at a time.`,
  async run({ server }) {
    const { baseUrl, database } = await server.ensureStarted();
    const session = await login(baseUrl, '5000001');
    const headers = { authorization: `Bearer ${session.token}` };
    const url = baseUrl + listPath;

    // The first call may build the in-memory listing; it is timed on its own.
    const firstStarted = performance.now();
    await expectSuccess(url, {}, headers);
    const firstMs = performance.now() - firstStarted;
    for (const body of filters) await expectSuccess(url, body, headers);

    console.log(`  ${filters.length * rounds} calls, one at a time...`);
    const latencies: number[] = [];
    let failures = 0;
    for (let r = 0; r < rounds; r++) {
      for (const body of filters) {
        const started = performance.now();
        const reply = await request(url, { body, headers });
        latencies.push(performance.now() - started);
        if (reply.status !== 200 || !isSuccessBody(reply.body)) failures++;
      }
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const p99 = percentile(sorted, 99);
    const rows: Row[] = [
      {
        metric: 'getSchemeList p95 (localhost round trip)',
        value: ms(p95),
        target: `< ${targetP95Ms} ms`,
        met: p95 < targetP95Ms,
      },
      { metric: 'getSchemeList p50 / p99', value: `${ms(p50)} / ${ms(p99)}` },
      { metric: 'first call (may build the listing)', value: ms(firstMs) },
    ];
    if (failures > 0) rows.push({ metric: 'problems', value: `${failures} failed calls` });
    return {
      result: {
        database,
        filters: filters.length,
        calls: latencies.length,
        failures,
        latencyMs: {
          p50: round(p50, 2),
          p95: round(p95, 2),
          p99: round(p99, 2),
          max: round(sorted.at(-1) ?? Number.NaN, 2),
          first: round(firstMs, 1),
        },
      },
      rows,
    };
  },
};
