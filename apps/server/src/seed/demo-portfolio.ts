import {
  installmentAfter,
  installmentBusinessDay,
  sipSchedule,
  stampDutyPaise,
  unitsForPurchase,
  type Paise,
  type SipSchedule,
} from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { accounts } from '../db/schema.js';
import { businessDate, type Clock } from '../lib/clock.js';
import { hasTransactions } from '../modules/portfolio/index.js';
import { PortfolioService } from '../modules/portfolio/index.js';
import { SchemeService } from '../modules/schemes/index.js';

interface DemoSip {
  schemeCode: number;
  amountPaise: Paise;
  sipDay: number;
  /** The first installment, YYYY-MM-DD, on the SIP day. */
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
 * the flexi-cap. All Direct Growth plans, at the NAVs of the AMFI history, less stamp duty.
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

/** What the seed records: an installment or a lumpsum, debited on a business day. */
interface DemoOrder {
  schemeCode: number;
  amountPaise: Paise;
  /** The scheduled date, which names the order. */
  date: string;
  /** The business day the money is debited and the NAV of which applies. */
  tradeDate: string;
  sip?: DemoSip;
}

/** Installments a SIP has made by today: those debited by then. */
function installmentsBy(sip: DemoSip, today: string): { schedule: SipSchedule; due: DemoOrder[] } {
  const schedule = sipSchedule(sip.startDate, sip.sipDay, 'M', demoPortfolio.sipYears * 12);
  const due = schedule.dates
    .map((date) => ({ ...sip, date, tradeDate: installmentBusinessDay(date), sip }))
    .filter((order) => order.tradeDate <= today);
  return { schedule, due };
}

type PricedOrder = DemoOrder & { nav: { nav: string; navDate: string } };

/** Orders in date order up to the first the history cannot price (or prices after today). */
async function pricedRun(
  schemes: SchemeService,
  orders: DemoOrder[],
  today: string,
): Promise<PricedOrder[]> {
  const run: PricedOrder[] = [];
  for (const order of orders) {
    const nav = await schemes.navOnOrAfter(order.schemeCode, order.tradeDate);
    if (!nav || nav.navDate > today) break;
    run.push({ ...order, nav });
  }
  return run;
}

/** The AMC of every demo scheme, or null when one is not in the master. */
async function demoSchemeAmcs(
  schemes: SchemeService,
): Promise<Map<number, { amc: string }> | null> {
  const codes = [...demoPortfolio.sips, ...demoPortfolio.lumpsums].map((s) => s.schemeCode);
  const views = new Map<number, { amc: string }>();
  for (const code of new Set(codes)) {
    const view = await schemes.get(code);
    if (!view) return null;
    views.set(code, view);
  }
  return views;
}

interface DemoPortfolioWriter {
  portfolio: PortfolioService;
  accountId: number;
  views: Map<number, { amc: string }>;
}

async function recordDemoOrder(
  w: DemoPortfolioWriter,
  tx: Tx,
  order: PricedOrder,
  sipRegistrationId: number | undefined,
): Promise<void> {
  await w.portfolio.recordAllotment(tx, {
    accountId: w.accountId,
    schemeCode: order.schemeCode,
    amc: w.views.get(order.schemeCode)?.amc ?? '',
    trxnType: order.sip ? 'SIP' : 'PIP',
    amountPaise: order.amountPaise,
    stampDutyPaise: stampDutyPaise(order.amountPaise),
    units: unitsForPurchase(order.amountPaise, order.nav.nav),
    nav: order.nav.nav,
    navDate: order.nav.navDate,
    tradeDate: order.tradeDate,
    orderRef: `DEMO-${demoPortfolio.njAcNo}-${order.sip ? 'SIP' : 'PIP'}-${order.schemeCode}-${order.date}`,
    sipRegistrationId,
  });
}

function registerDemoSip(
  w: DemoPortfolioWriter,
  tx: Tx,
  sip: DemoSip,
  schedule: SipSchedule,
  done: number,
): Promise<number> {
  return w.portfolio.registerSip(tx, {
    accountId: w.accountId,
    schemeCode: sip.schemeCode,
    amc: w.views.get(sip.schemeCode)?.amc ?? '',
    amountPaise: sip.amountPaise,
    frequencyId: 'M',
    sipDay: sip.sipDay,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    installments: schedule.dates.length,
    mandateNo: sip.mandateNo,
    nextInstallmentDate: installmentAfter(schedule, done) || schedule.endDate,
    orderRef: `DEMO-${demoPortfolio.njAcNo}-SIPREG-${sip.schemeCode}`,
  });
}

/**
 * Seeds the demo portfolio once, after the AMFI import: skipped when the investor already has
 * transactions, or when the schemes are not in the master (no AMFI data). Installments and
 * lumpsums run up to the business day, each at the real NAV of the day it is debited; one whose
 * NAV the history does not hold yet is left out, as is every installment after it.
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
  const views = await demoSchemeAmcs(schemes);
  if (!views) return { seeded: false, transactions: 0 };
  const today = businessDate(clock);
  const sips = await Promise.all(
    demoPortfolio.sips.map(async (sip) => {
      const { schedule, due } = installmentsBy(sip, today);
      return { sip, schedule, done: await pricedRun(schemes, due, today) };
    }),
  );
  const lumpsums = await pricedRun(
    schemes,
    demoPortfolio.lumpsums
      .map((l) => ({ ...l, tradeDate: installmentBusinessDay(l.date) }))
      .filter((l) => l.tradeDate <= today),
    today,
  );
  const w: DemoPortfolioWriter = {
    portfolio: new PortfolioService(db, clock),
    accountId: account.id,
    views,
  };
  let recorded = 0;
  await db.transaction(async (tx) => {
    for (const { sip, schedule, done } of sips) {
      const sipRegistrationId = await registerDemoSip(w, tx, sip, schedule, done.length);
      for (const order of done) await recordDemoOrder(w, tx, order, sipRegistrationId);
      recorded += done.length;
    }
    for (const order of lumpsums) await recordDemoOrder(w, tx, order, undefined);
    recorded += lumpsums.length;
  });
  return { seeded: true, transactions: recorded };
}
