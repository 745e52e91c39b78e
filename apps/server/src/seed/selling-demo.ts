import { stampDutyPaiseOn, unitsForAmount, type Paise } from '@cdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  accounts,
  folios,
  grandfatheringNavs,
  partners,
  sandboxDematPermissions,
} from '../db/schema.js';
import { businessDate, type Clock } from '../lib/clock.js';
import { hashPassword } from '../lib/passwords.js';
import { PortfolioService } from '../modules/portfolio/index.js';
import { SchemeService, type NavPoint, type SchemeView } from '../modules/schemes/index.js';
import { demoAccounts, demoPassword, demoPin } from './demo-data.js';

/**
 * The accounts selling demat units (DEMO-DATA.md), and the capital-gains demo account
 * (gains-demo.ts): added to a database seeded before them.
 */
const sellingAccountNumbers = ['5000015', '5000016', '5000017'];

/** Their depository record: no POA/DDPI in the distributor's favour; eDIS on for one, off for the other. */
const dematPermissions = [
  { njAcNo: '5000015', poaDdpi: 'N', edisFlag: 'Y' },
  { njAcNo: '5000016', poaDdpi: 'N', edisFlag: 'N' },
];

interface DemoLot {
  schemeCode: number;
  amountPaise: Paise;
  /** The business day the money was debited; priced at the history's NAV of that day. */
  date: string;
  /** Set only for a lot older than the AMFI history, which has no NAV for it. */
  demoNav?: string;
}

/**
 * What the selling demo adds: an ELSS holding for 5000001 (Axis ELSS Tax Saver Fund Direct
 * Growth) with lots still in their 3-year lock-in and two past it, one of them bought before
 * 01-02-2018 (grandfathered when sold, s. 55(2)(ac)), and demat-mode units for 5000015 and
 * 5000016 (a demat "folio" named after the demat account).
 */
export const sellingDemo = {
  elss: {
    njAcNo: '5000001',
    /**
     * The scheme's NAV of 31-01-2018: a demo value, marked as such by its source, since the AMFI
     * files shipped start in July 2025. An imported grandfathering file replaces it.
     */
    grandfathering: { schemeCode: 120503, nav: '47.8500', source: 'DEMO' },
    lots: [
      // Bought before 01-02-2018 and before stamp duty (01-07-2020), at a demo price.
      { schemeCode: 120503, amountPaise: 2_500_000n, date: '2017-06-15', demoNav: '41.2300' },
      // Older than the AMFI history (from July 2025): a demo price, marked as such by its reference.
      { schemeCode: 120503, amountPaise: 3_000_000n, date: '2023-03-15', demoNav: '72.6800' },
      { schemeCode: 120503, amountPaise: 1_000_000n, date: '2025-07-21' },
      { schemeCode: 120503, amountPaise: 1_000_000n, date: '2025-11-20' },
      { schemeCode: 120503, amountPaise: 1_000_000n, date: '2026-03-20' },
    ] satisfies DemoLot[],
  },
  demat: [
    {
      njAcNo: '5000015',
      // Parag Parikh Flexi Cap Fund - Direct Plan - Growth
      lots: [
        { schemeCode: 122639, amountPaise: 5_000_000n, date: '2025-09-15' },
        { schemeCode: 122639, amountPaise: 2_500_000n, date: '2026-02-16' },
      ] satisfies DemoLot[],
    },
    {
      njAcNo: '5000016',
      // UTI Nifty 50 Index Fund - Direct Plan - Growth Option
      lots: [
        { schemeCode: 120716, amountPaise: 4_000_000n, date: '2025-10-13' },
      ] satisfies DemoLot[],
    },
  ],
};

/**
 * Adds the selling demo accounts where a database was seeded before them, with their depository
 * permissions; safe at every start (nothing of an existing account changes).
 */
export async function seedSellingAccounts(db: Db): Promise<number> {
  const existing = await db
    .select({ njAcNo: accounts.njAcNo })
    .from(accounts)
    .where(inArray(accounts.njAcNo, sellingAccountNumbers));
  const have = new Set(existing.map((a) => a.njAcNo));
  const missing = demoAccounts.filter(
    (a) => sellingAccountNumbers.includes(a.njAcNo) && !have.has(a.njAcNo),
  );
  const partnerRows = await db.select({ id: partners.id, brcode: partners.brcode }).from(partners);
  // An empty database is seeded whole by seedDemoData; here only what it lacks.
  if (partnerRows.length > 0 && missing.length > 0) {
    const partnerId = new Map(partnerRows.map((p) => [p.brcode, p.id]));
    for (const { partnerBrcode, ...account } of missing) {
      await db
        .insert(accounts)
        .values({
          ...account,
          ucc: `NJ${account.njAcNo}`,
          acCode: `AC${account.njAcNo}`,
          partnerId: partnerId.get(partnerBrcode) ?? null,
          passwordHash: await hashPassword(demoPassword),
          pinHash: await hashPassword(demoPin),
        })
        .onConflictDoNothing();
    }
  }
  const rows = await db
    .select({ id: accounts.id, njAcNo: accounts.njAcNo })
    .from(accounts)
    .where(inArray(accounts.njAcNo, sellingAccountNumbers));
  const idOf = new Map(rows.map((r) => [r.njAcNo, r.id]));
  const permissions = dematPermissions.flatMap(({ njAcNo, ...permission }) => {
    const accountId = idOf.get(njAcNo);
    return accountId ? [{ accountId, ...permission }] : [];
  });
  if (permissions.length > 0)
    await db.insert(sandboxDematPermissions).values(permissions).onConflictDoNothing();
  return missing.length;
}

/**
 * Seeds the selling demo holdings after the AMFI import, each lot at the real NAV of its day
 * (the ELSS lot older than the history at its marked demo price). Recorded once per reference, so
 * safe at every start; skipped while the schemes or their NAVs are not there.
 */
export async function seedSellingHoldings(db: Db, clock: Clock): Promise<number> {
  const schemes = new SchemeService(db, clock);
  const portfolio = new PortfolioService(db, clock);
  const today = businessDate(clock);
  let recorded = 0;
  const seed = async (njAcNo: string, lots: DemoLot[], demat: string | null) => {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.njAcNo, njAcNo));
    if (!account) return;
    const priced: { lot: DemoLot; scheme: SchemeView; nav: NavPoint }[] = [];
    for (const lot of lots) {
      const scheme = await schemes.get(lot.schemeCode);
      if (!scheme || lot.date > today) return;
      const nav = lot.demoNav
        ? { nav: lot.demoNav, navDate: lot.date }
        : await schemes.navOnOrAfter(lot.schemeCode, lot.date);
      if (!nav || nav.navDate > today) return;
      priced.push({ lot, scheme, nav });
    }
    await db.transaction(async (tx) => {
      let folioNo: string | undefined;
      if (demat && priced[0]) {
        folioNo = `${demat}/01`;
        await tx
          .insert(folios)
          .values({ accountId: account.id, amc: priced[0].scheme.amc, folioNo, mode: 'D' })
          .onConflictDoNothing();
      }
      for (const { lot, scheme, nav } of priced) {
        const duty = stampDutyPaiseOn(lot.amountPaise, lot.date);
        await portfolio.recordAllotment(tx, {
          accountId: account.id,
          schemeCode: lot.schemeCode,
          amc: scheme.amc,
          folioNo,
          trxnType: 'PIP',
          amountPaise: lot.amountPaise,
          stampDutyPaise: duty,
          units: unitsForAmount(lot.amountPaise - duty, nav.nav),
          nav: nav.nav,
          navDate: nav.navDate,
          tradeDate: lot.date,
          orderRef: `DEMO-${njAcNo}-${lot.demoNav ? 'DEMOPRICE-' : ''}PIP-${lot.schemeCode}-${lot.date}`,
        });
        recorded += 1;
      }
    });
  };
  await seed(sellingDemo.elss.njAcNo, sellingDemo.elss.lots, null);
  // Never over a NAV an imported grandfathering file brought.
  await db.insert(grandfatheringNavs).values(sellingDemo.elss.grandfathering).onConflictDoNothing();
  for (const holding of sellingDemo.demat) {
    const [account] = await db
      .select({ dematAccNo: accounts.dematAccNo })
      .from(accounts)
      .where(eq(accounts.njAcNo, holding.njAcNo));
    if (account?.dematAccNo) await seed(holding.njAcNo, holding.lots, account.dematAccNo);
  }
  return recorded;
}
