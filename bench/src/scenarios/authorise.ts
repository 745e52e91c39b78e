import { randomUUID } from 'node:crypto';
import { login } from '../gateway.js';
import { parseEnvelope, request } from '../http.js';
import type { Row, Scenario } from '../scenario.js';
import { countInPostgres, ms, percentile, round } from '../stats.js';

const trxns = Number(process.env.BENCH_AUTHORISATIONS ?? 200);
const concurrency = 8;
const placePath = '/cdesk/sandbox/partner/place';
const authorisePath = '/cdesk/gw/mfauth/onAuthorize';
const rejectPath = '/cdesk/gw/mfauth/onReject';

/** A lumpsum the partner places with net banking details, so it can be authorised as it is. */
const placement = (n: number) => ({
  njAcNo: '5000001',
  trxn: { trnType: 'PIP', schCode: 118989, amount: 1000 + n },
  payment: { payMode: '1', bankCode: 'HDFC', bankAccNo: '50100234567812', bankIfsc: 'HDFC0000123' },
  notes: 'bench',
});

/** Transactions with more than one outcome or more than one order group, from PostgreSQL. */
const doubleOutcomes = (databaseUrl: string | undefined) =>
  countInPostgres(
    databaseUrl,
    `select count(*)::int as n from (select 1 from order_groups
      where idempotency_key like 'AUTH-%' group by account_id, idempotency_key having count(*) > 1) d`,
  );

/** Places every lumpsum as the partner, returning each one's encrypted data. */
async function placeAll(baseUrl: string): Promise<string[]> {
  const placed: string[] = [];
  for (let i = 0; i < trxns; i += 1) {
    const reply = await request(baseUrl + placePath, { body: placement(i), timeoutMs: 30_000 });
    const d = (parseEnvelope(reply.body)?.data as { d?: string } | undefined)?.d;
    if (reply.status !== 200 || !d)
      throw new Error(`placement failed: HTTP ${reply.status} ${reply.body.slice(0, 300)}`);
    placed.push(d);
  }
  return placed;
}

interface Tally {
  latencies: number[];
  failures: number;
  mismatched: number;
  bothOutcomes: number;
  authorised: number;
  rejected: number;
}

/** Sends one transaction's twin onAuthorize (and, for every fourth, a racing onReject). */
function racer(baseUrl: string, headers: Record<string, string>, placed: string[], t: Tally) {
  const send = async (path: string, body: unknown) => {
    const started = performance.now();
    const reply = await request(baseUrl + path, { body, headers, timeoutMs: 30_000 });
    t.latencies.push(performance.now() - started);
    return { status: reply.status, envelope: parseEnvelope(reply.body) };
  };
  return async (i: number) => {
    const encryptedData = placed[i] ?? '';
    const body = { encryptedData, sessionId: randomUUID(), tncAccepted: 'Y', reqFrom: 'web' };
    const race = i % 4 === 3;
    // The reject leaves first, so that it wins some of the races.
    const rejecting = race ? send(rejectPath, { encryptedData, reqFrom: 'web' }) : null;
    const [r, a, b] = await Promise.all([
      rejecting ?? Promise.resolve(null),
      send(authorisePath, body),
      send(authorisePath, body),
    ]);
    const ids = [a, b]
      .filter((x) => x.status === 200 && x.envelope?.isSuccess)
      .map((x) => String((x.envelope?.data as { trxnId?: string }).trxnId ?? ''));
    const rejectWon = r !== null && r.status === 200 && r.envelope?.isSuccess === true;
    if (ids.length > 0 && rejectWon) t.bothOutcomes += 1;
    if (ids.length === 2 && ids[0] !== ids[1]) t.mismatched += 1;
    if (ids.length > 0) t.authorised += 1;
    else if (rejectWon) t.rejected += 1;
    else {
      t.failures += 1;
      if (t.failures === 1)
        console.log(`  first failure: HTTP ${a.status} ${a.envelope?.displayMessage}`);
    }
  };
}

function authoriseRows(t: Tally, perS: number, p95: number, doubles: number | null): Row[] {
  const rows: Row[] = [
    { metric: 'transactions decided/s (authorised or rejected)', value: String(perS) },
    {
      metric: 'onAuthorize / onReject p50 / p95',
      value: `${ms(percentile(t.latencies, 50))} / ${ms(p95)}`,
    },
    { metric: 'authorised / rejected', value: `${t.authorised} / ${t.rejected}` },
    {
      metric: 'transactions both authorised and rejected',
      value: String(t.bothOutcomes),
      target: '0',
      met: t.bothOutcomes === 0,
    },
    {
      metric: 'twin requests answered with different orders',
      value: String(t.mismatched),
      target: '0',
      met: t.mismatched === 0,
    },
    {
      metric: 'transactions with a second order group',
      value: doubles === null ? 'n/a (PGlite)' : String(doubles),
      target: '0',
      ...(doubles === null ? {} : { met: doubles === 0 }),
    },
  ];
  if (t.failures) rows.push({ metric: 'undecided transactions', value: String(t.failures) });
  return rows;
}

export const authorise: Scenario = {
  name: 'authorise',
  summary: `${trxns} partner-placed purchases authorised by ${concurrency} clients, every onAuthorize sent twice at once and every fourth raced by a reject.`,
  async run({ server }) {
    const { baseUrl, database } = await server.ensureStarted();
    const session = await login(baseUrl, '5000001');
    const headers = { authorization: `Bearer ${session.token}` };
    const placed = await placeAll(baseUrl);
    const t: Tally = {
      latencies: [],
      failures: 0,
      mismatched: 0,
      bothOutcomes: 0,
      authorised: 0,
      rejected: 0,
    };
    const one = racer(baseUrl, headers, placed, t);

    console.log(`  ${trxns} placed; authorising, ${concurrency} at a time...`);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < trxns) await one(next++);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const doubles = await doubleOutcomes(process.env.BENCH_DATABASE_URL);
    const perS = round(trxns / seconds, 1);
    const p95 = percentile(t.latencies, 95);
    const rows = authoriseRows(t, perS, p95, doubles);
    const { authorised, rejected, bothOutcomes, mismatched, failures } = t;
    return {
      result: {
        database,
        trxns,
        seconds,
        perS,
        p95,
        authorised,
        rejected,
        bothOutcomes,
        mismatched,
        doubles,
        failures,
      },
      rows,
    };
  },
};
