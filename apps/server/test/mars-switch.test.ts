import { ZOnAuthorizeRequest, ZPlacedTrxn, type TPlacedTrxn } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.js';
import type { AuthOutcome, PendingTrxn } from '../src/modules/authorise/executor.js';
import { MarsSwitchExecutor } from '../src/modules/authorise/executors/mars-switch.js';
import { MarsCatalogue, MarsHoldings } from '../src/modules/mars/index.js';
import { SchemeService } from '../src/modules/schemes/index.js';
import { testDatabases } from './support/databases.js';
import { marsDesk } from './support/mars.js';

const holdingsCall = 'ewamarsws/api/rest/portfolio/getMarsHoldings';

describe.each(testDatabases())('the MARS switch executor on $name', ({ open }) => {
  const desk = marsDesk(open);
  const audit = { ip: '127.0.0.1', requestId: 'mars-switch-test' };

  async function setUp() {
    const { db } = desk.database;
    const [asha] = await db.select().from(accounts).where(eq(accounts.njAcNo, '5000001'));
    if (!asha) throw new Error('no 5000001');
    const folios = await desk.built.portfolio.folios(asha.id);
    const folioOf = (amc: string) => folios.find((f) => f.amc === amc && f.mode === 'P')!.folioNo;
    const schemes = new SchemeService(db, desk.clock);
    const catalogue = new MarsCatalogue(db, schemes);
    const holdings = new MarsHoldings(db, desk.clock, catalogue, schemes, desk.built.portfolio, {
      ordersOfMarsTarget: async () => [],
    });
    const executor = new MarsSwitchExecutor({
      sell: desk.built.sell,
      schemes,
      portfolio: desk.built.portfolio,
      access: {
        accountById: async (id) => (await db.select().from(accounts).where(eq(accounts.id, id)))[0],
      },
      mars: { catalogue, holdings },
      placementKeyOf: (pending) => `AUTH-${pending.trxnId}`,
    });
    const placed: TPlacedTrxn = {
      trnType: 'MARSSWI',
      marsId: 'MARS02',
      legs: [
        // HDFC Liquid Fund into HDFC Balanced Advantage Fund, UTI Nifty 50 into UTI Balanced Advantage.
        {
          folioNo: folioOf('HDFC Mutual Fund'),
          schCode: 119091,
          redeemBy: 'AMOUNT',
          amount: '20000',
          targetSchCode: 118968,
        },
        {
          folioNo: folioOf('UTI Mutual Fund'),
          schCode: 120716,
          redeemBy: 'AMOUNT',
          amount: '5000',
          targetSchCode: 151885,
        },
      ],
    };
    const pending: PendingTrxn = {
      trxnId: 'AUTH2608120001',
      accountId: asha.id,
      njAcNo: '5000001',
      trnType: 'MARSSWI',
      trxn: ZPlacedTrxn.parse(placed),
      isMars: true,
      marsTarNo: 'MT260812000001',
      placedAt: desk.clock.now(),
    } as PendingTrxn;
    const authorise = (isMarsConfirm?: 'Y' | 'N') =>
      executor.authorise({
        account: asha,
        pending,
        request: ZOnAuthorizeRequest.parse({
          encryptedData: 'A'.repeat(32),
          sessionId: 'mars-switch-session',
          tncAccepted: 'Y',
          ...(isMarsConfirm ? { isMarsConfirm } : {}),
        }),
        payment: null,
        placementKey: `AUTH-${pending.trxnId}`,
        audit,
      });
    return { asha, executor, pending, placed, authorise };
  }

  it('names the MARS portfolio and every switch into it, and checks the permission of the folios', async () => {
    const { executor, pending } = await setUp();
    const described = await executor.describe(pending);
    expect(described.marsName).toBe('Balanced Advantage');
    expect(described.summary).toMatch(
      /^Balanced Advantage: HDFC Liquid Fund.* to HDFC Balanced Advantage Fund/,
    );
    expect(described.lines.map((l) => [l.action, l.schcode, l.targetSchcode, l.amount])).toEqual([
      ['Switch', 119091, 118968, '20000.00'],
      ['Switch', 120716, 151885, '5000.00'],
    ]);
    expect(await executor.poa(pending)).toMatchObject({ mode: 'P', FLG_POA: 'Y', isBlocked: 'N' });
  });

  it('refuses a placement whose target is not a scheme of the portfolio', async () => {
    const { asha, executor, placed } = await setUp();
    const outside = ZPlacedTrxn.parse({
      ...placed,
      legs: [{ ...placed.legs[0], targetSchCode: 118989 }],
    } as TPlacedTrxn);
    await expect(executor.validate({ account: asha, trxn: outside })).rejects.toThrow(
      /is not a scheme of the MARS portfolio Balanced Advantage/,
    );
    await executor.validate({ account: asha, trxn: ZPlacedTrxn.parse(placed) });
  });

  it('asks SUCC_WITH_MARS first, places nothing on no, and on yes switches and holds the portfolio', async () => {
    const { asha, authorise } = await setUp();
    const asked = (await authorise()) as Extract<AuthOutcome, { kind: 'CONFIRM' }>;
    expect(asked.kind).toBe('CONFIRM');
    expect(asked.code).toBe('SUCC_WITH_MARS');
    expect(asked.question).toContain('into the MARS portfolio Balanced Advantage');
    expect(asked.question.endsWith('Are you sure you want to proceed?')).toBe(true);
    expect(await desk.built.sell.authorisedOrder(asha.id, 'AUTH-AUTH2608120001:1')).toBeNull();

    expect(await authorise('N')).toEqual({ kind: 'DECLINED' });
    expect(await desk.built.sell.authorisedOrder(asha.id, 'AUTH-AUTH2608120001:1')).toBeNull();

    const placed = await authorise('Y');
    expect(placed).toMatchObject({
      kind: 'PLACED',
      result: { isMarsTrxn: 'Y', marsTarNo: 'MT260812000001', IS_EDIS: 'N' },
      ackPath: '/transact/authorize/marsswi/achknowledge?tid=',
    });
    const first = await desk.built.sell.authorisedOrder(asha.id, 'AUTH-AUTH2608120001:1');
    const second = await desk.built.sell.authorisedOrder(asha.id, 'AUTH-AUTH2608120001:2');
    expect([first?.trxnType, first?.switchIn?.schcode]).toEqual(['SWI', 118968]);
    expect([second?.trxnType, second?.switchIn?.schcode]).toEqual(['SWI', 151885]);
    // Authorising again places nothing more.
    const again = await authorise('Y');
    expect(again.kind).toBe('PLACED');
    expect(
      (await desk.built.sell.authorisedOrder(asha.id, 'AUTH-AUTH2608120001:1'))?.orderRef,
    ).toBe(first?.orderRef);

    // Priced and switched in, the units are the MARS holding under the target number.
    await desk.built.sales.runPending();
    await desk.built.sales.runPending();
    const { holdings } = await desk.ok(desk.asha, holdingsCall, {});
    expect(holdings).toHaveLength(1);
    const [held] = holdings;
    expect(held).toMatchObject({ marsId: 'MARS02', marsTarNo: 'MT260812000001' });
    const units = Object.fromEntries(
      held.schemes.map((s: { schcode: number; units: string }) => [s.schcode, Number(s.units)]),
    );
    expect(units[118968]).toBeGreaterThan(0);
    expect(units[151885]).toBeGreaterThan(0);
    expect(units[120377]).toBe(0);
    // Worth about what was switched in, ₹25,000 less exit load and stamp duty.
    expect(Number(held.currentValue)).toBeGreaterThan(24_900);
    expect(Number(held.currentValue)).toBeLessThan(25_000);
  });
});
