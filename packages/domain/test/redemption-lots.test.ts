import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  freeUnitsOf,
  isLockedIn,
  lockInEndsOn,
  planRedemption,
  remainingLots,
  replayLots,
  stampDutyHeld,
  stampDutyShare,
  type PurchaseLot,
} from '../src/index.js';

const elssLockIn = 3 * 365;

// Three ELSS purchases, seen on Friday 20 March 2026.
const elss: PurchaseLot[] = [
  { allottedOn: '2022-06-10', units: '100.000', nav: '50.0000' },
  { allottedOn: '2023-06-10', units: '80.000', nav: '60.0000' },
  { allottedOn: '2024-01-15', units: '40.000', nav: '70.0000' },
];
const on = '2026-03-20';

describe('ELSS lock-in, lot by lot', () => {
  it('frees a lot on the third anniversary of its own allotment', () => {
    // 1,095 days after 15 Mar 2023 is 14 Mar 2026 (2024 has 29 Feb); the three years end on 15 Mar.
    expect(lockInEndsOn('2023-03-15', elssLockIn)).toBe('2026-03-15');
    const lot = { allottedOn: '2023-03-15', units: '1', nav: '10' };
    expect(isLockedIn(lot, '2026-03-14', elssLockIn)).toBe(true);
    expect(isLockedIn(lot, '2026-03-15', elssLockIn)).toBe(false);
  });

  it('counts a lock-in that is not whole years in days', () => {
    expect(lockInEndsOn('2026-01-01', 30)).toBe('2026-01-31');
    expect(() => lockInEndsOn('2026-01-01', -1)).toThrow(RangeError);
  });

  it('locks each SIP installment separately', () => {
    const sip = ['2023-01-05', '2023-02-06', '2023-03-06'].map((allottedOn) => ({
      allottedOn,
      units: '10.000',
      nav: '20.0000',
    }));
    // On 10 Feb 2026 the January and February 2023 installments are free, March's is not.
    expect(freeUnitsOf(sip, { on: '2026-02-10', lockInDays: elssLockIn })).toEqual({
      heldUnits: '30.000',
      lockedUnits: '10.000',
      pendingUnits: '0.000',
      freeUnits: '20.000',
      nextUnlockOn: '2026-03-06',
    });
  });

  it('takes free units net of pending redemptions and locked lots', () => {
    // Held 220; June 2023 and January 2024 lots locked (120); 30 pending: 70 free.
    expect(freeUnitsOf(elss, { on, lockInDays: elssLockIn, pendingUnits: '30' })).toEqual({
      heldUnits: '220.000',
      lockedUnits: '120.000',
      pendingUnits: '30.000',
      freeUnits: '70.000',
      nextUnlockOn: '2026-06-10',
    });
  });
});

describe('lots a redemption takes', () => {
  it('takes the oldest free lot and skips locked ones', () => {
    const plan = planRedemption(
      elss,
      { kind: 'UNITS', units: '60' },
      { on, lockInDays: elssLockIn },
    );
    expect(plan).toEqual({
      ok: true,
      units: '60.000',
      lots: [{ lot: elss[0], units: '60.000', stampDutyPaise: 0n }],
    });
  });

  it('starts after the units pending redemptions will take', () => {
    // 30 pending come out of the June 2022 lot first; 50 more leave 20 of it.
    const plan = planRedemption(
      elss,
      { kind: 'UNITS', units: '50' },
      { on, lockInDays: elssLockIn, pendingUnits: '30.000' },
    );
    expect(plan).toEqual({
      ok: true,
      units: '50.000',
      lots: [{ lot: elss[0], units: '50.000', stampDutyPaise: 0n }],
    });
  });

  it('refuses more than the free units, saying how many are free', () => {
    const plan = planRedemption(
      elss,
      { kind: 'UNITS', units: '100.001' },
      { on, lockInDays: elssLockIn },
    );
    expect(plan).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_FREE_UNITS',
      requestedUnits: '100.001',
      freeUnits: '100.000',
    });
  });

  it('says when the next lot frees when every unit is locked', () => {
    expect(
      planRedemption(elss, { kind: 'ALL' }, { on: '2025-01-01', lockInDays: elssLockIn }),
    ).toEqual({
      ok: false,
      reason: 'NO_FREE_UNITS',
      nextUnlockOn: '2025-06-10',
    });
  });

  it('redeems every free unit, across lots in allotment order', () => {
    const lots: PurchaseLot[] = [
      { allottedOn: '2025-01-10', units: '10.0000', nav: '10' },
      { allottedOn: '2025-03-10', units: '5.500', nav: '12' },
      { allottedOn: '2025-02-10', units: '4.250', nav: '11' },
    ];
    const plan = planRedemption(lots, { kind: 'ALL' }, { on, lockInDays: 0 });
    expect(plan).toEqual({
      ok: true,
      units: '19.750',
      lots: [
        { lot: lots[0], units: '10.000', stampDutyPaise: 0n },
        { lot: lots[2], units: '4.250', stampDutyPaise: 0n },
        { lot: lots[1], units: '5.500', stampDutyPaise: 0n },
      ],
    });
    const part = planRedemption(lots, { kind: 'UNITS', units: '12' }, { on, lockInDays: 0 });
    expect(part.ok && part.lots.map((c) => [c.lot.allottedOn, c.units])).toEqual([
      ['2025-01-10', '10.000'],
      ['2025-02-10', '2.000'],
    ]);
  });

  it('turns an amount into units at the NAV', () => {
    // ₹5,000 / 157 = 31.8471... -> 31.847 units
    const lots = [{ allottedOn: '2025-01-10', units: '100', nav: '150' }];
    const plan = planRedemption(
      lots,
      { kind: 'AMOUNT', amountPaise: 500_000n, nav: '157.0000' },
      { on, lockInDays: 0 },
    );
    expect(plan).toEqual({
      ok: true,
      units: '31.847',
      lots: [{ lot: lots[0], units: '31.847', stampDutyPaise: 0n }],
    });
  });

  it('refuses nothing, and does not take units allotted after the date', () => {
    expect(planRedemption(elss, { kind: 'UNITS', units: '0' }, { on, lockInDays: 0 })).toEqual({
      ok: false,
      reason: 'NO_UNITS_REQUESTED',
    });
    const later = [{ allottedOn: '2026-03-23', units: '5', nav: '10' }];
    expect(planRedemption(later, { kind: 'ALL' }, { on, lockInDays: 0 })).toMatchObject({
      reason: 'NO_FREE_UNITS',
    });
  });

  it('throws on negative units, which no holding has', () => {
    expect(() =>
      planRedemption(elss, { kind: 'UNITS', units: '-1' }, { on, lockInDays: 0 }),
    ).toThrow(RangeError);
  });
});

const thousandths = (units: string) => BigInt(units.replace('.', ''));
const unitsOf = (t: bigint) => `${t / 1000n}.${String(t % 1000n).padStart(3, '0')}`;
const lotArb = fc.record({
  allottedOn: fc.integer({ min: 0, max: 2_500 }).map((d) => addDays('2019-01-01', d)),
  units: fc.bigInt({ min: 0n, max: 10_000_000n }).map(unitsOf),
  nav: fc.constant('10.0000'),
});
const caseArb = fc.record({
  lots: fc.array(lotArb, { maxLength: 12 }),
  on: fc.integer({ min: 0, max: 2_800 }).map((d) => addDays('2019-01-01', d)),
  lockInDays: fc.constantFrom(0, elssLockIn),
  pending: fc.bigInt({ min: 0n, max: 5_000_000n }),
  wanted: fc.bigInt({ min: 1n, max: 20_000_000n }),
});

describe('redemption plans, for any holding', () => {
  it('take exactly the units asked, from free lots, oldest first, or refuse when they are short', () => {
    fc.assert(
      fc.property(caseArb, ({ lots, on, lockInDays, pending, wanted }) => {
        const context = { on, lockInDays, pendingUnits: unitsOf(pending) };
        const units = unitsOf(wanted);
        const free = thousandths(freeUnitsOf(lots, context).freeUnits);
        const plan = planRedemption(lots, { kind: 'UNITS', units }, context);
        if (!plan.ok)
          return free === 0n || (plan.reason === 'INSUFFICIENT_FREE_UNITS' && wanted > free);
        const taken = plan.lots.reduce((sum, c) => sum + thousandths(c.units), 0n);
        const dates = plan.lots.map((c) => c.lot.allottedOn);
        return (
          wanted <= free &&
          taken === wanted &&
          plan.lots.every((c) => !isLockedIn(c.lot, on, lockInDays)) &&
          plan.lots.every((c) => thousandths(c.units) <= thousandths(c.lot.units)) &&
          dates.every((date, i) => i === 0 || dates[i - 1]! <= date)
        );
      }),
    );
  });

  it('leave the pending units untouched when everything free is redeemed', () => {
    fc.assert(
      fc.property(caseArb, ({ lots, on, lockInDays, pending }) => {
        const context = { on, lockInDays, pendingUnits: unitsOf(pending) };
        const summary = freeUnitsOf(lots, context);
        const plan = planRedemption(lots, { kind: 'ALL' }, context);
        const unlocked = lots
          .filter((lot) => !isLockedIn(lot, on, lockInDays))
          .reduce((sum, lot) => sum + thousandths(lot.units), 0n);
        const expectedFree = unlocked - pending > 0n ? unlocked - pending : 0n;
        if (!plan.ok) return expectedFree === 0n && thousandths(summary.freeUnits) === 0n;
        return (
          thousandths(plan.units) === expectedFree &&
          thousandths(summary.freeUnits) === expectedFree
        );
      }),
    );
  });
});

describe('remainingLots', () => {
  it('takes earlier redemptions first in first out from the lots free on their date', () => {
    const lots = remainingLots(
      [
        { flow: 'IN', on: '2023-01-10', units: '10.000', nav: '50.0000' },
        { flow: 'IN', on: '2025-02-10', units: '20.000', nav: '60.0000' },
        { flow: 'IN', on: '2025-03-10', units: '5.500', nav: '61.0000' },
        // On this date the 2025 lots are locked in: only the 2023 lot is free.
        { flow: 'OUT', on: '2026-03-20', units: '4.000', nav: '70.0000' },
      ],
      elssLockIn,
    );
    expect(lots).toEqual([
      { allottedOn: '2023-01-10', units: '6.000', nav: '50.0000' },
      { allottedOn: '2025-02-10', units: '20.000', nav: '60.0000' },
      { allottedOn: '2025-03-10', units: '5.500', nav: '61.0000' },
    ]);
  });

  it('drops lots a redemption emptied and keeps the order of allotment', () => {
    const lots = remainingLots(
      [
        { flow: 'OUT', on: '2026-04-01', units: '12.000', nav: '70.0000' },
        { flow: 'IN', on: '2026-01-10', units: '10.000', nav: '50.0000' },
        { flow: 'IN', on: '2026-02-10', units: '20.000', nav: '60.0000' },
      ],
      0,
    );
    expect(lots).toEqual([{ allottedOn: '2026-02-10', units: '18.000', nav: '60.0000' }]);
  });
});

describe('stamp duty carried by the units taken', () => {
  // 3.000 units bought paying ₹0.05 of stamp duty.
  const bought = { units: '3.000', stampDutyPaise: 5n };

  it('shares the duty pro rata by units, the last taking getting what is left', () => {
    const lot: PurchaseLot = {
      allottedOn: '2026-01-10',
      units: '3.000',
      nav: '10',
      purchase: bought,
    };
    // 1 of 3 units: 5 x 1/3 = 1.67 paise -> 2; the other 2 units get the 3 left.
    expect(stampDutyShare(lot, '1.000')).toBe(2n);
    expect(stampDutyShare({ ...lot, units: '2.000' }, '2.000')).toBe(3n);
    expect(stampDutyHeld({ ...lot, units: '2.000' })).toBe(3n);
    // Half of it, 2.5 paise, rounds half away from zero to 3.
    expect(stampDutyShare(lot, '1.500')).toBe(3n);
    expect(stampDutyHeld(lot)).toBe(5n);
    expect(stampDutyShare({ ...lot, purchase: undefined }, '1.000')).toBe(0n);
  });

  it('never gives a taking a negative share, however many takings a purchase has', () => {
    // 8 units paying ₹0.05 sold one unit at a time: each share is round(5 x k / 8) - round(5 x
    // (k - 1) / 8) for k = 1..8: 1, 0, 1, 1, 0, 1, 0, 1 (5/8 = 0.625 -> 1, 10/8 -> 1, 15/8 -> 2,
    // 20/8 = 2.5 -> 3, 25/8 -> 3, 30/8 -> 4, 35/8 -> 4, 40/8 = 5), adding up to 5.
    const movements = [
      { flow: 'IN' as const, on: '2026-01-10', units: '8.000', nav: '10', stampDutyPaise: 5n },
      ...Array.from({ length: 8 }, (_, i) => ({
        flow: 'OUT' as const,
        on: addDays('2026-02-01', i),
        units: '1.000',
        nav: '11',
      })),
    ];
    const shares = replayLots(movements, 0).outs.map((out) => out.lots[0]!.stampDutyPaise);
    expect(shares).toEqual([1n, 0n, 1n, 1n, 0n, 1n, 0n, 1n]);
  });

  it('plans a sale after pending units with the shares the replay will give', () => {
    // 10 units paying ₹0.25; 4 pending take round(25 x 4 / 10) = 10 paise; the next 3 take
    // round(25 x 7 / 10) - 10 = 18 - 10 = 8 paise (17.5 -> 18).
    const lots: PurchaseLot[] = [
      {
        allottedOn: '2026-01-10',
        units: '10.000',
        nav: '10',
        purchase: { units: '10.000', stampDutyPaise: 25n },
      },
    ];
    const plan = planRedemption(
      lots,
      { kind: 'UNITS', units: '3' },
      { on, lockInDays: 0, pendingUnits: '4' },
    );
    expect(plan.ok && plan.lots.map((l) => [l.units, l.stampDutyPaise])).toEqual([['3.000', 8n]]);
    const replay = replayLots(
      [
        { flow: 'IN', on: '2026-01-10', units: '10.000', nav: '10', stampDutyPaise: 25n },
        { flow: 'OUT', on: '2026-02-10', units: '4.000', nav: '11' },
        { flow: 'OUT', on: '2026-02-11', units: '3.000', nav: '11' },
      ],
      0,
    );
    expect(replay.outs.map((o) => o.lots[0]!.stampDutyPaise)).toEqual([10n, 8n]);
    // The 3 units left carry the other 7 paise.
    expect(replay.remaining.map(stampDutyHeld)).toEqual([7n]);
  });

  it('adds the shares of every purchase up to its duty, for any history', () => {
    const history = fc.array(
      fc.record({
        isIn: fc.boolean(),
        thousandths: fc.integer({ min: 1, max: 50_000 }),
        duty: fc.integer({ min: 0, max: 500 }),
      }),
      { minLength: 1, maxLength: 25 },
    );
    fc.assert(
      fc.property(history, (steps) => {
        let held = 0;
        const movements = steps.flatMap((step, i) => {
          const on = addDays('2024-01-01', i * 7);
          const units = step.isIn ? step.thousandths : Math.min(step.thousandths, held);
          if (units === 0) return [];
          held += step.isIn ? units : -units;
          const text = `${Math.floor(units / 1000)}.${String(units % 1000).padStart(3, '0')}`;
          return [
            step.isIn
              ? {
                  flow: 'IN' as const,
                  on,
                  units: text,
                  nav: '10',
                  stampDutyPaise: BigInt(step.duty),
                }
              : { flow: 'OUT' as const, on, units: text, nav: '12' },
          ];
        });
        const replay = replayLots(movements, 0);
        const taken = replay.outs.flatMap((o) => o.lots);
        for (const share of taken) expect(share.stampDutyPaise >= 0n).toBe(true);
        const paid = movements.reduce(
          (sum, m) => sum + (m.flow === 'IN' ? m.stampDutyPaise : 0n),
          0n,
        );
        const carried =
          taken.reduce((sum, l) => sum + l.stampDutyPaise, 0n) +
          replay.remaining.reduce((sum, lot) => sum + stampDutyHeld(lot), 0n);
        expect(carried).toBe(paid);
      }),
    );
  });
});
