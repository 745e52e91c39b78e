import { sellMessages } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  grandfatheringNavs,
  mfTransactions,
  navHistory,
  schemes,
  sellOrders,
} from '../src/db/schema.js';
import { seedSellingHoldings } from '../src/seed/selling-demo.js';
import { seedDemoSales } from '../src/seed/statements-demo.js';
import { envelope, latestOtp, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { accountIdOf, sellDesk } from './support/selling.js';

const red = (path: string) => `/cdesk/gw/ewamftrxnsws/api/redemption/${path}`;

describe.each(testDatabases())('the selling demo data on $name', ({ open }) => {
  const desk = sellDesk(open);

  const seed = async () => {
    await desk.database.db
      .insert(schemes)
      .values({
        schemeCode: 122639,
        name: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
        amc: 'PPFAS Mutual Fund',
        structure: 'Open Ended Schemes',
        category: 'Equity Scheme - Flexi Cap Fund',
        subType: 'Flexi Cap Fund',
        schemeType: 'EQUITY',
        plan: 'DIRECT',
        option: 'GROWTH',
        latestNav: '92.1000',
        latestNavDate: '2026-08-21',
      })
      .onConflictDoNothing();
    await desk.database.db
      .insert(navHistory)
      .values([
        { schemeCode: 122639, navDate: '2025-09-15', nav: '85.4000' },
        { schemeCode: 122639, navDate: '2026-02-16', nav: '88.2500' },
      ])
      .onConflictDoNothing();
    return seedSellingHoldings(desk.database.db, desk.clock);
  };

  it('gives 5000001 an ELSS holding with lots in their lock-in and two past it, once', async () => {
    expect(await seed()).toBe(5 + 3);
    await seed();
    const asha = await accountIdOf(desk.database, '5000001');
    const elss = await desk.database.db
      .select()
      .from(mfTransactions)
      .where(eq(mfTransactions.accountId, asha));
    expect(elss.filter((t) => t.schemeCode === 120503)).toHaveLength(5);
    // Bought 15-06-2017 at a demo price, before stamp duty: ₹25,000 / 41.2300 = 606.3546 -> 606.355.
    expect(elss.find((t) => t.navDate === '2017-06-15')).toMatchObject({
      orderRef: 'DEMO-5000001-DEMOPRICE-PIP-120503-2017-06-15',
      units: '606.355',
      nav: '41.2300',
      stampDutyPaise: 0n,
    });
    expect(await desk.database.db.select().from(grandfatheringNavs)).toEqual([
      expect.objectContaining({ schemeCode: 120503, nav: '47.8500', source: 'DEMO' }),
    ]);
    const { token } = await login(desk.built.app, '5000001');
    const holdings = envelope(
      await post(desk.built.app, red('getRedeemableHoldings'), {}, token),
    ).data;
    const holding = holdings.holdings.find((h: { schcode: number }) => h.schcode === 120503);
    expect(holding.mode).toBe('P');
    expect(Number(holding.lockedUnits)).toBeGreaterThan(0);
    expect(Number(holding.freeUnits)).toBeGreaterThan(0);
  });

  it('sells 50 units of the 2017 ELSS lot with their cost grandfathered, as statement and order agree', async () => {
    await desk.database.db
      .insert(navHistory)
      .values({ schemeCode: 120503, navDate: '2026-08-10', nav: '113.0722' })
      .onConflictDoNothing();
    expect(await seedDemoSales(desk.database.db, desk.clock)).toBe(1);
    const { token } = await login(desk.built.app, '5000001');
    const cg = envelope(
      await post(
        desk.built.app,
        '/cdesk/gw/reports/capitalGainStatement',
        { acCode: 'AC5000001', financialYear: '2026-27' },
        token,
      ),
    ).data;
    const elss = cg.schemes.find((s: { schemeCode: number }) => s.schemeCode === 120503);
    expect(elss).toMatchObject({ grandfatheringNav: '47.8500', gainsClass: 'EQUITY' });
    // 50 units at 113.0722: sale value ₹5,653.61. Actual cost 50 x 41.23 = ₹2,061.50 (no stamp
    // duty in 2017); value at the NAV of 31-01-2018 50 x 47.85 = ₹2,392.50; cost = max(2,061.50,
    // min(2,392.50, 5,653.61)) = ₹2,392.50. No exit load (ELSS): gain 5,653.61 - 2,392.50 =
    // ₹3,261.11, long term; net paid ₹5,653.61.
    expect(elss.sales).toEqual([
      expect.objectContaining({
        orderRef: 'DEMO-5000001-RED-120503-2026-08-10',
        saleValuePaise: 565_361,
        exitLoadPaise: 0,
        netPaise: 565_361,
        longTermPaise: 326_111,
        lots: [
          expect.objectContaining({
            purchaseDate: '2017-06-15',
            units: '50.000',
            stampDutyPaise: 0,
            acquisitionCostPaise: 206_150,
            grandfathering: 'APPLIES',
            fairMarketValuePaise: 239_250,
            costPaise: 239_250,
            saleValuePaise: 565_361,
            term: 'LONG',
            gainPaise: 326_111,
          }),
        ],
      }),
    ]);
    const [order] = await desk.database.db
      .select()
      .from(sellOrders)
      .where(eq(sellOrders.orderRef, 'DEMO-5000001-RED-120503-2026-08-10'));
    expect(order).toMatchObject({ longTermGainPaise: 326_111n, netPaise: 565_361n });
  });

  it('5000015 holds demat units sold through eDIS; 5000016 is refused with the POA/DDPI message', async () => {
    const anil = await login(desk.built.app, '5000015');
    const held = envelope(
      await post(desk.built.app, red('getRedeemableHoldings'), {}, anil.token),
    ).data;
    expect(held.holdings).toEqual([
      expect.objectContaining({ schcode: 122639, mode: 'D', folioNo: 'IN30021487654321/01' }),
    ]);
    expect(held.bank).toMatchObject({ bankName: 'Kotak Mahindra Bank' });
    const check = envelope(
      await post(
        desk.built.app,
        red('checkRedPOAValidation'),
        { folioNo: 'IN30021487654321/01', schCode: 122639 },
        anil.token,
      ),
    ).data;
    expect(check).toMatchObject({ FLG_POA: 'N', IS_EDIS: 'Y' });
    const sessionId = 'demo-edis-anil-0001';
    const sent = envelope(
      await post(
        desk.built.app,
        red('generateTrxnOtp'),
        { trxnType: 'RED', sessionId },
        anil.token,
      ),
    ).data;
    const placed = envelope(
      await post(
        desk.built.app,
        red('onConfirm'),
        {
          folioNo: 'IN30021487654321/01',
          schCode: 122639,
          redeemBy: 'UNITS',
          units: '10',
          sessionId,
          otpGenRefId: sent.otpGenRefId,
          otp: await latestOtp(desk.built.app, '5000015'),
        },
        anil.token,
      ),
    );
    expect(placed.isSuccess).toBe(true);
    expect(placed.data.IS_EDIS).toBe('Y');

    const sunita = await login(desk.built.app, '5000016');
    const folio = envelope(
      await post(desk.built.app, red('getRedeemableHoldings'), {}, sunita.token),
    ).data.holdings[0];
    expect(folio).toMatchObject({ schcode: 120716, mode: 'D' });
    const refused = await post(
      desk.built.app,
      red('checkRedPOAValidation'),
      { folioNo: folio.folioNo, schCode: 120716 },
      sunita.token,
    );
    expect(envelope(refused).data).toMatchObject({
      isBlocked: 'Y',
      message: sellMessages.poaNotInFavour,
    });
  });
});
