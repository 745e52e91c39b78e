import {
  addUnitsText,
  settlementDate,
  stampDutyPaise,
  unitsForPurchase,
  type Paise,
} from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, sellOrders } from '../db/schema.js';
import { businessDate, type Clock } from '../lib/clock.js';
import { PortfolioService } from '../modules/portfolio/index.js';
import { SchemeService } from '../modules/schemes/index.js';
import { saleAt, type SellAsk } from '../modules/selling/index.js';
import { Positions } from '../modules/selling/index.js';
import { insertOrder } from '../modules/selling/index.js';

interface DemoSale {
  ref: string;
  trxnType: 'RED' | 'SWI';
  schemeCode: number;
  /** The NAV date the sale is priced at (a business day of the AMFI history). */
  navDate: string;
  /** Units of the folio's oldest lots to take, plus these units of the next. */
  oldestLots: number;
  extraUnits: string;
  amountPaise?: Paise;
  targetSchemeCode?: number;
}

/**
 * Sales 5000001 made in the financial year 2026-27 (DEMO-DATA.md), so the capital-gains
 * statement has something to show:
 * - Parag Parikh Flexi Cap: the July 2025 installment (held over 12 months: long term) and
 *   20 units of August's (short term, inside the 1 % exit-load year) redeemed on 04-08-2026;
 * - HDFC Mid Cap: the July 2025 installment switched out to HDFC Liquid on 27-07-2026 (long term);
 * - HDFC Liquid: ₹20,000 redeemed on 15-06-2026 (a debt fund bought after April 2023: short term);
 * - Axis ELSS Tax Saver: 50 units of the lot bought 15-06-2017 redeemed on 10-08-2026 (long term,
 *   its cost grandfathered at the demo NAV of 31-01-2018).
 * Each is priced by the selling rules (saleAt) from the folio's lots, recorded as a completed
 * sell order and the portfolio's OUT movement (and the switch's IN movement).
 */
export const demoSales: DemoSale[] = [
  {
    ref: 'DEMO-5000001-RED-119091-2026-06-15',
    trxnType: 'RED',
    schemeCode: 119091,
    navDate: '2026-06-15',
    oldestLots: 0,
    extraUnits: '0',
    amountPaise: 2_000_000n,
  },
  {
    ref: 'DEMO-5000001-SWI-118989-2026-07-27',
    trxnType: 'SWI',
    schemeCode: 118989,
    navDate: '2026-07-27',
    oldestLots: 1,
    extraUnits: '0',
    targetSchemeCode: 119091,
  },
  {
    ref: 'DEMO-5000001-RED-122639-2026-08-04',
    trxnType: 'RED',
    schemeCode: 122639,
    navDate: '2026-08-04',
    oldestLots: 1,
    extraUnits: '20.000',
  },
  {
    ref: 'DEMO-5000001-RED-120503-2026-08-10',
    trxnType: 'RED',
    schemeCode: 120503,
    navDate: '2026-08-10',
    oldestLots: 0,
    extraUnits: '50.000',
  },
];

const trxnIdOf = (ref: string) => `D${ref.replace(/\D/g, '').slice(-14)}`;

type SchemeView = NonNullable<Awaited<ReturnType<SchemeService['get']>>>;
type NavPoint = NonNullable<Awaited<ReturnType<SchemeService['navOnOrAfter']>>>;
type SalePosition = Awaited<ReturnType<Positions['of']>>;
type PricedSale = Extract<ReturnType<typeof saleAt>, { ok: true }>;
type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface SalesSeedContext {
  db: Db;
  accountId: number;
  schemes: SchemeService;
  portfolio: PortfolioService;
  positions: Positions;
}

/** The schemes and NAVs a sale is priced at, or null while one is not there for its date. */
interface SaleMarket {
  scheme: SchemeView;
  nav: NavPoint;
  target: SchemeView | null;
  targetNav: NavPoint | null;
}

async function saleMarket(schemes: SchemeService, sale: DemoSale): Promise<SaleMarket | null> {
  const scheme = await schemes.get(sale.schemeCode);
  const nav = await schemes.navOnOrAfter(sale.schemeCode, sale.navDate);
  const target = sale.targetSchemeCode ? await schemes.get(sale.targetSchemeCode) : null;
  const targetNav = sale.targetSchemeCode
    ? await schemes.navOnOrAfter(sale.targetSchemeCode, sale.navDate)
    : null;
  if (!scheme || !nav || nav.navDate !== sale.navDate) return null;
  if (sale.targetSchemeCode && (!target || !targetNav || targetNav.navDate !== sale.navDate))
    return null;
  return { scheme, nav, target, targetNav };
}

interface PricedDemoSale extends SaleMarket {
  sale: DemoSale;
  folioNo: string;
  position: SalePosition;
  ask: SellAsk;
  figures: PricedSale['figures'];
  isSwitch: boolean;
  duty: Paise;
}

function demoSaleAsk(sale: DemoSale, position: SalePosition): SellAsk | null {
  const held = position.lots.filter((lot) => lot.allottedOn <= sale.navDate);
  if (held.length < sale.oldestLots + 1) return null;
  return sale.amountPaise
    ? { redeemBy: 'AMOUNT', amountPaise: sale.amountPaise }
    : {
        redeemBy: 'UNITS',
        units: addUnitsText([
          ...held.slice(0, sale.oldestLots).map((lot) => lot.units),
          sale.extraUnits,
        ]),
      };
}

async function priceDemoSale(
  ctx: SalesSeedContext,
  sale: DemoSale,
): Promise<PricedDemoSale | null> {
  const market = await saleMarket(ctx.schemes, sale);
  if (!market) return null;
  const { scheme } = market;
  const folios = await ctx.portfolio.folios(ctx.accountId);
  const folio = folios.find((f) => f.amc === scheme.amc && f.mode === 'P');
  if (!folio) return null;
  // A database seeded without this holding (the demo portfolio skipped) gets no sale.
  const position = await ctx.positions
    .of(ctx.accountId, folio.folioNo, sale.schemeCode, { scheme })
    .catch(() => null);
  if (!position) return null;
  const ask = demoSaleAsk(sale, position);
  if (!ask) return null;
  const priced = saleAt(position, ask, market.nav.nav, sale.navDate);
  if (!priced.ok) return null;
  const { figures } = priced;
  return {
    ...market,
    sale,
    folioNo: folio.folioNo,
    position,
    ask,
    figures,
    isSwitch: market.target !== null && market.targetNav !== null,
    duty: stampDutyPaise(figures.netPaise),
  };
}

function demoSaleOrder(accountId: number, p: PricedDemoSale): Parameters<typeof insertOrder>[1] {
  const { sale, scheme, ask, figures, position, target, targetNav, isSwitch, duty } = p;
  return {
    trxnId: trxnIdOf(sale.ref),
    orderRef: sale.ref,
    accountId,
    idempotencyKey: sale.ref,
    trxnType: sale.trxnType,
    source: 'INVESTOR',
    folioNo: p.folioNo,
    schemeCode: sale.schemeCode,
    schemeName: scheme.name,
    amc: scheme.amc,
    mode: 'P',
    redeemBy: ask.redeemBy,
    requestedPaise: ask.redeemBy === 'AMOUNT' ? (ask.amountPaise ?? null) : null,
    requestedUnits: ask.redeemBy === 'UNITS' ? (ask.units ?? null) : null,
    pendingUnits: figures.units,
    liquid: position.liquid ? 'Y' : 'N',
    navDate: sale.navDate,
    status: isSwitch ? 'COMPLETED' : 'PAID',
    nav: figures.nav,
    pricedNavDate: sale.navDate,
    units: figures.units,
    grossPaise: figures.grossPaise,
    exitLoadPaise: figures.exitLoadPaise,
    netPaise: figures.netPaise,
    shortTermGainPaise: figures.shortTermGainPaise,
    longTermGainPaise: figures.longTermGainPaise,
    settlementDate: isSwitch ? null : settlementDate(sale.navDate, position.orientation),
    payoutRef: isSwitch ? '' : `PO${trxnIdOf(sale.ref)}`,
    paidOn: isSwitch ? null : settlementDate(sale.navDate, position.orientation),
    targetSchemeCode: target?.schemeCode ?? null,
    targetSchemeName: target?.name ?? '',
    targetNavDate: targetNav?.navDate ?? null,
    inStampDutyPaise: isSwitch ? duty : null,
    inUnits: isSwitch && targetNav ? unitsForPurchase(figures.netPaise, targetNav.nav) : null,
    inNav: targetNav?.nav ?? null,
    inNavDate: targetNav?.navDate ?? null,
    placedAt: new Date(`${sale.navDate}T05:00:00Z`),
  };
}

async function recordDemoSaleAllotments(
  ctx: SalesSeedContext,
  tx: SeedTx,
  p: PricedDemoSale,
): Promise<void> {
  const { sale, scheme, figures, target, targetNav, isSwitch, duty } = p;
  await ctx.portfolio.recordAllotment(tx, {
    accountId: ctx.accountId,
    schemeCode: sale.schemeCode,
    amc: scheme.amc,
    folioNo: p.folioNo,
    trxnType: sale.trxnType,
    flow: 'OUT',
    amountPaise: figures.netPaise,
    units: figures.units,
    nav: figures.nav,
    navDate: sale.navDate,
    tradeDate: sale.navDate,
    orderRef: sale.ref,
  });
  if (isSwitch && target && targetNav)
    await ctx.portfolio.recordAllotment(tx, {
      accountId: ctx.accountId,
      schemeCode: target.schemeCode,
      amc: target.amc,
      folioNo: p.folioNo,
      trxnType: sale.trxnType,
      flow: 'IN',
      amountPaise: figures.netPaise,
      stampDutyPaise: duty,
      units: unitsForPurchase(figures.netPaise, targetNav.nav),
      nav: targetNav.nav,
      navDate: targetNav.navDate,
      tradeDate: sale.navDate,
      orderRef: `${sale.ref}-IN`,
    });
}

/** Records one demo sale when it is due and not recorded yet; whether it was recorded. */
async function recordDemoSale(
  ctx: SalesSeedContext,
  sale: DemoSale,
  today: string,
): Promise<boolean> {
  if (sale.navDate >= today) return false;
  const [done] = await ctx.db
    .select({ id: sellOrders.id })
    .from(sellOrders)
    .where(eq(sellOrders.orderRef, sale.ref));
  if (done) return false;
  const priced = await priceDemoSale(ctx, sale);
  if (!priced) return false;
  let recorded = false;
  await ctx.db.transaction(async (tx) => {
    const order = await insertOrder(tx, demoSaleOrder(ctx.accountId, priced));
    if (!order) return;
    await recordDemoSaleAllotments(ctx, tx, priced);
    recorded = true;
  });
  return recorded;
}

/**
 * Records the demo sales once each (by order reference), after the demo portfolio; skipped while
 * the business day has not reached a sale or its NAVs are not there.
 */
export async function seedDemoSales(db: Db, clock: Clock): Promise<number> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.njAcNo, '5000001'));
  if (!account) return 0;
  const schemes = new SchemeService(db, clock);
  const portfolio = new PortfolioService(db, clock);
  const positions = new Positions(db, portfolio, schemes);
  const ctx: SalesSeedContext = { db, accountId: account.id, schemes, portfolio, positions };
  const today = businessDate(clock);
  let recorded = 0;
  for (const sale of demoSales) {
    if (await recordDemoSale(ctx, sale, today)) recorded += 1;
  }
  return recorded;
}
