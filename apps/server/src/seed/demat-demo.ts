import { addDays, isBusinessDay, isValidIsin, istDate } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, sandboxDematHoldings, sandboxDematTransactions } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';

interface DematSeed {
  isin: string;
  companyName: string;
  /** Sample closing price in paise: a demo figure, not a market quote. */
  demoPricePaise: bigint;
  pledged?: number;
  lockedIn?: number;
  /** Settlements, days before the seeding: positive shares bought, negative sold. */
  moves: [daysAgo: number, shares: number][];
}

/** 5000001's shares: real ISINs of listed companies, with demo prices and a year of trades. */
export const dematDemo: { njAcNo: string; holdings: DematSeed[] } = {
  njAcNo: '5000001',
  holdings: [
    {
      isin: 'INE002A01018',
      companyName: 'Reliance Industries Ltd',
      demoPricePaise: 141_230n,
      pledged: 20,
      moves: [
        [340, 100],
        [200, 50],
        [90, -30],
      ],
    },
    {
      isin: 'INE040A01034',
      companyName: 'HDFC Bank Ltd',
      demoPricePaise: 98_540n,
      moves: [
        [320, 80],
        [150, 40],
      ],
    },
    {
      isin: 'INE009A01021',
      companyName: 'Infosys Ltd',
      demoPricePaise: 152_875n,
      moves: [
        [300, 60],
        [60, -20],
      ],
    },
    {
      isin: 'INE467B01029',
      companyName: 'Tata Consultancy Services Ltd',
      demoPricePaise: 310_560n,
      pledged: 5,
      moves: [[280, 25]],
    },
    {
      isin: 'INE090A01021',
      companyName: 'ICICI Bank Ltd',
      demoPricePaise: 137_215n,
      moves: [
        [250, 75],
        [45, 25],
      ],
    },
    {
      isin: 'INE154A01025',
      companyName: 'ITC Ltd',
      demoPricePaise: 40_585n,
      moves: [
        [330, 500],
        [120, -200],
        [20, 100],
      ],
    },
    {
      isin: 'INE397D01024',
      companyName: 'Bharti Airtel Ltd',
      demoPricePaise: 205_520n,
      lockedIn: 10,
      moves: [[180, 30]],
    },
    {
      isin: 'INE062A01020',
      companyName: 'State Bank of India',
      demoPricePaise: 87_245n,
      moves: [
        [270, 150],
        [30, -50],
      ],
    },
  ],
};

function businessDayOnOrBefore(iso: string): string {
  let day = iso;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/**
 * Seeds the sandbox depository's record of 5000001's demat account: each holding is what its
 * trades leave, priced at a demo closing price of the last business day before the seeding.
 * An account that already has holdings is left as it is, so this is safe at every start.
 */
export async function seedDematHoldings(db: Db, clock: Clock): Promise<number> {
  const [account] = await db
    .select({ dematAccNo: accounts.dematAccNo })
    .from(accounts)
    .where(eq(accounts.njAcNo, dematDemo.njAcNo));
  const dematAccNo = account?.dematAccNo ?? '';
  if (dematAccNo === '') return 0;
  const [held] = await db
    .select({ isin: sandboxDematHoldings.isin })
    .from(sandboxDematHoldings)
    .where(eq(sandboxDematHoldings.dematAccNo, dematAccNo))
    .limit(1);
  if (held) return 0;
  const today = istDate(clock.businessNow());
  const priceDate = businessDayOnOrBefore(addDays(today, -1));
  await db.transaction(async (tx) => {
    for (const seed of dematDemo.holdings) {
      if (!isValidIsin(seed.isin)) throw new Error(`Demo ISIN is not valid: ${seed.isin}`);
      const quantity = seed.moves.reduce((sum, [, shares]) => sum + shares, 0);
      const pledged = seed.pledged ?? 0;
      const lockedIn = seed.lockedIn ?? 0;
      await tx.insert(sandboxDematHoldings).values({
        dematAccNo,
        isin: seed.isin,
        companyName: seed.companyName,
        freeQuantity: quantity - pledged - lockedIn,
        pledgedQuantity: pledged,
        lockedInQuantity: lockedIn,
        closePricePaise: seed.demoPricePaise,
        priceDate,
      });
      await tx.insert(sandboxDematTransactions).values(
        seed.moves.map(([daysAgo, shares]) => ({
          dematAccNo,
          tradeDate: businessDayOnOrBefore(addDays(today, -daysAgo)),
          isin: seed.isin,
          companyName: seed.companyName,
          type: shares > 0 ? 'BUY' : 'SELL',
          quantity: Math.abs(shares),
        })),
      );
    }
  });
  return dematDemo.holdings.length;
}
