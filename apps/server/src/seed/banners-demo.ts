import { addDays, nfoWindow } from '@cdesk/domain';
import type { Db } from '../db/client.js';
import { banners } from '../db/schema.js';
import { businessDate, type Clock } from '../lib/clock.js';

type BannerSeed = Omit<typeof banners.$inferInsert, 'activeFrom' | 'activeTo' | 'position'>;

/** The demo NFO of the offer: an AMFI scheme of the demo's new fund offers (nfoSchemeCodes). */
const nfoSchemeCode = 154632;

const seeds: (BannerSeed & { window: (today: string) => [string, string | null] })[] = [
  {
    id: 101,
    type: 'NFO',
    title: 'New fund offer: JioBlackRock Large Cap Fund',
    text: 'Invest at the offer price of ₹10 a unit while the offer is open.',
    prodType: 'mutual-funds',
    subType: 'nfoPurchase',
    params: [String(nfoSchemeCode)],
    // The offer's own subscription window.
    window: (today) => {
      const window = nfoWindow(nfoSchemeCode, today);
      return window ? [window.openDate, window.closeDate] : [today, today];
    },
  },
  {
    id: 102,
    type: 'MARS',
    title: 'Ready-made portfolios, built for you',
    text: 'MARS portfolios spread your money across chosen funds in one go, for growth, balance or income.',
    prodType: 'mars',
    subType: 'purchase',
    params: [],
    window: (today) => [addDays(today, -30), null],
  },
  {
    id: 103,
    type: 'SIP',
    title: 'Start a SIP in Parag Parikh Flexi Cap Fund',
    text: 'Invest a fixed amount every month in a flexi cap fund that holds Indian and overseas shares.',
    prodType: 'mutual-funds',
    subType: 'purchase',
    // Parag Parikh Flexi Cap Fund - Direct Plan - Growth, as a SIP.
    params: ['122639', 'sip'],
    window: (today) => [addDays(today, -30), null],
  },
  {
    id: 104,
    type: 'CM',
    title: 'Stocks & ETFs',
    text: 'Buy shares and exchange traded funds, held in your demat account.',
    prodType: 'capital-market',
    subType: 'purchase',
    params: [],
    window: (today) => [addDays(today, -30), null],
  },
  {
    id: 105,
    type: 'IPO',
    title: 'Apply for IPOs',
    text: 'Apply for equity public offers that are open for subscription.',
    prodType: 'public-offer',
    subType: 'equityipo',
    params: [],
    window: (today) => [addDays(today, -2), addDays(today, 12)],
  },
  {
    id: 106,
    type: 'ELSS',
    title: 'Save tax with DSP ELSS Tax Saver Fund',
    text: 'Invest in an ELSS fund before the financial year ends and save tax under section 80C.',
    prodType: 'mutual-funds',
    subType: 'purchase',
    // DSP ELSS Tax Saver Fund - Direct Plan - Growth; this season's offer has ended.
    params: ['119242'],
    window: (today) => [addDays(today, -120), addDays(today, -30)],
  },
];

/**
 * The demo offers, dated from the business day of the first start: an open NFO, MARS, a SIP, Stocks
 * & ETFs, an IPO, and a tax-saving offer that has ended. Missing ones are added, so a database
 * seeded before offers existed gets them; those already there are left as they are.
 */
export async function seedDemoBanners(db: Db, clock: Clock): Promise<void> {
  const today = businessDate(clock);
  await db
    .insert(banners)
    .values(
      seeds.map(({ window, ...seed }, position) => {
        const [activeFrom, activeTo] = window(today);
        return { ...seed, activeFrom, activeTo, position };
      }),
    )
    .onConflictDoNothing({ target: banners.id });
}

/** The demo offers' numbers, for tests. */
export const demoBannerIds = {
  nfo: 101,
  mars: 102,
  sip: 103,
  stocks: 104,
  ipo: 105,
  ended: 106,
} as const;
