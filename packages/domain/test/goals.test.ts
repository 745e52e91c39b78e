import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadcrumb, menuTreeFromRows } from '../src/index.js';
import {
  expectedReturnBp,
  goalPlan,
  inflatedPaise,
  monthlySipPaise,
  progressPercent,
  wholeMonthsBetween,
} from '../src/rules/goals.js';
import {
  basisPointsToPercent,
  medianReturn,
  meanBasisPoints,
  percentToBasisPoints,
} from '../src/rules/returns.js';
import { maxRiskScore, riskQuestions, scoreRiskAnswers } from '../src/rules/risk-profile.js';
import { fundCategoryOf, fundCategoryRisk, nfoStatus } from '../src/rules/scheme-attributes.js';

const lakh = 10_000_000n;

describe('goal arithmetic', () => {
  it('counts whole months to the target date', () => {
    expect(wholeMonthsBetween('2026-08-12', '2027-08-12')).toBe(12);
    expect(wholeMonthsBetween('2026-08-12', '2027-08-11')).toBe(11);
    // 31 January plus a month is 28 February.
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(wholeMonthsBetween('2026-08-12', '2026-08-01')).toBe(0);
  });

  it('grows the target by inflation yearly, the part-year pro rata', () => {
    // ₹10,00,000 x 1.06² x (1 + 6% x 6/12) = 10,00,000 x 1.1236 x 1.03 = ₹11,57,308.00.
    expect(inflatedPaise(10n * lakh, 600, 30)).toBe(115_730_800n);
    expect(inflatedPaise(10n * lakh, 600, 0)).toBe(10n * lakh);
    expect(inflatedPaise(10n * lakh, 0, 120)).toBe(10n * lakh);
  });

  it('finds the monthly SIP that grows to a target', () => {
    // i = 1% a month for 12 months: ((1.01^12 - 1) / 0.01) x 1.01 = 12.8093280...
    // ₹1,00,000 / 12.8093280 = ₹7,806.8108 -> ₹7,806.81.
    expect(monthlySipPaise(lakh, 1_200, 12)).toBe(780_681n);
    expect(monthlySipPaise(lakh, 0, 10)).toBe(1_000_000n);
    expect(monthlySipPaise(0n, 1_200, 12)).toBe(0n);
    expect(monthlySipPaise(lakh, 1_200, 0)).toBeNull();
  });

  it('finds the SIP whose installments grow to the target, to the nearest paisa', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100_000n, max: 10_000_000_000n }),
        fc.integer({ min: -2_000, max: 3_000 }).filter((bp) => bp !== 0),
        fc.integer({ min: 1, max: 600 }),
        (target, returnBp, months) => {
          const sip = monthlySipPaise(target, returnBp, months)!;
          // One rupee a month grows to (a^n - b^n) x a / (b^n x rate), a = b + rate, b = 120,000.
          const rate = BigInt(returnBp);
          const a = 120_000n + rate;
          const n = BigInt(months);
          let num = (a ** n - 120_000n ** n) * a;
          let den = 120_000n ** n * rate;
          if (den < 0n) [num, den] = [-num, -den];
          // |sip - target / factor| <= 1/2, in whole numbers.
          const gap = sip * num - target * den;
          expect((gap < 0n ? -gap : gap) * 2n <= num).toBe(true);
        },
      ),
    );
  });

  it('reads progress as linked value over the future amount', () => {
    expect(progressPercent(2_500_000n, 10_000_000n)).toBe('25.00');
    expect(progressPercent(1n, 3n)).toBe('33.33');
    expect(progressPercent(5n, 0n)).toBe('100.00');
  });

  const plan = (linkedValuePaise: bigint, expectedReturnBp: number | null = 1_200) =>
    goalPlan({
      todayIso: '2026-08-12',
      targetDateIso: '2027-08-12',
      targetTodayPaise: lakh,
      inflationBp: 600,
      expectedReturnBp,
      linkedValuePaise,
    });

  it('is behind with nothing linked, and asks the SIP for the whole future amount', () => {
    const p = plan(0n);
    // ₹1,00,000 x 1.06 = ₹1,06,000 in 12 months.
    expect(p.futurePaise).toBe(10_600_000n);
    expect(p.status).toBe('BEHIND');
    expect(p.progressPct).toBe('0.00');
    expect(p.monthlySipPaise).toBe(monthlySipPaise(10_600_000n, 1_200, 12));
  });

  it('is on track when the linked holdings grow to the future amount by the date', () => {
    // ₹95,000 x 1.01^12 = ₹1,07,048.38, above ₹1,06,000.
    const p = plan(9_500_000n);
    expect(p.projectedPaise).toBe(10_704_838n);
    expect(p.status).toBe('ON_TRACK');
    expect(p.shortfallPaise).toBe(0n);
    expect(p.monthlySipPaise).toBe(0n);
  });

  it('is achieved once the linked value is the future amount', () => {
    expect(plan(10_600_000n).status).toBe('ACHIEVED');
  });

  it('assumes no growth when no return is known', () => {
    const p = plan(9_500_000n, null);
    expect(p.projectedPaise).toBe(9_500_000n);
    expect(p.status).toBe('BEHIND');
    expect(p.monthlySipPaise).toBe(monthlySipPaise(1_100_000n, 0, 12));
  });

  it('asks no SIP once the target date has come', () => {
    const p = goalPlan({
      todayIso: '2026-08-12',
      targetDateIso: '2026-08-12',
      targetTodayPaise: lakh,
      inflationBp: 600,
      expectedReturnBp: 1_200,
      linkedValuePaise: 0n,
    });
    expect(p.months).toBe(0);
    expect(p.status).toBe('BEHIND');
    expect(p.monthlySipPaise).toBeNull();
  });
});

describe('category returns', () => {
  it('expect the mean of the chosen categories’ medians, leaving out the unknown', () => {
    // (18.00% + 6.75%) / 2 = 12.375% -> 12.38%.
    expect(expectedReturnBp(['18.00', '6.75'])).toBe(1238);
    expect(expectedReturnBp([null, '5.00'])).toBe(500);
    expect(expectedReturnBp([null])).toBeNull();
  });

  it('reads and writes percentages as basis points', () => {
    expect(percentToBasisPoints('12.34')).toBe(1234);
    expect(percentToBasisPoints('6.5')).toBe(650);
    expect(percentToBasisPoints('-0.50')).toBe(-50);
    expect(percentToBasisPoints('6.555')).toBeNull();
    expect(basisPointsToPercent(-5)).toBe('-0.05');
    expect(basisPointsToPercent(1234)).toBe('12.34');
  });

  it('takes the median, the mean of the middle two rounded half away from zero', () => {
    expect(medianReturn(['1.00', '3.00', '2.00'])).toBe('2.00');
    // (1.00 + 2.01) / 2 = 1.505 -> 1.51.
    expect(medianReturn(['1.00', '2.01'])).toBe('1.51');
    expect(medianReturn(['-1.00', '-2.01'])).toBe('-1.51');
    expect(medianReturn([])).toBeNull();
    expect(meanBasisPoints([1234, 701])).toBe(968);
  });

  it('groups schemes into the categories investors choose among', () => {
    const input = (category: string, name: string, structure = 'Open Ended Schemes') => ({
      schemeCode: 100001,
      schemeType: 'EQUITY',
      subType: category.split(' - ')[1] ?? category,
      category,
      plan: 'DIRECT',
      name,
      structure,
    });
    expect(fundCategoryOf(input('Equity Scheme - Large Cap Fund', 'X Large Cap Fund'))).toBe(
      'LARGE_CAP',
    );
    expect(fundCategoryOf(input('Equity Scheme - Multi Cap Fund', 'X Multi Cap'))).toBe(
      'FLEXI_CAP',
    );
    expect(fundCategoryOf(input('Other Scheme - Index Funds', 'UTI Nifty 50 Index Fund'))).toBe(
      'EQUITY_INDEX',
    );
    expect(
      fundCategoryOf(input('Equity Scheme - Sectoral/ Thematic', 'X Banking Fund')),
    ).toBeNull();
    expect(
      fundCategoryOf(input('Equity Scheme - Large Cap Fund', 'X FMP', 'Close Ended Schemes')),
    ).toBeNull();
    expect(fundCategoryRisk('LIQUID').label).toBe('Low to Moderate');
    expect(fundCategoryRisk('SHORT_DEBT').label).toBe('Moderate');
    expect(fundCategoryRisk('LARGE_CAP').label).toBe('Very High');
  });
});

describe('risk profile', () => {
  const answering = (pick: (scores: number[]) => number) =>
    Object.fromEntries(
      riskQuestions.map((q) => {
        const score = pick(q.options.map((o) => o.score));
        return [q.id, q.options.find((o) => o.score === score)!.id];
      }),
    );

  it('places the most daring answers in Aggressive and the most cautious in Conservative', () => {
    const daring = scoreRiskAnswers(answering((s) => Math.max(...s)));
    expect(daring).toMatchObject({ ok: true, score: maxRiskScore, capped: false });
    expect(daring.ok && daring.profile.name).toBe('Aggressive');
    const cautious = scoreRiskAnswers(answering((s) => Math.min(...s)));
    expect(cautious.ok && cautious.profile).toMatchObject({
      name: 'Conservative',
      riskLevel: 'Low',
    });
  });

  it('holds money needed within a year to Moderately Conservative', () => {
    const result = scoreRiskAnswers({ ...answering((s) => Math.max(...s)), HORIZON: 'UNDER_1Y' });
    expect(result.ok && [result.profile.name, result.capped, result.score]).toEqual([
      'Moderately Conservative',
      true,
      maxRiskScore - 4,
    ]);
  });

  it('names the questions left unanswered', () => {
    const { AGE: _age, ...rest } = answering((s) => Math.max(...s));
    expect(scoreRiskAnswers({ ...rest, INCOME: 'NOT_AN_OPTION' })).toEqual({
      ok: false,
      unanswered: ['AGE', 'INCOME'],
    });
  });
});

describe('new fund offer windows', () => {
  it('are upcoming, open or closed by the day', () => {
    const window = { openDate: '2026-08-01', closeDate: '2026-08-31' };
    expect(nfoStatus(window, '2026-07-31')).toBe('UPCOMING');
    expect(nfoStatus(window, '2026-08-01')).toBe('OPEN');
    expect(nfoStatus(window, '2026-08-31')).toBe('OPEN');
    expect(nfoStatus(window, '2026-09-01')).toBe('CLOSED');
  });
});

describe('breadcrumbs of the pages standing under a menu item elsewhere', () => {
  const row = (id: string, parentId: string | null, name: string, url: string) => ({
    id,
    parentId,
    name,
    url,
    inPrimary: true,
    active: true,
    access: 'ZPDCE',
  });
  const tree = menuTreeFromRows([
    row('300', null, 'Transact', '/transact'),
    row('310', '300', 'Mutual Funds', '/transact/mutual-funds'),
    row('316', '310', 'NFO', '/transact/mutual-funds/nfo'),
    row('500', null, 'Goals', '/goals'),
  ]);
  const names = (path: string) => breadcrumb(tree, path).map((c) => c.name);

  it('name the new fund offers as the menu names them, and a goal’s pages under Goals', () => {
    expect(names('/transact/nfo')).toEqual(['Home', 'Transact', 'Mutual Funds', 'NFO']);
    expect(names('/transact/nfo/search')).toEqual(['Home', 'Transact', 'Mutual Funds', 'NFO']);
    expect(names('/createneed')).toEqual(['Home', 'Goals']);
    expect(names('/viewneed')).toEqual(['Home', 'Goals']);
  });
});
