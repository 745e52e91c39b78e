import { randomUUID } from 'node:crypto';
import { login } from '../gateway.js';
import { parseEnvelope, request } from '../http.js';
import type { Row, Scenario } from '../scenario.js';
import { countInPostgres, ms, percentile, round } from '../stats.js';

const redemptions = Number(process.env.BENCH_REDEMPTIONS ?? 200);
const api = '/cdesk/gw/ewamftrxnsws/api/redemption/';
const unitsEach = '0.010';

interface Holding {
  folioNo: string;
  schcode: number;
  freeUnits: string;
  mode: string;
}

/** Counts keys placed twice, straight from PostgreSQL when the run uses it. */
const duplicateOrders = (databaseUrl: string | undefined) =>
  countInPostgres(
    databaseUrl,
    `select count(*)::int as n from (select 1 from sell_orders
        group by account_id, idempotency_key having count(*) > 1) d`,
  );

export const redemptionConfirm: Scenario = {
  name: 'redemption-confirm',
  summary: `${redemptions} redemptions, each with its own OTP, every confirm sent twice at once.`,
  async run({ server }) {
    const { baseUrl, database } = await server.ensureStarted();
    const session = await login(baseUrl, '5000001');
    const headers = { authorization: `Bearer ${session.token}` };
    const call = async (path: string, body: unknown) => {
      const reply = await request(baseUrl + api + path, { body, headers, timeoutMs: 30_000 });
      return { reply, envelope: parseEnvelope(reply.body) };
    };

    const listed = await call('getRedeemableHoldings', {});
    const holdings =
      (listed.envelope?.data as { holdings?: Holding[] } | undefined)?.holdings ?? [];
    const holding = holdings
      .filter((h) => h.mode === 'P')
      .sort((a, b) => Number(b.freeUnits) - Number(a.freeUnits))[0];
    if (!holding || Number(holding.freeUnits) < redemptions * Number(unitsEach))
      throw new Error(
        `5000001 has no holding with enough free units: ${listed.reply.body.slice(0, 300)}`,
      );

    // The OTP of one sale is read from the sandbox outbox: one sale at a time sends and reads it.
    let otpTurn: Promise<unknown> = Promise.resolve();
    const otpFor = (sessionId: string) => {
      const turn = otpTurn.then(async () => {
        const sent = await call('generateTrxnOtp', { trxnType: 'RED', sessionId });
        const outbox = await request(`${baseUrl}/cdesk/sandbox/outbox?njAcNo=5000001`);
        const messages = (JSON.parse(outbox.body) as { messages: { body: string }[] }).messages;
        const otp = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
        return {
          otpGenRefId: String((sent.envelope?.data as { otpGenRefId?: string })?.otpGenRefId ?? ''),
          otp,
        };
      });
      otpTurn = turn.catch(() => undefined);
      return turn;
    };

    const latencies: number[] = [];
    let failures = 0;
    let mismatched = 0;
    const confirm = async (body: unknown) => {
      const started = performance.now();
      const { reply, envelope } = await call('onConfirm', body);
      latencies.push(performance.now() - started);
      if (reply.status !== 200 || !envelope?.isSuccess) {
        failures += 1;
        if (failures === 1)
          console.log(`  first failure: HTTP ${reply.status} ${reply.body.slice(0, 300)}`);
        return '';
      }
      return String((envelope.data as { trxnId?: string }).trxnId ?? '');
    };
    const sell = async () => {
      for (let i = 0; i < redemptions; i += 1) {
        const sessionId = randomUUID();
        const auth = await otpFor(sessionId);
        const body = {
          folioNo: holding.folioNo,
          schCode: holding.schcode,
          redeemBy: 'UNITS',
          units: unitsEach,
          sessionId,
          isRedConfirm: 'Y',
          ...auth,
        };
        const [a, b] = await Promise.all([confirm(body), confirm(body)]);
        if (!a || a !== b) mismatched += 1;
      }
    };

    console.log(
      `  ${redemptions} redemptions of ${unitsEach} units, each confirmed twice at once...`,
    );
    const started = performance.now();
    await sell();
    const seconds = (performance.now() - started) / 1000;
    const duplicates = await duplicateOrders(process.env.BENCH_DATABASE_URL);
    const perS = round(redemptions / seconds, 1);
    const p95 = percentile(latencies, 95);
    const rows: Row[] = [
      {
        metric: 'redemptions/s, one after another (OTP sent and read included)',
        value: String(perS),
      },
      { metric: 'onConfirm p50 / p95', value: `${ms(percentile(latencies, 50))} / ${ms(p95)}` },
      {
        metric: 'pairs answered with different orders',
        value: String(mismatched),
        target: '0',
        met: mismatched === 0,
      },
      {
        metric: 'keys with a duplicate sale',
        value: duplicates === null ? 'n/a (PGlite)' : String(duplicates),
        target: '0',
        ...(duplicates === null ? {} : { met: duplicates === 0 }),
      },
    ];
    if (failures) rows.push({ metric: 'failed requests', value: String(failures) });
    return {
      result: {
        database,
        redemptions,
        seconds,
        perS,
        p95,
        failures,
        mismatched,
        duplicates,
      },
      rows,
    };
  },
};
