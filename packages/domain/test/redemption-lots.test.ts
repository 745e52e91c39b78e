import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  freeUnitsOf,
  isLockedIn,
  lockInEndsOn,
  planRedemption,
  remainingLots,
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
    expect(plan).toEqual({ ok: true, units: '60.000', lots: [{ lot: elss[0], units: '60.000' }] });
  });

  it('starts after the units pending redemptions will take', () => {
    // 30 pending come out of the June 2022 lot first; 50 more leave 20 of it.
    const plan = planRedemption(
      elss,
      { kind: 'UNITS', units: '50' },
      { on, lockInDays: elssLockIn, pendingUnits: '30.000' },
    );
    expect(plan).toEqual({ ok: true, units: '50.000', lots: [{ lot: elss[0], units: '50.000' }] });
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
        { lot: lots[0], units: '10.000' },
        { lot: lots[2], units: '4.250' },
        { lot: lots[1], units: '5.500' },
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
    expect(plan).toEqual({ ok: true, units: '31.847', lots: [{ lot: lots[0], units: '31.847' }] });
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
