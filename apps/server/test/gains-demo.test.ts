import type { TCapitalGainStatementResponse, TGainSale } from '@cdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxBankCredits, schemes, sellOrders } from '../src/db/schema.js';
import { gainsDemo, gainsDemoRef, seedGainsDemo } from '../src/seed/gains-demo.js';
import { envelope, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { parseCsv } from './support/statement-text.js';
import { accountIdOf, sellDesk } from './support/selling.js';

const gw = (p: string) => `/cdesk/gw/${p}`;

// ---- An independent first-in-first-out computation, by the rules of the Income-tax Act ----------
// Units in thousandths, NAVs in ten-thousandths, money in paise; every rounding half away from zero.
const round = (num: bigint, den: bigint) => {
  const q = num / den;
  const r = num % den;
  return 2n * (r < 0n ? -r : r) >= den ? q + (num < 0n ? -1n : 1n) : q;
};
const scaled = (text: string, places: number) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
};
const unitsText = (thousandths: bigint) =>
  `${thousandths / 1000n}.${(thousandths % 1000n).toString().padStart(3, '0')}`;
const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const yearsAfter = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/** The demo's schemes: equity-oriented or a debt fund, their exit load and lock-in. */
const kinds: Record<number, { equity: boolean; loadWithinDays: number }> = {
  120503: { equity: true, loadWithinDays: 0 }, // ELSS: no exit load
  118989: { equity: true, loadWithinDays: 365 }, // 1 % within a year
  119091: { equity: false, loadWithinDays: 0 }, // a liquid fund's load ends within 7 days
};
// The demo NAV of 31-01-2018 of the ELSS (marked DEMO).
const fmvNav = scaled('47.8500', 4);

interface Lot {
  date: string;
  nav: bigint;
  bought: bigint;
  duty: bigint;
  taken: bigint;
}
interface ExpectedLot {
  purchaseDate: string;
  units: string;
  stampDutyPaise: number;
  costPaise: number;
  saleValuePaise: number;
  exitLoadPaise: number;
  term: 'SHORT' | 'LONG';
  gainPaise: number;
}

function independentFifo(): Map<string, ExpectedLot[]> {
  const lots = new Map<number, Lot[]>();
  const held = (code: number) => lots.get(code) ?? lots.set(code, []).get(code)!;
  const buy = (code: number, date: string, amount: bigint, navText: string) => {
    // Stamp duty: 0.005 % of the amount from 01-07-2020; units for the amount less the duty.
    const duty = date >= '2020-07-01' ? round(amount, 20_000n) : 0n;
    const nav = scaled(navText, 4);
    held(code).push({ date, nav, bought: round((amount - duty) * 100_000n, nav), duty, taken: 0n });
  };
  const sales = new Map<string, ExpectedLot[]>();
  for (const event of gainsDemo.events) {
    if (event.kind === 'BUY') {
      buy(event.schemeCode, event.date, event.amountPaise, event.nav);
      continue;
    }
    const nav = scaled(event.nav, 4);
    const byAmount = event.ask.redeemBy === 'AMOUNT';
    const units = byAmount
      ? round((event.ask.amountPaise ?? 0n) * 100_000n, nav)
      : scaled(event.ask.units ?? '0', 3);
    const gross = byAmount ? (event.ask.amountPaise ?? 0n) : round(units * nav, 100_000n);
    const kind = kinds[event.schemeCode]!;
    const taken: { lot: Lot; units: bigint; duty: bigint }[] = [];
    let left = units;
    for (const lot of held(event.schemeCode)) {
      if (left === 0n) break;
      const free = lot.bought - lot.taken;
      if (free === 0n) continue;
      const t = free < left ? free : left;
      // The duty the taken units carry: the lot's duty shared by units, cumulatively rounded.
      const duty =
        round(lot.duty * (lot.taken + t), lot.bought) - round(lot.duty * lot.taken, lot.bought);
      lot.taken += t;
      left -= t;
      taken.push({ lot, units: t, duty });
    }
    let grossLeft = gross;
    const lines = taken.map(({ lot, units: t, duty }, i): ExpectedLot => {
      const last = i === taken.length - 1;
      // Sale value: units x sale NAV; the last lot takes the rest of the gross.
      const saleValue = last ? grossLeft : round(t * nav, 100_000n);
      grossLeft -= saleValue;
      const held = days(lot.date, event.date);
      const load = held <= kind.loadWithinDays ? round(t * nav, 10_000_000n) : 0n;
      // Equity-oriented: long term after 12 months. A debt fund bought from 01-04-2023: short
      // term however long held (s. 50AA).
      const term =
        kind.equity && event.date > yearsAfter(lot.date, 1)
          ? 'LONG'
          : !kind.equity && lot.date < '2023-04-01' && event.date > yearsAfter(lot.date, 2)
            ? 'LONG'
            : 'SHORT';
      let cost = round(t * lot.nav, 100_000n) + duty;
      // s. 55(2)(ac): higher of the cost and the lower of the FMV of 31-01-2018 and the sale value.
      if (kind.equity && term === 'LONG' && lot.date < '2018-02-01') {
        const fmv = round(t * fmvNav, 100_000n);
        const lower = fmv < saleValue ? fmv : saleValue;
        cost = cost > lower ? cost : lower;
      }
      return {
        purchaseDate: lot.date,
        units: unitsText(t),
        stampDutyPaise: Number(duty),
        costPaise: Number(cost),
        saleValuePaise: Number(saleValue),
        exitLoadPaise: Number(load),
        term,
        gainPaise: Number(saleValue - load - cost),
      };
    });
    sales.set(gainsDemoRef(event), lines);
    if (event.kind === 'SELL' && event.target) {
      const net = gross - lines.reduce((sum, l) => sum + BigInt(l.exitLoadPaise), 0n);
      buy(event.target.schemeCode, event.date, net, event.target.nav);
    }
  }
  return sales;
}

describe.each(testDatabases())('the capital-gains demo account on $name', ({ open }) => {
  const desk = sellDesk(open);
  let token = '';

  beforeAll(async () => {
    await desk.database.db
      .insert(schemes)
      .values({
        schemeCode: 119091,
        name: 'HDFC Liquid Fund - Direct Plan - Growth Option',
        amc: 'HDFC Mutual Fund',
        structure: 'Open Ended Schemes',
        category: 'Debt Scheme - Liquid Fund',
        subType: 'Liquid Fund',
        schemeType: 'LIQUID',
        plan: 'DIRECT',
        option: 'GROWTH',
        latestNav: '5100.0000',
        latestNavDate: '2026-08-21',
      })
      .onConflictDoNothing();
    // Five purchases (one of them the SIP instalments' three) and five sales: ten events.
    expect(await seedGainsDemo(desk.database.db, desk.clock)).toBe(gainsDemo.events.length);
    expect(await seedGainsDemo(desk.database.db, desk.clock)).toBe(0);
    token = (await login(desk.built.app, gainsDemo.njAcNo)).token;
  });

  const statement = async (financialYear: string) => {
    const response = await post(
      desk.built.app,
      gw('reports/capitalGainStatement'),
      { acCode: `AC${gainsDemo.njAcNo}`, financialYear },
      token,
    );
    expect(response.statusCode).toBe(200);
    return envelope(response).data as TCapitalGainStatementResponse;
  };
  const salesOf = (...statements: TCapitalGainStatementResponse[]): TGainSale[] =>
    statements.flatMap((st) => st.schemes.flatMap((s) => s.sales));

  it('gives every lot of every sale the figures of an independent FIFO computation', async () => {
    const expected = independentFifo();
    const sales = salesOf(await statement('2024-25'), await statement('2025-26'));
    expect(sales.map((s) => s.orderRef).sort()).toEqual([...expected.keys()].sort());
    for (const sale of sales) {
      const lots = sale.lots.map((lot) => ({
        purchaseDate: lot.purchaseDate,
        units: lot.units,
        stampDutyPaise: lot.stampDutyPaise,
        costPaise: lot.costPaise,
        saleValuePaise: lot.saleValuePaise,
        exitLoadPaise: lot.exitLoadPaise,
        term: lot.term,
        gainPaise: lot.gainPaise,
      }));
      expect(lots, sale.orderRef).toEqual(expected.get(sale.orderRef));
    }
    // ELSS, 14-06-2024: 200 of the 485.084 units bought 15-06-2017 at 41.23 (₹20,000 / 41.23 =
    // 485.0837 -> 485.084; no stamp duty before 01-07-2020), sold at 95: ₹19,000.00. Cost
    // 200 x 41.23 = ₹8,246.00; FMV 200 x 47.85 = ₹9,570.00, lower than the sale value, and higher
    // than the cost: the cost is ₹9,570.00, the gain 19,000 - 9,570 = ₹9,430.00, long term.
    const elss = expected.get('DEMO-5000017-DEMOPRICE-RED-120503-2024-06-14');
    expect(elss).toEqual([
      {
        purchaseDate: '2017-06-15',
        units: '200.000',
        stampDutyPaise: 0,
        costPaise: 957_000,
        saleValuePaise: 1_900_000,
        exitLoadPaise: 0,
        term: 'LONG',
        gainPaise: 943_000,
      },
    ]);
    // HDFC Mid Cap, ₹8,000 by amount on 10-07-2024 (before 23-07-2024) at 135: 8,000 / 135 =
    // 59.2592 -> 59.259 units. The SIP of 26-06-2023 (₹5,000 less ₹0.25 duty at 120 = 41.665
    // units), held 380 days: long, no load; 41.665 x 135 = ₹5,624.78; cost 4,999.80 + 0.25 =
    // ₹5,000.05; gain ₹624.73. Then 17.594 of the 39.998 units of 25-07-2023, held 351 days:
    // short, 1 % load of 17.594 x 135 = 23.7519 -> ₹23.75; sale value 8,000 - 5,624.78 =
    // ₹2,375.22; duty round(25 x 17.594 / 39.998) = 11 paise; cost 2,199.25 + 0.11 = ₹2,199.36;
    // gain 2,375.22 - 23.75 - 2,199.36 = ₹152.11.
    expect(
      expected
        .get('DEMO-5000017-DEMOPRICE-RED-118989-2024-07-10')
        ?.map((l) => [
          l.units,
          l.term,
          l.costPaise,
          l.saleValuePaise,
          l.exitLoadPaise,
          l.gainPaise,
        ]),
    ).toEqual([
      ['41.665', 'LONG', 500_005, 562_478, 0, 62_473],
      ['17.594', 'SHORT', 219_936, 237_522, 2_375, 15_211],
    ]);
    // HDFC Mid Cap, 80 units on 10-06-2025 at 150 (after 23-07-2024): the 22.404 left of
    // 25-07-2023 (long; duty 25 - 11 = 14 paise; 3,360.60 - 2,800.64 = ₹559.96), the 38.460 of
    // 25-08-2023 (long; 5,769.00 - 5,000.05 = ₹768.95) and 19.136 of the 342.840 units the switch
    // brought in on 01-08-2024 (₹48,000 less ₹2.40 duty at 140), held 313 days: short, 1 % load
    // 19.136 x 150 = 2,870.40 -> ₹28.70; duty round(240 x 19.136 / 342.840) = 13 paise; cost
    // 2,679.04 + 0.13 = ₹2,679.17; gain 2,870.40 - 28.70 - 2,679.17 = ₹162.53.
    expect(
      expected
        .get('DEMO-5000017-DEMOPRICE-RED-118989-2025-06-10')
        ?.map((l) => [
          l.units,
          l.term,
          l.costPaise,
          l.saleValuePaise,
          l.exitLoadPaise,
          l.gainPaise,
        ]),
    ).toEqual([
      ['22.404', 'LONG', 280_064, 336_060, 0, 55_996],
      ['38.460', 'LONG', 500_005, 576_900, 0, 76_895],
      ['19.136', 'SHORT', 267_917, 287_040, 2_870, 16_253],
    ]);
    // ELSS, 100 units on 10-06-2025 at 98: ₹9,800.00; FMV ₹4,785.00 is above the cost ₹4,123.00
    // and below the sale value: cost ₹4,785.00, gain ₹5,015.00, long term.
    expect(
      expected.get('DEMO-5000017-DEMOPRICE-RED-120503-2025-06-10')?.map((l) => l.gainPaise),
    ).toEqual([501_500]);
    // HDFC Liquid, 01-08-2024: 10 units bought 02-05-2023 (after 01-04-2023), held 457 days:
    // short term all the same (s. 50AA). Duty on ₹1,00,000: ₹5.00, units 99,995 / 4,500 =
    // 22.221; 10 units carry round(500 x 10 / 22.221) = 225 paise. Cost 45,000 + 2.25 =
    // ₹45,002.25; sale 10 x 4,800 = ₹48,000.00; gain ₹2,997.75.
    expect(expected.get('DEMO-5000017-DEMOPRICE-SWI-119091-2024-08-01')).toEqual([
      {
        purchaseDate: '2023-05-02',
        units: '10.000',
        stampDutyPaise: 225,
        costPaise: 4_500_225,
        saleValuePaise: 4_800_000,
        exitLoadPaise: 0,
        term: 'SHORT',
        gainPaise: 299_775,
      },
    ]);
  });

  it("adds each sale's lots up to its order, and its net paid to the bank's credit", async () => {
    const sales = salesOf(await statement('2024-25'), await statement('2025-26'));
    const accountId = await accountIdOf(desk.database, gainsDemo.njAcNo);
    const orders = await desk.database.db
      .select()
      .from(sellOrders)
      .where(eq(sellOrders.accountId, accountId));
    const credits = await desk.database.db
      .select()
      .from(sandboxBankCredits)
      .where(
        inArray(
          sandboxBankCredits.payoutRef,
          orders.map((o) => o.payoutRef),
        ),
      );
    expect(orders).toHaveLength(5);
    for (const order of orders) {
      const sale = sales.find((s) => s.orderRef === order.orderRef);
      if (!sale) throw new Error(`No sale ${order.orderRef}`);
      const sum = (pick: (lot: TGainSale['lots'][number]) => number) =>
        sale.lots.reduce((total, lot) => total + pick(lot), 0);
      expect(sum((l) => l.saleValuePaise)).toBe(Number(order.grossPaise));
      expect(sum((l) => l.exitLoadPaise)).toBe(Number(order.exitLoadPaise));
      expect(sale.units).toBe(order.units);
      expect(sale.netPaise).toBe(Number(order.netPaise));
      expect(BigInt(sale.shortTermPaise)).toBe(order.shortTermGainPaise);
      expect(BigInt(sale.longTermPaise)).toBe(order.longTermGainPaise);
      if (order.trxnType === 'RED') {
        const credit = credits.find((c) => c.payoutRef === order.payoutRef);
        expect(credit?.amountPaise, order.orderRef).toBe(BigInt(sale.netPaise));
      }
    }
    // ₹8,000 redeemed by amount on 10-07-2024: the gross is the amount asked.
    const byAmount = sales.find(
      (s) => s.orderRef === 'DEMO-5000017-DEMOPRICE-RED-118989-2024-07-10',
    );
    expect(byAmount?.saleValuePaise).toBe(800_000);
    expect(byAmount?.exitLoadPaise).toBeGreaterThan(0);
  });

  it('lists the grandfathered lot in Schedule 112A with its FMV of 31-01-2018', async () => {
    const response = await post(
      desk.built.app,
      gw('reports/capitalGainSchedule112aCsv'),
      { acCode: `AC${gainsDemo.njAcNo}`, financialYear: '2024-25' },
      token,
    );
    expect(response.statusCode).toBe(200);
    const [, ...rows] = parseCsv(response.body);
    const pre = rows.find((row) => row[1] === 'On or before 31st January, 2018');
    // The ELSS lot above: 200 units at 95, ₹19,000.00; cost ₹8,246.00; the lower of ₹19,000 and
    // the FMV ₹9,570.00 is ₹9,570.00, higher than the cost; balance ₹9,430.00.
    expect(pre?.slice(4)).toEqual([
      '200.000',
      '95.0000',
      '19000.00',
      '9570.00',
      '8246.00',
      '9570.00',
      '47.8500',
      '9570.00',
      '0.00',
      '9570.00',
      '9430.00',
    ]);
  });
});
