import { unitsForPurchase } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { SandboxOrderRouting, type NavSource } from '../src/providers/order-routing/sandbox.js';
import { FixedClock } from './support/app.js';

/** A scheme whose NAV history ends on 21-08-2026 at 100.0000. */
const history: NavSource = {
  navOnOrAfter: async (_code, isoDate) =>
    isoDate <= '2026-08-21' ? { nav: '100.0000', navDate: '2026-08-21' } : null,
  navOnOrBefore: async () => ({ nav: '100.0000', navDate: '2026-08-21' }),
};

/** A scheme whose imported history already holds the NAVs of 11-08, 12-08 and 13-08-2026. */
const august: NavSource = {
  navOnOrAfter: async (_code, isoDate) =>
    isoDate <= '2026-08-11'
      ? { nav: '201.5000', navDate: '2026-08-11' }
      : isoDate <= '2026-08-12'
        ? { nav: '202.0000', navDate: '2026-08-12' }
        : isoDate <= '2026-08-13'
          ? { nav: '204.0000', navDate: '2026-08-13' }
          : null,
  navOnOrBefore: async () => ({ nav: '204.0000', navDate: '2026-08-13' }),
};

describe('the sandbox registrar before a NAV is published', () => {
  // Business time 12-08-2026 15:30 India (10:00 UTC): an order past the cut-off gets the NAV of 13-08.
  const clock = new FixedClock(new Date('2026-08-12T10:00:00Z'));
  const routing = new SandboxOrderRouting(august, clock);
  const order = { orderRef: 'R2', schemeCode: 118989, navDate: '2026-08-13' };
  const purchase = { ...order, amountPaise: 500_000n, isNfo: false };

  it('waits for the NAV of 13-08 though the history holds it, until 11 pm of 13-08', async () => {
    expect(await routing.allot(purchase)).toEqual({
      status: 'WAIT',
      reason: 'NAV of 2026-08-13 not yet published',
    });
    expect(await routing.priceRedemption(order)).toMatchObject({ status: 'WAIT' });
    expect(await routing.allot({ ...purchase, isInstallment: true })).toMatchObject({
      status: 'WAIT',
    });
    const evening = new SandboxOrderRouting(
      august,
      new FixedClock(new Date('2026-08-13T17:29:00Z')),
    );
    // 13-08-2026 22:59 India: still not published.
    expect(await evening.allot(purchase)).toMatchObject({ status: 'WAIT' });
  });

  it('allots at the NAV of 13-08 once the clock has passed 11 pm of 13-08', async () => {
    // 13-08-2026 23:00 India is 17:30 UTC.
    const published = new SandboxOrderRouting(
      august,
      new FixedClock(new Date('2026-08-13T17:30:00Z')),
    );
    expect(await published.allot(purchase)).toEqual({
      status: 'ALLOTTED',
      nav: '204.0000',
      navDate: '2026-08-13',
      units: unitsForPurchase(500_000n, '204.0000'),
    });
    expect(await published.priceRedemption(order)).toEqual({
      status: 'PRICED',
      nav: '204.0000',
      navDate: '2026-08-13',
    });
  });

  it('allots a liquid order entitled to yesterday’s NAV at once', async () => {
    expect(await routing.allot({ ...purchase, navDate: '2026-08-11' })).toMatchObject({
      status: 'ALLOTTED',
      navDate: '2026-08-11',
    });
  });
});

describe('the sandbox registrar past the end of the NAV history', () => {
  // Well after the installment's day: its NAV date is published, only the history has ended.
  const routing = new SandboxOrderRouting(
    history,
    new FixedClock(new Date('2026-09-20T05:00:00Z')),
  );
  const order = { orderRef: 'R1', schemeCode: 120465, navDate: '2026-09-15' };

  it('keeps an order the investor placed waiting for the NAV of its date', async () => {
    expect(await routing.priceRedemption(order)).toMatchObject({ status: 'WAIT' });
    expect(await routing.allot({ ...order, amountPaise: 500_000n, isNfo: false })).toMatchObject({
      status: 'WAIT',
    });
  });

  it('prices an installment at the latest NAV', async () => {
    expect(await routing.priceRedemption({ ...order, isInstallment: true })).toEqual({
      status: 'PRICED',
      nav: '100.0000',
      navDate: '2026-08-21',
    });
    expect(
      await routing.allot({ ...order, amountPaise: 500_000n, isNfo: false, isInstallment: true }),
    ).toEqual({
      status: 'ALLOTTED',
      navDate: '2026-08-21',
      nav: '100.0000',
      units: unitsForPurchase(500_000n, '100.0000'),
    });
  });

  it('prices an installment inside the history at the NAV of its date', async () => {
    expect(
      await routing.priceRedemption({ ...order, navDate: '2026-08-20', isInstallment: true }),
    ).toEqual({ status: 'PRICED', nav: '100.0000', navDate: '2026-08-21' });
  });
});
