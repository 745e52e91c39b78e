import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { accounts, navHistory, schemes } from '../src/db/schema.js';
import { inTransaction, refreshYearAgoNavs } from '../src/seed/amfi-repository.js';
import { envelope, FixedClock, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import {
  insertPurchaseFixture,
  investor,
  newKey,
  startPurchaseApp,
  type Investor,
  type PurchaseApp,
} from './support/purchase.js';

const goalsGw = (call: string) => `/cdesk/gw/ewaportfoliows/api/goals/${call}`;
const investGw = (call: string) => `/cdesk/gw/ewaportfoliows/api/helpmeinvest/${call}`;
const nfoList = '/cdesk/gw/ewamftrxnsws/api/nfo/getNfoList';
const onConfirm = '/cdesk/gw/ewamftrxnsws/api/purchase/onConfirm';

// Monday 24-08-2026, 10:30 in India.
const clock = new FixedClock(new Date('2026-08-24T05:00:00Z'));

const equity = (code: number, name: string, plan: string, option: string, nav: string) => ({
  schemeCode: code,
  name,
  amc: name.split(' ')[0] + ' Mutual Fund',
  structure: 'Open Ended Schemes',
  category: 'Equity Scheme - Large Cap Fund',
  subType: 'Large Cap Fund',
  schemeType: 'EQUITY',
  plan,
  option,
  latestNav: nav,
  latestNavDate: '2026-08-21',
});
const liquid = (code: number, name: string, nav: string) => ({
  ...equity(code, name, 'DIRECT', 'GROWTH', nav),
  category: 'Debt Scheme - Liquid Fund',
  subType: 'Liquid Fund',
  schemeType: 'LIQUID',
});

/**
 * One-year returns from 21-08-2025 to 21-08-2026. Large cap growth options: 10%, 20% and 18%
 * (median 18.00%); the IDCW option's 10% fall is left out. Liquid: 6.50% and 7.00% (median 6.75%).
 */
const fixture = [
  equity(910001, 'Alpha Large Cap Fund - Direct Plan - Growth', 'DIRECT', 'GROWTH', '110.0000'),
  equity(910002, 'Beta Large Cap Fund - Direct Plan - Growth', 'DIRECT', 'GROWTH', '120.0000'),
  equity(910003, 'Beta Large Cap Fund - Regular Plan - Growth', 'REGULAR', 'GROWTH', '118.0000'),
  equity(910004, 'Beta Large Cap Fund - Direct Plan - IDCW', 'DIRECT', 'IDCW', '90.0000'),
  liquid(910011, 'Gamma Liquid Fund - Direct Plan - Growth', '1065.0000'),
  liquid(910012, 'Delta Liquid Fund - Direct Plan - Growth', '1070.0000'),
];
const yearAgo = fixture.map((s) => ({
  schemeCode: s.schemeCode,
  navDate: '2025-08-21',
  nav: s.schemeType === 'LIQUID' ? '1000.0000' : '100.0000',
}));

const daring = [
  ['AGE', 'UNDER_30'],
  ['HORIZON', 'OVER_10Y'],
  ['INCOME', 'STEADY'],
  ['FALL', 'BUY_MORE'],
  ['EXPERIENCE', 'EQUITY_5Y'],
  ['GOAL', 'MAX_GROWTH'],
  ['RESERVE', 'OVER_6M'],
].map(([questionId, optionId]) => ({ questionId, optionId }));

const homeGoal = {
  goalName: 'Home down payment',
  targetAmount: 1_000_000,
  targetDate: '2031-08-24',
  inflationPct: '6',
  categoryIds: ['LARGE_CAP', 'LIQUID'],
};

describe.each(testDatabases())('goals and help me invest on $name', ({ open }) => {
  let database: Database;
  let built: PurchaseApp;
  let rohan: Investor;
  let asha: Investor;
  let goalId: number;

  const refusal = async (who: Investor, url: string, body: unknown) => {
    const response = await who.call(url, body);
    return { status: response.statusCode, ...envelope(response) };
  };

  beforeAll(async () => {
    database = await open();
    built = await startPurchaseApp(database, clock);
    await insertPurchaseFixture(database);
    await database.db.insert(schemes).values(fixture);
    await database.db.insert(navHistory).values([
      ...yearAgo,
      ...fixture.map((s) => ({
        schemeCode: s.schemeCode,
        navDate: s.latestNavDate,
        nav: s.latestNav,
      })),
    ]);
    await inTransaction(database.raw, refreshYearAgoNavs);
    rohan = await investor(built.app, '5000013');
    asha = await investor(built.app, '5000001');
    // Rohan holds 1,000 units of Beta Large Cap bought at 100: ₹1,20,000 at 120.
    const [account] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.njAcNo, '5000013'));
    await built.portfolio.inTransaction((tx) =>
      built.portfolio.recordAllotment(tx, {
        accountId: account!.id,
        trxnType: 'PIP',
        schemeCode: 910002,
        amc: 'Beta Mutual Fund',
        amountPaise: 10_000_000n,
        units: '1000.000',
        nav: '100.0000',
        navDate: '2025-08-21',
        tradeDate: '2025-08-21',
        orderRef: 'GOAL-T-1',
      }),
    );
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  it('gives each category the median one-year return of its growth schemes', async () => {
    const data = (await rohan.data(goalsGw('getGoalReturnAssumptions'), {})) as {
      asOnDate: string;
      defaultInflationPct: string;
      categories: { categoryId: string; medianReturn1y: string | null; schemeCount: number }[];
    };
    expect(data.asOnDate).toBe('2026-08-24');
    expect(data.defaultInflationPct).toBe('6.00');
    const of = (id: string) => data.categories.find((c) => c.categoryId === id);
    expect(of('LARGE_CAP')).toMatchObject({ medianReturn1y: '18.00', schemeCount: 3 });
    // (6.50 + 7.00) / 2.
    expect(of('LIQUID')).toMatchObject({ medianReturn1y: '6.75', schemeCount: 2 });
    // 120503 gained 12.22%; 112323 is an IDCW option.
    expect(of('ELSS')).toMatchObject({ medianReturn1y: '12.22', schemeCount: 1 });
    // 118989 has no NAV a year back.
    expect(of('MID_CAP')).toMatchObject({ medianReturn1y: null, schemeCount: 0 });
  });

  it('creates a goal with its future amount and the monthly SIP it needs', async () => {
    const saved = (await rohan.data(goalsGw('saveGoal'), homeGoal)) as {
      goal: Record<string, unknown> & { goalId: number };
      message: string;
    };
    goalId = saved.goal.goalId;
    expect(saved.message).toBe('Your goal has been saved.');
    expect(saved.goal).toMatchObject({
      goalName: 'Home down payment',
      targetTodayPaise: 100_000_000,
      inflationPct: '6.00',
      monthsLeft: 60,
      // ₹10,00,000 x 1.06^5 = ₹13,38,225.58.
      futurePaise: 133_822_558,
      // The mean of 18.00% and 6.75%, rounded half away from zero.
      expectedReturnPct: '12.38',
      // 13,38,225.58 x i / (((1 + i)^60 - 1)(1 + i)), i = 12.38% / 12.
      monthlySipPaise: 1_605_405,
      linked: [],
      linkedValuePaise: 0,
      progressPct: '0.00',
      status: 'BEHIND',
    });
  });

  it('refuses what a goal cannot be, in words', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ targetDate: '2026-08-24' }, 400, 'Target date should be after today.'],
      [{ targetDate: '2080-01-01' }, 400, 'Target date should be within 50 years from today.'],
      [{ targetDate: '2031-02-30' }, 400, 'Target date should be valid.'],
      [
        { inflationPct: '25' },
        400,
        'Inflation should be a percentage between 0 and 20, with up to two decimals.',
      ],
      [
        { targetAmount: 500 },
        400,
        'Target amount should be between ₹1,000.00 and ₹1,00,00,00,000.00.',
      ],
      [{ categoryIds: [] }, 400, 'Please choose at least one fund category.'],
      [{ categoryIds: ['GOLD'] }, 400, 'Fund category should be valid.'],
      [{ goalName: '  ' }, 400, 'Goal name cannot be empty.'],
      [
        { goalName: 'HOME down payment' },
        409,
        'You already have a goal by this name. Please choose another name.',
      ],
    ];
    for (const [change, status, message] of cases) {
      const reply = await refusal(rohan, goalsGw('saveGoal'), { ...homeGoal, ...change });
      expect([reply.status, reply.displayMessage]).toEqual([status, message]);
    }
  });

  it('links a holding and values it at today’s NAV', async () => {
    const choices = (await rohan.data(goalsGw('getGoalHoldings'), {})) as {
      holdings: {
        folioNo: string;
        schemeCode: number;
        valuePaise: number;
        linkedGoalId: number | null;
      }[];
    };
    const holding = choices.holdings.find((h) => h.schemeCode === 910002)!;
    expect(holding).toMatchObject({ valuePaise: 12_000_000, linkedGoalId: null });

    const links = [{ folioNo: holding.folioNo, schemeCode: 910002 }];
    const saved = (await rohan.data(goalsGw('saveGoal'), { ...homeGoal, goalId, links })) as {
      goal: Record<string, unknown>;
    };
    expect(saved.goal).toMatchObject({
      linkedValuePaise: 12_000_000,
      // ₹1,20,000 of ₹13,38,225.58.
      progressPct: '8.97',
      // ₹1,20,000 x (1 + 12.38% / 12)^60 = ₹2,22,142.82, short by ₹11,16,082.76.
      projectedPaise: 22_214_282,
      shortfallPaise: 111_608_276,
      monthlySipPaise: 1_338_911,
      status: 'BEHIND',
    });
    expect((saved.goal.linked as unknown[]).length).toBe(1);

    const again = (await rohan.data(goalsGw('getGoalHoldings'), {})) as {
      holdings: {
        schemeCode: number;
        linkedGoalId: number | null;
        linkedGoalName: string | null;
      }[];
    };
    expect(again.holdings.find((h) => h.schemeCode === 910002)).toMatchObject({
      linkedGoalId: goalId,
      linkedGoalName: 'Home down payment',
    });

    // A holding serves one goal; one not held is refused.
    const car = { ...homeGoal, goalName: 'Car', targetDate: '2028-03-01', links };
    expect(await refusal(rohan, goalsGw('saveGoal'), car)).toMatchObject({
      status: 409,
      displayMessage:
        'Beta Large Cap Fund - Direct Plan - Growth is already linked to your goal Home down payment. Unlink it there first.',
    });
    const stranger = { ...car, links: [{ folioNo: holding.folioNo, schemeCode: 910001 }] };
    expect(await refusal(rohan, goalsGw('saveGoal'), stranger)).toMatchObject({
      status: 400,
      displayMessage: 'The selected holding was not found in your portfolio.',
    });
  });

  it('lists goals nearest first, and keeps each investor to their own', async () => {
    await rohan.data(goalsGw('saveGoal'), {
      ...homeGoal,
      goalName: 'Car',
      targetDate: '2028-03-01',
      inflationPct: 5.5,
      categoryIds: ['ELSS'],
    });
    const list = (await rohan.data(goalsGw('getGoals'), {})) as {
      goals: { goalName: string; inflationPct: string; expectedReturnPct: string | null }[];
    };
    expect(list.goals.map((g) => [g.goalName, g.inflationPct, g.expectedReturnPct])).toEqual([
      ['Car', '5.50', '12.22'],
      ['Home down payment', '6.00', '12.38'],
    ]);
    expect(((await asha.data(goalsGw('getGoals'), {})) as { goals: unknown[] }).goals).toEqual([]);
    for (const call of ['getGoal', 'deleteGoal']) {
      expect(await refusal(asha, goalsGw(call), { goalId })).toMatchObject({
        status: 400,
        displayMessage: 'The selected goal was not found.',
      });
    }
    const stolen = await refusal(asha, goalsGw('saveGoal'), {
      ...homeGoal,
      goalId,
      goalName: 'Mine',
    });
    expect(stolen.displayMessage).toBe('The selected goal was not found.');
  });

  it('deletes a goal and frees its holdings', async () => {
    const deleted = await rohan.call(goalsGw('deleteGoal'), { goalId });
    expect(envelope(deleted).displayMessage).toBe('Your goal has been deleted.');
    const choices = (await rohan.data(goalsGw('getGoalHoldings'), {})) as {
      holdings: { schemeCode: number; linkedGoalId: number | null }[];
    };
    expect(choices.holdings.find((h) => h.schemeCode === 910002)?.linkedGoalId).toBeNull();
    expect((await refusal(rohan, goalsGw('getGoal'), { goalId })).status).toBe(400);
    expect((await refusal(rohan, goalsGw('getGoal'), { goalId: 'x' })).status).toBe(400);
  });

  it('scores the questionnaire, and the cart takes the saved profile', async () => {
    const before = (await rohan.data(investGw('getRiskProfile'), {})) as { profile: unknown };
    // The profile on record before any questionnaire.
    expect(before.profile).toMatchObject({
      riskProfileId: 'RP-MODERATE',
      score: null,
      answers: [],
    });

    const purchase = {
      purchaseItemBean: [
        {
          schcode: 910001,
          totalAmount: 5000,
          trxnType: 'PIP',
          riskDeclAccepted: 'N',
          isNomineeRedirect: 'Y',
        },
      ],
      totalAmount: 5000,
      payMode: '1',
      payBankCode: 'SBIN',
      payBankAccNo: '30123456789',
      isPIPConfirm: 'Y',
      euinDeclAccepted: 'Y',
    };
    // A very high risk scheme is above a moderate profile: the investor must declare it.
    expect(await refusal(rohan, onConfirm, { ...purchase, sessionId: newKey() })).toMatchObject({
      status: 400,
      errCode: 'RISK_DECLARATION',
    });

    expect(
      await refusal(rohan, investGw('saveRiskProfile'), { answers: daring.slice(1) }),
    ).toMatchObject({ status: 400, displayMessage: 'Please answer every question.' });
    expect(
      await refusal(rohan, investGw('saveRiskProfile'), {
        answers: [...daring.slice(1), { questionId: 'AGE', optionId: 'AGE_99' }],
      }),
    ).toMatchObject({ status: 400, displayMessage: 'Please choose one of the given answers.' });

    const saved = (await rohan.data(investGw('saveRiskProfile'), { answers: daring })) as {
      profile: Record<string, unknown>;
      message: string;
    };
    expect(saved.message).toBe('Your risk profile is Aggressive.');
    expect(saved.profile).toMatchObject({
      riskProfileId: 'RP-AGGRESSIVE',
      riskLevel: 'Very High',
      score: 35,
      maxScore: 35,
      capped: false,
      assessedOn: '2026-08-24',
    });
    expect((saved.profile.answers as unknown[]).length).toBe(7);

    const placed = await rohan.call(onConfirm, { ...purchase, sessionId: newKey() });
    expect([placed.statusCode, envelope(placed).isSuccess]).toEqual([200, true]);
  });

  it('suggests the best direct growth plans of each category within the profile', async () => {
    const data = (await rohan.data(investGw('getSuggestions'), {})) as {
      profile: { profileName: string };
      groups: {
        categoryId: string;
        medianReturn1y: string;
        schemes: { schCode: number; return1y: string }[];
      }[];
    };
    expect(data.profile.profileName).toBe('Aggressive');
    // Flexi cap (154632, an NFO), mid cap (no year of NAVs) and the rest have none to suggest.
    expect(data.groups.map((g) => g.categoryId)).toEqual(['LARGE_CAP']);
    expect(data.groups[0]!.schemes.map((s) => [s.schCode, s.return1y])).toEqual([
      [910002, '20.00'],
      [910001, '10.00'],
    ]);

    // Money needed within 3 years: at most a moderate profile, whose risk stops short of equity.
    const soon = daring.map((a) => (a.questionId === 'HORIZON' ? { ...a, optionId: '1_3Y' } : a));
    const capped = (await rohan.data(investGw('saveRiskProfile'), { answers: soon })) as {
      profile: { riskProfileId: string; capped: boolean };
    };
    expect(capped.profile).toMatchObject({ riskProfileId: 'RP-MODERATE', capped: true });
    const cautious = daring.map((a) =>
      a.questionId === 'AGE'
        ? a
        : { ...a, optionId: a.questionId === 'HORIZON' ? 'UNDER_1Y' : a.optionId },
    );
    await rohan.data(investGw('saveRiskProfile'), { answers: cautious });
    const safer = (await rohan.data(investGw('getSuggestions'), {})) as typeof data;
    expect(safer.profile.profileName).toBe('Moderately Conservative');
    expect(safer.groups.map((g) => [g.categoryId, g.schemes.map((s) => s.schCode)])).toEqual([
      ['LIQUID', [910012, 910011]],
    ]);
  });

  it('lists the new fund offers with their windows, by name or fund house', async () => {
    const all = (await rohan.data(nfoList, {})) as {
      asOnDate: string;
      emfRestricted: string;
      nfos: {
        schCode: number;
        status: string;
        openDate: string;
        closeDate: string;
        offerNav: string;
      }[];
    };
    expect(all.emfRestricted).toBe('N');
    expect(all.nfos).toEqual([
      expect.objectContaining({
        schCode: 154632,
        status: 'OPEN',
        openDate: '2026-08-01',
        closeDate: '2026-08-31',
        offerNav: '10.0000',
      }),
    ]);
    expect(
      ((await rohan.data(nfoList, { keyword: 'demo flexi' })) as typeof all).nfos,
    ).toHaveLength(1);
    expect(((await rohan.data(nfoList, { keyword: 'axis' })) as typeof all).nfos).toEqual([]);
    const farhan = await investor(built.app, 'emf.client');
    expect(((await farhan.data(nfoList, {})) as typeof all).emfRestricted).toBe('Y');
  });

  it('answers only a logged-in investor', async () => {
    for (const url of [goalsGw('getGoals'), investGw('getRiskProfile'), nfoList]) {
      expect((await post(built.app, url, {})).statusCode).toBe(401);
    }
  });
});
