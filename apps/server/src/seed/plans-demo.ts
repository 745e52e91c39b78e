import {
  firstInstallmentDate,
  installmentAfter,
  installmentBusinessDay,
  isPurchaseFrequency,
  planChangeEffectiveDate,
  planInstallmentDates,
  sipSchedule,
  stampDutyPaise,
  unitsForPurchase,
} from '@cdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  accounts,
  folios,
  planRequests,
  sipRegistrations,
  stpRegistrations,
} from '../db/schema.js';
import { businessDate, type Clock } from '../lib/clock.js';
import { PortfolioService } from '../modules/portfolio/index.js';
import { SchemeService } from '../modules/schemes/index.js';

/**
 * The systematic plans DEMO-DATA.md adds: a running STP for 5000001 (HDFC Liquid Fund into HDFC Mid
 * Cap Fund, one HDFC folio, ₹5,000 on the 15th for a year from the next 15th), and a running
 * monthly SIP for the EMF account 5000011 (₹2,000 in UTI Nifty 50 Index Fund on the 14th since
 * May 2026, debited through its SBI mandate), its installments to date at the AMFI NAVs; and a
 * stop registered on 5000001's UTI Nifty 50 SIP from its next installment, which the partner asks
 * the client to revoke (a TSR waiting for authorisation).
 */
export const demoPlans = {
  stp: {
    njAcNo: '5000001',
    fromSchemeCode: 119091,
    toSchemeCode: 118989,
    amc: 'HDFC Mutual Fund',
    amountPaise: 500_000n,
    day: 15,
    installments: 12,
  },
  sip: {
    njAcNo: '5000011',
    schemeCode: 120716,
    amountPaise: 200_000n,
    day: 14,
    startDate: '2026-05-14',
    installments: 24,
    mandateNo: 'UMRN-SBIN-5000011',
  },
  stop: {
    /** 5000001's UTI Nifty 50 Index Fund SIP, as the demo portfolio registers it. */
    sipOrderRef: 'DEMO-5000001-SIPREG-120716',
    tid: 'SSIP-DEMO-5000001-120716',
  },
} as const;

/**
 * The stop on 5000001's UTI Nifty 50 SIP, placed once (by its reference) while the SIP runs: it
 * takes effect from the SIP's next installment, like a stop placed on My systematic plans.
 */
async function seedDemoStop(db: Db, today: string): Promise<number> {
  const { stop } = demoPlans;
  const [sip] = await db
    .select()
    .from(sipRegistrations)
    .where(eq(sipRegistrations.orderRef, stop.sipOrderRef));
  if (!sip || sip.status !== 'ACTIVE' || !isPurchaseFrequency(sip.frequencyId)) return 0;
  const dates = planInstallmentDates({
    planType: 'SIP',
    startDate: sip.startDate,
    day: sip.sipDay,
    freqId: sip.frequencyId,
    installments: sip.installments,
  });
  const effectiveDate = planChangeEffectiveDate(dates, sip.nextInstallmentDate, today);
  if (!effectiveDate) return 0;
  const [row] = await db
    .insert(planRequests)
    .values({
      tid: stop.tid,
      accountId: sip.accountId,
      planType: 'SIP',
      planId: sip.id,
      trxnType: 'SSIP',
      requestedOn: today,
      effectiveDate,
    })
    .onConflictDoNothing()
    .returning({ id: planRequests.id });
  return row ? 1 : 0;
}

async function accountIdOf(db: Db, njAcNo: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.njAcNo, njAcNo));
  return row?.id;
}

/** 5000001's STP, registered once (by its reference) when the HDFC folio and scheme are there. */
async function seedDemoStp(db: Db, schemes: SchemeService, today: string): Promise<number> {
  const { stp } = demoPlans;
  const ashaId = await accountIdOf(db, stp.njAcNo);
  const [folio] = ashaId
    ? await db
        .select()
        .from(folios)
        .where(and(eq(folios.accountId, ashaId), eq(folios.amc, stp.amc)))
        .limit(1)
    : [];
  if (!ashaId || !folio || !(await schemes.get(stp.toSchemeCode))) return 0;
  const start = firstInstallmentDate(today, stp.day, 0);
  const dates = planInstallmentDates({
    planType: 'STP',
    startDate: start,
    day: stp.day,
    freqId: 'M',
    installments: stp.installments,
  });
  const [row] = await db
    .insert(stpRegistrations)
    .values({
      accountId: ashaId,
      folioNo: folio.folioNo,
      schemeCode: stp.fromSchemeCode,
      toSchemeCode: stp.toSchemeCode,
      amountPaise: stp.amountPaise,
      frequencyId: 'M',
      installmentDay: stp.day,
      startDate: dates[0] ?? start,
      endDate: dates[dates.length - 1] ?? start,
      installments: dates.length,
      nextInstallmentDate: dates[0] ?? start,
      orderRef: `DEMO-${stp.njAcNo}-STPREG-${stp.fromSchemeCode}`,
    })
    .onConflictDoNothing()
    .returning({ id: stpRegistrations.id });
  return row ? 1 : 0;
}

type SipSchedule = ReturnType<typeof sipSchedule>;
interface DueInstallment {
  date: string;
  tradeDate: string;
  nav: { nav: string; navDate: string };
}

/** The SIP's installments up to today whose NAVs are there, in order. */
async function dueSipInstallments(
  schemes: SchemeService,
  schedule: SipSchedule,
  today: string,
): Promise<DueInstallment[]> {
  const { sip } = demoPlans;
  const due: DueInstallment[] = [];
  for (const date of schedule.dates) {
    const tradeDate = installmentBusinessDay(date);
    if (tradeDate > today) break;
    const nav = await schemes.navOnOrAfter(sip.schemeCode, tradeDate);
    if (!nav || nav.navDate > today) break;
    due.push({ date, tradeDate, nav });
  }
  return due;
}

/** 5000011's SIP and its installments to date, seeded once: later installments are the scheduler's. */
async function seedDemoSip(
  db: Db,
  schemes: SchemeService,
  portfolio: PortfolioService,
  today: string,
): Promise<number> {
  const { sip } = demoPlans;
  const farhanId = await accountIdOf(db, sip.njAcNo);
  const view = await schemes.get(sip.schemeCode);
  const orderRef = `DEMO-${sip.njAcNo}-SIPREG-${sip.schemeCode}`;
  if (!farhanId || !view) return 0;
  const [existing] = await db
    .select({ id: sipRegistrations.id })
    .from(sipRegistrations)
    .where(eq(sipRegistrations.orderRef, orderRef));
  if (existing) return 0;
  const schedule = sipSchedule(sip.startDate, sip.day, 'M', sip.installments);
  const due = await dueSipInstallments(schemes, schedule, today);
  await db.transaction(async (tx) => {
    const sipId = await portfolio.registerSip(tx, {
      accountId: farhanId,
      schemeCode: sip.schemeCode,
      amc: view.amc,
      amountPaise: sip.amountPaise,
      frequencyId: 'M',
      sipDay: sip.day,
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      installments: schedule.dates.length,
      mandateNo: sip.mandateNo,
      nextInstallmentDate: installmentAfter(schedule, due.length) || schedule.endDate,
      orderRef,
    });
    for (const order of due) {
      await portfolio.recordAllotment(tx, {
        accountId: farhanId,
        schemeCode: sip.schemeCode,
        amc: view.amc,
        trxnType: 'SIP',
        amountPaise: sip.amountPaise,
        stampDutyPaise: stampDutyPaise(sip.amountPaise),
        units: unitsForPurchase(sip.amountPaise, order.nav.nav),
        nav: order.nav.nav,
        navDate: order.nav.navDate,
        tradeDate: order.tradeDate,
        orderRef: `DEMO-${sip.njAcNo}-SIP-${sip.schemeCode}-${order.date}`,
        sipRegistrationId: sipId,
      });
    }
  });
  return 1;
}

/** Seeds the demo plans once each (by their order references); skipped without the AMFI schemes. */
export async function seedDemoPlans(db: Db, clock: Clock): Promise<{ seeded: number }> {
  const schemes = new SchemeService(db, clock);
  const portfolio = new PortfolioService(db, clock);
  const today = businessDate(clock);
  let seeded = await seedDemoStop(db, today);
  seeded += await seedDemoStp(db, schemes, today);
  seeded += await seedDemoSip(db, schemes, portfolio, today);
  return { seeded };
}
