import { randomUUID } from 'node:crypto';
import { login } from '../gateway.js';
import { parseEnvelope, request } from '../http.js';
import type { Row, Scenario } from '../scenario.js';
import { countInPostgres, ms, percentile, round } from '../stats.js';

const carts = Number(process.env.BENCH_CARTS ?? 300);
const concurrency = 8;
const confirmPath = '/cdesk/gw/ewamftrxnsws/api/purchase/onConfirm';

const cart = (sessionId: string) => ({
  purchaseItemBean: [
    { schcode: 118989, totalAmount: 5000, trxnType: 'PIP', riskDeclAccepted: 'Y' },
  ],
  totalAmount: 5000,
  payMode: '1',
  payBankCode: 'HDFC',
  payBankAccNo: '50100234567812',
  isPIPConfirm: 'Y',
  euinDeclAccepted: 'Y',
  sessionId,
});

/** Counts keys placed twice, straight from PostgreSQL when the run uses it. */
const duplicateGroups = (databaseUrl: string | undefined) =>
  countInPostgres(
    databaseUrl,
    `select count(*)::int as n from (select 1 from order_groups
        group by account_id, idempotency_key having count(*) > 1) d`,
  );

export const cartConfirm: Scenario = {
  name: 'cart-confirm',
  summary: `${carts} one-scheme carts confirmed by ${concurrency} clients, every request sent twice at once.`,
  async run({ server }) {
    const { baseUrl, database } = await server.ensureStarted();
    const session = await login(baseUrl, '5000001');
    const headers = { authorization: `Bearer ${session.token}` };
    const latencies: number[] = [];
    let failures = 0;
    let mismatched = 0;
    let next = 0;

    const send = async (body: unknown) => {
      const started = performance.now();
      const reply = await request(baseUrl + confirmPath, { body, headers, timeoutMs: 30_000 });
      latencies.push(performance.now() - started);
      const envelope = parseEnvelope(reply.body);
      if (reply.status !== 200 || !envelope?.isSuccess) {
        failures += 1;
        return '';
      }
      return String((envelope.data as { trxnId?: string }).trxnId ?? '');
    };
    const client = async () => {
      while (next < carts) {
        next += 1;
        const body = cart(randomUUID());
        const [a, b] = await Promise.all([send(body), send(body)]);
        if (!a || a !== b) mismatched += 1;
      }
    };

    console.log(`  ${carts} carts, each confirmed twice at once...`);
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, client));
    const seconds = (performance.now() - started) / 1000;
    const duplicates = await duplicateGroups(process.env.BENCH_DATABASE_URL);
    const ordersPerS = round(carts / seconds, 1);
    const p95 = percentile(latencies, 95);
    const rows: Row[] = [
      { metric: 'confirmed carts/s (orders/s)', value: String(ordersPerS) },
      { metric: 'onConfirm p50 / p95', value: `${ms(percentile(latencies, 50))} / ${ms(p95)}` },
      {
        metric: 'pairs answered with different orders',
        value: String(mismatched),
        target: '0',
        met: mismatched === 0,
      },
      {
        metric: 'keys with a duplicate order group',
        value: duplicates === null ? 'n/a (PGlite)' : String(duplicates),
        target: '0',
        ...(duplicates === null ? {} : { met: duplicates === 0 }),
      },
    ];
    if (failures) rows.push({ metric: 'failed requests', value: String(failures) });
    return {
      result: {
        database,
        carts,
        concurrency,
        seconds,
        ordersPerS,
        p95,
        failures,
        mismatched,
        duplicates,
      },
      rows,
    };
  },
};
