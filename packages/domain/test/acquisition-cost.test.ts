import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  heldCostOf,
  replayLots,
  saleCapitalGains,
  stampDutyPaise,
  unitsForPurchase,
  valuePaise,
  type LotMovement,
} from '../src/index.js';

describe('the cost of the units held', () => {
  it('is the FIFO cost of the lots left, stamp duty included', () => {
    // ₹5,000 at 157.0000: duty ₹0.25, units (5,000 - 0.25) / 157 = 31.8455 -> 31.846, worth
    // 31.846 x 157 = ₹4,999.822 -> ₹4,999.82. Cost ₹4,999.82 + 0.25 = ₹5,000.07.
    const bought = unitsForPurchase(500_000n, '157.0000');
    expect(bought).toBe('31.846');
    const buy: LotMovement = {
      flow: 'IN',
      on: '2025-08-01',
      units: bought,
      nav: '157.0000',
      stampDutyPaise: stampDutyPaise(500_000n),
    };
    expect(heldCostOf([buy], 0).costPaise).toBe(500_007n);
    // 10 units sold take round(25 x 10 / 31.846) = 7.85 -> 8 paise of the duty; the 21.846 left
    // are worth 21.846 x 157 = ₹3,429.822 -> ₹3,429.82 and carry 17 paise: ₹3,429.99.
    const sold: LotMovement = { flow: 'OUT', on: '2026-01-05', units: '10.000', nav: '170' };
    expect(heldCostOf([buy, sold], 0)).toEqual({
      lots: [
        {
          allottedOn: '2025-08-01',
          units: '21.846',
          nav: '157.0000',
          purchase: { units: '31.846', stampDutyPaise: 25n },
        },
      ],
      costPaise: 342_999n,
    });
  });

  it('leaves locked ELSS lots held, as the redemption took the free ones', () => {
    // Bought 10 units at 70 (15-03-2023) and 5 at 100 (22-08-2025); 4 sold on 01-06-2026 come out
    // of the free 2023 lot. Held: 6 x 70 + 5 x 100 = ₹920.00.
    const movements: LotMovement[] = [
      { flow: 'IN', on: '2023-03-15', units: '10.000', nav: '70.0000' },
      { flow: 'IN', on: '2025-08-22', units: '5.000', nav: '100.0000' },
      { flow: 'OUT', on: '2026-06-01', units: '4.000', nav: '110.0000' },
    ];
    expect(heldCostOf(movements, 3 * 365).costPaise).toBe(92_000n);
  });

  it('and the cost of the units sold add up to the cost of every purchase, within a paisa a sale', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amountPaise: fc.bigInt({ min: 10_000n, max: 10_000_000n }),
            nav: fc.integer({ min: 10_000, max: 9_999_999 }),
            sellShare: fc.integer({ min: 0, max: 100 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (steps) => {
          const movements: LotMovement[] = [];
          let held = 0n;
          let bought = 0n;
          steps.forEach((step, i) => {
            const on = addDays('2025-01-01', i * 10);
            const nav = `${Math.floor(step.nav / 10_000)}.${String(step.nav % 10_000).padStart(4, '0')}`;
            const units = unitsForPurchase(step.amountPaise, nav);
            const duty = stampDutyPaise(step.amountPaise);
            movements.push({ flow: 'IN', on, units, nav, stampDutyPaise: duty });
            bought += valuePaise(units, nav) + duty;
            held += BigInt(units.replace('.', ''));
            const out = (held * BigInt(step.sellShare)) / 100n;
            if (out === 0n) return;
            held -= out;
            const text = `${out / 1000n}.${String(out % 1000n).padStart(3, '0')}`;
            movements.push({ flow: 'OUT', on: addDays(on, 1), units: text, nav });
          });
          const replay = replayLots(movements, 0);
          const soldCost = replay.outs.reduce((sum, out) => {
            const gain = saleCapitalGains({
              lots: out.lots,
              sale: { nav: out.movement.nav, on: out.movement.on, grossPaise: 0n },
              exitLoadsPaise: out.lots.map(() => 0n),
              gainsClass: 'EQUITY',
            });
            return sum + gain.costPaise;
          }, 0n);
          const gap = soldCost + heldCostOf(movements, 0).costPaise - bought;
          // Each taking of a lot rounds its value on its own: at most half a paisa either way.
          const takings = BigInt(replay.outs.reduce((n, out) => n + out.lots.length, 0));
          expect(gap <= takings && gap >= -takings).toBe(true);
        },
      ),
    );
  });
});
