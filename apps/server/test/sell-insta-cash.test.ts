import { paiseToRupeeText, sellMessages, unitsForAmount } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxBankCredits } from '../src/db/schema.js';
import { testDatabases } from './support/databases.js';
import { sellDesk } from './support/selling.js';

const ic = (path: string) => `ewamftrxnsws/api/instacash/${path}`;

describe.each(testDatabases())('insta cash on $name', ({ open }) => {
  const desk = sellDesk(open);

  it('caps insta cash at the lower of ₹50,000 and 90% of the folio value', async () => {
    const data = await desk.ok(ic('getInstaCashDetail'), {});
    expect(data).toMatchObject({ dailyLimit: '50000.00', valuePercent: 90 });
    expect(data.schemes).toEqual([
      expect.objectContaining({
        folioNo: desk.folios.sbi,
        schcode: 119800,
        freeUnits: '50.000',
        nav: '4096.0000',
        folioValue: '204800.00',
        cap: '50000.00',
        takenToday: '0.00',
        available: '50000.00',
      }),
    ]);
  });

  it('refuses above the cap, a scheme that is not liquid, and zero', async () => {
    const auth = await desk.otp('INSTA', 'sell-insta-over-0001');
    const over = await desk.refused(ic('onConfirm'), {
      folioNo: desk.folios.sbi,
      schCode: 119800,
      amount: 60000,
      sessionId: 'sell-insta-over-0001',
      ...auth,
    });
    expect(over).toMatchObject({
      status: 400,
      message: sellMessages.instaCashAboveLimit(5_000_000n),
      errCode: 'INSTA_CASH_LIMIT',
    });
    const equity = await desk.refused(ic('onConfirm'), {
      folioNo: desk.folios.axis,
      schCode: 120503,
      amount: 100,
      sessionId: 'sell-insta-over-0001',
      ...auth,
    });
    expect(equity.message).toBe(sellMessages.instaCashNotEligible);
    const zero = await desk.refused(ic('onConfirm'), {
      folioNo: desk.folios.sbi,
      schCode: 119800,
      amount: 0,
      sessionId: 'sell-insta-over-0001',
      ...auth,
    });
    expect(zero.message).toBe(sellMessages.notPositive);
    expect(
      (
        await desk.refused(ic('onConfirm'), {
          folioNo: desk.folios.sbi,
          schCode: 119800,
          amount: 'lots',
        })
      ).status,
    ).toBe(400);
  });

  it('credits the bank at once, and counts the day’s insta cash against the cap', async () => {
    const sessionId = 'sell-insta-0001';
    const auth = await desk.otp('INSTA', sessionId);
    const placed = await desk.ok(ic('onConfirm'), {
      folioNo: desk.folios.sbi,
      schCode: 119800,
      amount: '30000',
      sessionId,
      ...auth,
    });
    expect(placed.order).toMatchObject({
      trxnType: 'RED',
      isInstaCash: 'Y',
      status: 'PAID',
      nav: '4096.0000',
      units: unitsForAmount(3_000_000n, '4096.0000'),
      grossAmount: '30000.00',
      paidOn: '2026-08-21',
      settlementDate: '2026-08-21',
    });
    const [credit] = await desk.database.db
      .select()
      .from(sandboxBankCredits)
      .where(eq(sandboxBankCredits.accountId, desk.accountId));
    expect(paiseToRupeeText(credit!.amountPaise)).toBe(placed.order.netAmount);
    expect(credit!.narration).toContain('INSTA CASH');

    const page = await desk.built.app.inject({
      method: 'GET',
      url: '/cdesk/sandbox/bank/statement?njAcNo=5000013',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(placed.trxnId);

    const left = await desk.ok(ic('getInstaCashDetail'), {});
    expect(left.schemes[0]).toMatchObject({ takenToday: '30000.00', available: '20000.00' });
    await desk.advance(31_000);
    const again = await desk.otp('INSTA', 'sell-insta-0002');
    const over = await desk.refused(ic('onConfirm'), {
      folioNo: desk.folios.sbi,
      schCode: 119800,
      amount: 25000,
      sessionId: 'sell-insta-0002',
      ...again,
    });
    expect(over.message).toBe(sellMessages.instaCashAboveLimit(2_000_000n));
  });
});
