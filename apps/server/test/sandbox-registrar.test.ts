import { unitsForPurchase } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { SandboxOrderRouting, type NavSource } from '../src/providers/order-routing/sandbox.js';

/** A scheme whose NAV history ends on 21-08-2026 at 100.0000. */
const history: NavSource = {
  navOnOrAfter: async (_code, isoDate) =>
    isoDate <= '2026-08-21' ? { nav: '100.0000', navDate: '2026-08-21' } : null,
  navOnOrBefore: async () => ({ nav: '100.0000', navDate: '2026-08-21' }),
};

describe('the sandbox registrar past the end of the NAV history', () => {
  const routing = new SandboxOrderRouting(history);
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
