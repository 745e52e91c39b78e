import { istDate, unitsForAmount, type Paise } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { hasTransactions } from '../modules/portfolio/repository.js';
import { PortfolioService } from '../modules/portfolio/service.js';
import { SchemeService } from '../modules/schemes/service.js';

interface DemoSip {
  schemeCode: number;
  amountPaise: Paise;
  sipDay: number;
  /** The first installment, YYYY-MM-DD. */
  startDate: string;
  mandateNo: string;
}

interface DemoLumpsum {
  schemeCode: number;
  amountPaise: Paise;
  date: string;
}

/**
 * The demo investor's holdings (DEMO-DATA.md: 5000001): monthly SIPs since July 2025 in a large-cap
 * index fund, a flexi-cap and a mid-cap of three fund houses, and lumpsums in a liquid fund and
 * the flexi-cap. All Direct Growth plans, at the NAVs of the AMFI history.
 */
export const demoPortfolio = {
  njAcNo: '5000001',
  sips: [
    // UTI Nifty 50 Index Fund - Direct Plan - Growth
    {
      schemeCode: 120716,
      amountPaise: 500_000n,
      sipDay: 20,
      startDate: '2025-07-20',
      mandateNo: 'NJEM0051200716',
    },
    // Parag Parikh Flexi Cap Fund - Direct Plan - Growth
    {
      schemeCode: 122639,
      amountPaise: 500_000n,
      sipDay: 20,
      startDate: '2025-07-20',
      mandateNo: 'NJEM0051200716',
    },
    // HDFC Mid Cap Fund - Direct Plan - Growth Option
    {
      schemeCode: 118989,
      amountPaise: 300_000n,
      sipDay: 25,
      startDate: '2025-07-25',
      mandateNo: 'NJEM0051200716',
    },
  ] satisfies DemoSip[],
  lumpsums: [
    // HDFC Liquid Fund - Direct Plan - Growth Option
    { schemeCode: 119091, amountPaise: 10_000_000n, date: '2025-08-01' },
    { schemeCode: 122639, amountPaise: 2_500_000n, date: '2026-01-12' },
  ] satisfies DemoLumpsum[],
  /** SIPs run ten years. */
  sipYears: 10,
};

function addMonths(iso: string, months: number, day: number): string {
  const [year = 0, month = 1] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Seeds the demo portfolio once, after the AMFI import: skipped when the investor already has
 * transactions, or when the schemes are not in the master (no AMFI data).
 */
export async function seedDemoPortfolio(
  db: Db,
  clock: Clock,
): Promise<{ seeded: boolean; transactions: number }> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.njAcNo, demoPortfolio.njAcNo));
  if (!account || (await hasTransactions(db, account.id)))
    return { seeded: false, transactions: 0 };
  const schemes = new SchemeService(db, clock);
  const codes = [...demoPortfolio.sips, ...demoPortfolio.lumpsums].map((s) => s.schemeCode);
  const views = new Map<number, { amc: string }>();
  for (const code of new Set(codes)) {
    const view = await schemes.get(code);
    if (!view) return { seeded: false, transactions: 0 };
    views.set(code, view);
  }
  const today = istDate(clock.now());
  const portfolio = new PortfolioService(db, clock);
  const orders: { schemeCode: number; amountPaise: Paise; date: string; sip?: DemoSip }[] = [];
  for (const sip of demoPortfolio.sips) {
    for (let n = 0; ; n += 1) {
      const date = addMonths(sip.startDate, n, sip.sipDay);
      if (date > today) break;
      orders.push({ schemeCode: sip.schemeCode, amountPaise: sip.amountPaise, date, sip });
    }
  }
  for (const lumpsum of demoPortfolio.lumpsums) {
    if (lumpsum.date <= today) orders.push({ ...lumpsum });
  }
  const navs = await Promise.all(orders.map((o) => schemes.navOnOrBefore(o.schemeCode, o.date)));
  let recorded = 0;
  await db.transaction(async (tx) => {
    const sipIds = new Map<DemoSip, number>();
    for (const sip of demoPortfolio.sips) {
      const installments = demoPortfolio.sipYears * 12;
      let next = sip.startDate;
      for (let n = 1; next <= today; n += 1) next = addMonths(sip.startDate, n, sip.sipDay);
      sipIds.set(
        sip,
        await portfolio.registerSip(tx, {
          accountId: account.id,
          schemeCode: sip.schemeCode,
          amc: views.get(sip.schemeCode)?.amc ?? '',
          amountPaise: sip.amountPaise,
          frequencyId: 'M',
          sipDay: sip.sipDay,
          startDate: sip.startDate,
          endDate: addMonths(sip.startDate, installments - 1, sip.sipDay),
          installments,
          mandateNo: sip.mandateNo,
          nextInstallmentDate: next,
          orderRef: `DEMO-${demoPortfolio.njAcNo}-SIPREG-${sip.schemeCode}`,
        }),
      );
    }
    for (const [i, order] of orders.entries()) {
      const nav = navs[i];
      if (!nav) continue;
      await portfolio.recordAllotment(tx, {
        accountId: account.id,
        schemeCode: order.schemeCode,
        amc: views.get(order.schemeCode)?.amc ?? '',
        trxnType: order.sip ? 'SIP' : 'PIP',
        amountPaise: order.amountPaise,
        units: unitsForAmount(order.amountPaise, nav.nav),
        nav: nav.nav,
        navDate: nav.navDate,
        tradeDate: order.date,
        orderRef: `DEMO-${demoPortfolio.njAcNo}-${order.sip ? 'SIP' : 'PIP'}-${order.schemeCode}-${order.date}`,
        sipRegistrationId: order.sip ? sipIds.get(order.sip) : undefined,
      });
      recorded += 1;
    }
  });
  return { seeded: true, transactions: recorded };
}
