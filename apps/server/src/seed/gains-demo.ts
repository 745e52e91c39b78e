import {
  payModes,
  settlementDate,
  stampDutyPaise,
  stampDutyPaiseOn,
  unitsForAmount,
  unitsForPurchase,
  type Paise,
} from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  accounts,
  grandfatheringNavs,
  mfTransactions,
  registeredBanks,
  sandboxBankCredits,
  sellOrders,
} from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { PortfolioService } from '../modules/portfolio/index.js';
import { SchemeService } from '../modules/schemes/index.js';
import { saleAt, type SellAsk } from '../modules/selling/index.js';
import { Positions } from '../modules/selling/index.js';
import { insertOrder } from '../modules/selling/index.js';
import { sellingDemo } from './selling-demo.js';

export interface GainsDemoBuy {
  kind: 'BUY';
  trxnType: 'PIP' | 'SIP';
  schemeCode: number;
  date: string;
  amountPaise: Paise;
  /** A demo NAV: the AMFI history shipped starts in July 2025. */
  nav: string;
}

export interface GainsDemoSale {
  kind: 'SELL';
  trxnType: 'RED' | 'SWI';
  schemeCode: number;
  date: string;
  /** A demo NAV, as the purchases'. */
  nav: string;
  ask: SellAsk;
  /** A switch's target scheme and its demo NAV. */
  target?: { schemeCode: number; nav: string };
}

export type GainsDemoEvent = GainsDemoBuy | GainsDemoSale;

/**
 * The capital-gains demo account (DEMO-DATA.md; README): Karan Malhotra, 5000017, whose history
 * exercises every capital-gains rule, at demo NAVs marked as such in each order reference
 * (DEMOPRICE), since the AMFI history shipped starts in July 2025:
 * - Axis ELSS Tax Saver (equity-oriented): a lot bought 15-06-2017, before 01-02-2018, sold in
 *   part on 14-06-2024 (before 23-07-2024) and on 10-06-2025 (after), its cost grandfathered at the
 *   demo NAV of 31-01-2018 (s. 55(2)(ac));
 * - HDFC Mid Cap (equity-oriented, 1 % exit load within a year): three SIP instalments in 2023,
 *   ₹8,000 redeemed on 10-07-2024 (long and short term, with exit load), and 80 units on
 *   10-06-2025 reaching the units the switch brought in (short term, with exit load);
 * - HDFC Liquid (a debt fund bought 02-05-2023, after 01-04-2023: always short term, s. 50AA),
 *   10 units switched into the mid-cap on 01-08-2024.
 * Sales in the financial years 2024-25 and 2025-26; each redemption credited to the bank.
 */
export const gainsDemo = {
  njAcNo: '5000017',
  bank: {
    bankCode: 'UTIB',
    bankName: 'Axis Bank',
    bankAccNo: '917010045612378',
    ifsc: 'UTIB0000045',
  },
  events: [
    {
      kind: 'BUY',
      trxnType: 'PIP',
      schemeCode: 120503,
      date: '2017-06-15',
      amountPaise: 2_000_000n,
      nav: '41.2300',
    },
    {
      kind: 'BUY',
      trxnType: 'PIP',
      schemeCode: 119091,
      date: '2023-05-02',
      amountPaise: 10_000_000n,
      nav: '4500.0000',
    },
    {
      kind: 'BUY',
      trxnType: 'SIP',
      schemeCode: 118989,
      date: '2023-06-26',
      amountPaise: 500_000n,
      nav: '120.0000',
    },
    {
      kind: 'BUY',
      trxnType: 'SIP',
      schemeCode: 118989,
      date: '2023-07-25',
      amountPaise: 500_000n,
      nav: '125.0000',
    },
    {
      kind: 'BUY',
      trxnType: 'SIP',
      schemeCode: 118989,
      date: '2023-08-25',
      amountPaise: 500_000n,
      nav: '130.0000',
    },
    {
      kind: 'SELL',
      trxnType: 'RED',
      schemeCode: 120503,
      date: '2024-06-14',
      nav: '95.0000',
      ask: { redeemBy: 'UNITS', units: '200.000' },
    },
    {
      kind: 'SELL',
      trxnType: 'RED',
      schemeCode: 118989,
      date: '2024-07-10',
      nav: '135.0000',
      ask: { redeemBy: 'AMOUNT', amountPaise: 800_000n },
    },
    {
      kind: 'SELL',
      trxnType: 'SWI',
      schemeCode: 119091,
      date: '2024-08-01',
      nav: '4800.0000',
      ask: { redeemBy: 'UNITS', units: '10.000' },
      target: { schemeCode: 118989, nav: '140.0000' },
    },
    {
      kind: 'SELL',
      trxnType: 'RED',
      schemeCode: 118989,
      date: '2025-06-10',
      nav: '150.0000',
      ask: { redeemBy: 'UNITS', units: '80.000' },
    },
    {
      kind: 'SELL',
      trxnType: 'RED',
      schemeCode: 120503,
      date: '2025-06-10',
      nav: '98.0000',
      ask: { redeemBy: 'UNITS', units: '100.000' },
    },
  ] satisfies GainsDemoEvent[] as GainsDemoEvent[],
};

/** The reference of a demo event, marked as demo-priced. */
export const gainsDemoRef = (event: GainsDemoEvent) =>
  `DEMO-${gainsDemo.njAcNo}-DEMOPRICE-${event.trxnType}-${event.schemeCode}-${event.date}`;

const trxnIdOf = (ref: string) => `G${ref.replace(/\D/g, '').slice(-14)}`;

type SchemeView = NonNullable<Awaited<ReturnType<SchemeService['get']>>>;

interface GainsSeedContext {
  db: Db;
  accountId: number;
  portfolio: PortfolioService;
  positions: Positions;
  views: Map<number, SchemeView>;
}

/** Every scheme the demo touches, or null when one is not in the master. */
async function loadSchemeViews(schemes: SchemeService): Promise<Map<number, SchemeView> | null> {
  const codes = new Set(
    gainsDemo.events.flatMap((e) =>
      e.kind === 'SELL' && e.target ? [e.schemeCode, e.target.schemeCode] : [e.schemeCode],
    ),
  );
  const views = new Map<number, SchemeView>();
  for (const code of codes) {
    const view = await schemes.get(code);
    if (!view) return null;
    views.set(code, view);
  }
  return views;
}

async function seedGainsBankAndGrandfathering(db: Db, accountId: number): Promise<void> {
  await db
    .insert(registeredBanks)
    .values({
      ...gainsDemo.bank,
      accountId,
      bankType: 'SAVINGS',
      isDefault: true,
      payModes: [payModes.NET_BANKING, payModes.NEFT_RTGS],
      mandateNo: '',
      mandateMaxPaise: 0n,
    })
    .onConflictDoNothing();
  // Never over a NAV an imported grandfathering file brought.
  await db.insert(grandfatheringNavs).values(sellingDemo.elss.grandfathering).onConflictDoNothing();
}

type StepResult = 'recorded' | 'skipped' | 'stop';

async function recordGainsBuy(
  ctx: GainsSeedContext,
  event: GainsDemoBuy,
  scheme: SchemeView,
  ref: string,
): Promise<StepResult> {
  const { db, portfolio } = ctx;
  const [done] = await db
    .select({ id: mfTransactions.id })
    .from(mfTransactions)
    .where(eq(mfTransactions.orderRef, ref));
  if (done) return 'skipped';
  const duty = stampDutyPaiseOn(event.amountPaise, event.date);
  await db.transaction((tx) =>
    portfolio.recordAllotment(tx, {
      accountId: ctx.accountId,
      schemeCode: event.schemeCode,
      amc: scheme.amc,
      trxnType: event.trxnType,
      amountPaise: event.amountPaise,
      stampDutyPaise: duty,
      units: unitsForAmount(event.amountPaise - duty, event.nav),
      nav: event.nav,
      navDate: event.date,
      tradeDate: event.date,
      orderRef: ref,
    }),
  );
  return 'recorded';
}

type PricedSale = Extract<ReturnType<typeof saleAt>, { ok: true }>;
type SalePosition = Awaited<ReturnType<Positions['of']>>;

/** One priced demo sale, with everything its order, allotments and payout need. */
interface GainsSale {
  event: GainsDemoSale;
  ref: string;
  scheme: SchemeView;
  folioNo: string;
  position: SalePosition;
  figures: PricedSale['figures'];
  target: SchemeView | undefined;
  isSwitch: boolean;
  duty: Paise;
  inUnits: string | null;
  paidOn: string | null;
}

async function priceGainsSale(
  ctx: GainsSeedContext,
  event: GainsDemoSale,
  scheme: SchemeView,
  ref: string,
): Promise<GainsSale | null> {
  const folio = (await ctx.portfolio.folios(ctx.accountId)).find(
    (f) => f.amc === scheme.amc && f.mode === 'P',
  );
  if (!folio) return null;
  const position = await ctx.positions.of(ctx.accountId, folio.folioNo, event.schemeCode, {
    scheme,
  });
  const priced = saleAt(position, event.ask, event.nav, event.date);
  if (!priced.ok) return null;
  const { figures } = priced;
  const target = event.target ? ctx.views.get(event.target.schemeCode) : undefined;
  const isSwitch = event.target !== undefined && target !== undefined;
  return {
    event,
    ref,
    scheme,
    folioNo: folio.folioNo,
    position,
    figures,
    target,
    isSwitch,
    duty: stampDutyPaise(figures.netPaise),
    inUnits: event.target ? unitsForPurchase(figures.netPaise, event.target.nav) : null,
    paidOn: isSwitch ? null : settlementDate(event.date, position.orientation),
  };
}

function gainsSaleOrder(accountId: number, sale: GainsSale): Parameters<typeof insertOrder>[1] {
  const { event, ref, scheme, figures, target, isSwitch, duty, inUnits, paidOn } = sale;
  return {
    trxnId: trxnIdOf(ref),
    orderRef: ref,
    accountId,
    idempotencyKey: ref,
    trxnType: event.trxnType,
    source: 'INVESTOR',
    folioNo: sale.folioNo,
    schemeCode: event.schemeCode,
    schemeName: scheme.name,
    amc: scheme.amc,
    mode: 'P',
    redeemBy: event.ask.redeemBy,
    requestedPaise: event.ask.redeemBy === 'AMOUNT' ? (event.ask.amountPaise ?? null) : null,
    requestedUnits: event.ask.redeemBy === 'UNITS' ? (event.ask.units ?? null) : null,
    pendingUnits: figures.units,
    liquid: sale.position.liquid ? 'Y' : 'N',
    navDate: event.date,
    status: isSwitch ? 'COMPLETED' : 'PAID',
    nav: figures.nav,
    pricedNavDate: event.date,
    units: figures.units,
    grossPaise: figures.grossPaise,
    exitLoadPaise: figures.exitLoadPaise,
    netPaise: figures.netPaise,
    shortTermGainPaise: figures.shortTermGainPaise,
    longTermGainPaise: figures.longTermGainPaise,
    settlementDate: paidOn,
    payoutRef: isSwitch ? '' : `PO${trxnIdOf(ref)}`,
    paidOn,
    targetSchemeCode: target?.schemeCode ?? null,
    targetSchemeName: target?.name ?? '',
    targetNavDate: isSwitch ? event.date : null,
    inStampDutyPaise: isSwitch ? duty : null,
    inUnits: isSwitch ? inUnits : null,
    inNav: isSwitch ? (event.target?.nav ?? null) : null,
    inNavDate: isSwitch ? event.date : null,
    placedAt: new Date(`${event.date}T05:00:00Z`),
  };
}

type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function recordGainsSaleAllotments(
  ctx: GainsSeedContext,
  tx: SeedTx,
  sale: GainsSale,
): Promise<void> {
  const { event, ref, scheme, figures, target, isSwitch, duty, inUnits } = sale;
  await ctx.portfolio.recordAllotment(tx, {
    accountId: ctx.accountId,
    schemeCode: event.schemeCode,
    amc: scheme.amc,
    folioNo: sale.folioNo,
    trxnType: event.trxnType,
    flow: 'OUT',
    amountPaise: figures.netPaise,
    units: figures.units,
    nav: figures.nav,
    navDate: event.date,
    tradeDate: event.date,
    orderRef: ref,
  });
  if (isSwitch && target && event.target && inUnits)
    await ctx.portfolio.recordAllotment(tx, {
      accountId: ctx.accountId,
      schemeCode: target.schemeCode,
      amc: target.amc,
      folioNo: sale.folioNo,
      trxnType: event.trxnType,
      flow: 'IN',
      amountPaise: figures.netPaise,
      stampDutyPaise: duty,
      units: inUnits,
      nav: event.target.nav,
      navDate: event.date,
      tradeDate: event.date,
      orderRef: `${ref}-IN`,
    });
}

async function creditGainsPayout(
  accountId: number,
  tx: SeedTx,
  sale: GainsSale,
  paidOn: string,
): Promise<void> {
  const { ref } = sale;
  await tx
    .insert(sandboxBankCredits)
    .values({
      payoutRef: `PO${trxnIdOf(ref)}`,
      utr: `UTIBN${trxnIdOf(ref).slice(1)}`,
      accountId,
      ...gainsDemo.bank,
      amountPaise: sale.figures.netPaise,
      narration: `Redemption ${ref} ${sale.scheme.name}`,
      valueDate: paidOn,
    })
    .onConflictDoNothing();
}

async function recordGainsSale(
  ctx: GainsSeedContext,
  event: GainsDemoSale,
  scheme: SchemeView,
  ref: string,
): Promise<StepResult> {
  const { db } = ctx;
  const [sold] = await db
    .select({ id: sellOrders.id })
    .from(sellOrders)
    .where(eq(sellOrders.orderRef, ref));
  if (sold) return 'skipped';
  const sale = await priceGainsSale(ctx, event, scheme, ref);
  if (!sale) return 'stop';
  await db.transaction(async (tx) => {
    await insertOrder(tx, gainsSaleOrder(ctx.accountId, sale));
    await recordGainsSaleAllotments(ctx, tx, sale);
    if (sale.paidOn) await creditGainsPayout(ctx.accountId, tx, sale, sale.paidOn);
  });
  return 'recorded';
}

/**
 * Seeds the capital-gains demo history once (skipped when the account has its first order, or
 * when a scheme is not in the master), event by event in date order, each sale priced by the
 * selling rules from the lots recorded before it, as the other demo sales are.
 */
export async function seedGainsDemo(db: Db, clock: Clock): Promise<number> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.njAcNo, gainsDemo.njAcNo));
  if (!account) return 0;
  const first = gainsDemo.events[0];
  if (!first) return 0;
  const schemes = new SchemeService(db, clock);
  const portfolio = new PortfolioService(db, clock);
  const positions = new Positions(db, portfolio, schemes);
  const views = await loadSchemeViews(schemes);
  if (!views) return 0;
  await seedGainsBankAndGrandfathering(db, account.id);
  const ctx: GainsSeedContext = { db, accountId: account.id, portfolio, positions, views };
  let recorded = 0;
  for (const event of gainsDemo.events) {
    const ref = gainsDemoRef(event);
    const scheme = views.get(event.schemeCode);
    if (!scheme) return recorded;
    const step =
      event.kind === 'BUY'
        ? await recordGainsBuy(ctx, event, scheme, ref)
        : await recordGainsSale(ctx, event, scheme, ref);
    if (step === 'stop') return recorded;
    if (step === 'recorded') recorded += 1;
  }
  return recorded;
}
