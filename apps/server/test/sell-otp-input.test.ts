import { messages } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { envelope, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { sellDesk } from './support/selling.js';

const api = 'ewamftrxnsws/api/';

/** Every selling call, and bodies no client should send. */
const calls = [
  'redemption/getRedeemableHoldings',
  'redemption/getRedemptionPreview',
  'redemption/generateTrxnOtp',
  'redemption/onConfirm',
  'redemption/checkRedPOAValidation',
  'redemption/getSellOrderStatus',
  'redemption/verifyEdisAuthorisation',
  'switch/getSwitchTargets',
  'switch/getSwitchPreview',
  'switch/onConfirm',
  'switch/checkSwitchPOAValidation',
  'instacash/getInstaCashDetail',
  'instacash/onConfirm',
];
const junk: unknown[] = [
  { folioNo: 1, schCode: [], redeemBy: {}, amount: 'x', units: -1 },
  { folioNo: '<script>', schCode: '1e9', redeemBy: 'ALL', sessionId: 'short' },
  {
    folioNo: 'A'.repeat(5000),
    schCode: Number.MAX_SAFE_INTEGER,
    redeemBy: 'UNITS',
    units: '9'.repeat(40),
  },
  { tid: 'x'.repeat(500), edisTrxnNo: {}, trxnType: 'BUY', ccode: 'AC0000000' },
  { folioNo: '12/3', schCode: 120503, redeemBy: 'AMOUNT', amount: '1e5', targetSchCode: '0' },
];

describe.each(testDatabases())('selling: the OTP and bad input on $name', ({ open }) => {
  const desk = sellDesk(open);

  it('never answers bad input with a 5xx, and refuses every call without a session', async () => {
    for (const call of calls) {
      for (const body of junk) {
        const response = await post(desk.built.app, `/cdesk/gw/${api}${call}`, body, desk.token);
        expect(response.statusCode, `${call} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(
          500,
        );
        if (response.statusCode !== 200) expect(envelope(response).displayMessage).not.toBe('');
      }
      // Without a session: refused (the body is checked first, so an empty one may answer 400).
      const anonymous = await post(desk.built.app, `/cdesk/gw/${api}${call}`, {});
      expect([400, 401], call).toContain(anonymous.statusCode);
      expect(envelope(anonymous).isSuccess).toBe(false);
    }
  });

  it('limits wrong OTPs: the third wrong entry spends the OTP', async () => {
    const sessionId = 'sell-otp-limit-0001';
    const auth = await desk.otp('RED', sessionId);
    const body = {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'UNITS',
      units: '1',
      sessionId,
      otpGenRefId: auth.otpGenRefId,
    };
    const wrong = auth.otp === '000000' ? '111111' : '000000';
    const first = await desk.refused(`${api}redemption/onConfirm`, { ...body, otp: wrong });
    expect(first).toMatchObject({
      status: 400,
      errCode: 'OTP_WRONG',
      message: messages.otpInvalid,
    });
    await desk.refused(`${api}redemption/onConfirm`, { ...body, otp: wrong });
    const third = await desk.refused(`${api}redemption/onConfirm`, { ...body, otp: wrong });
    expect(third.errCode).toBe('OTP_SPENT');
    // Even the right code no longer works: a new OTP must be sent.
    const late = await desk.refused(`${api}redemption/onConfirm`, { ...body, otp: auth.otp });
    expect(late.errCode).toBe('OTP_NONE');
    // Resending waits 30 seconds.
    const resend = await desk.refused(`${api}redemption/generateTrxnOtp`, {
      trxnType: 'RED',
      btnSendResend: 'R',
      sessionId,
    });
    expect(resend.errCode).toBe('OTP_WAIT');
  });

  it('places one order for a double click: concurrent confirms with one key', async () => {
    await desk.advance(31_000);
    const sessionId = 'sell-double-click-0001';
    const auth = await desk.otp('RED', sessionId);
    const body = {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'UNITS',
      units: '2',
      sessionId,
      ...auth,
    };
    const replies = await Promise.all(
      [0, 1, 2].map(() =>
        post(desk.built.app, `/cdesk/gw/${api}redemption/onConfirm`, body, desk.token),
      ),
    );
    const placed = replies.map((r) => envelope(r)).filter((r) => r.isSuccess);
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed.map((r) => r.data.trxnId)).size).toBe(1);
    const holdings = await desk.ok(`${api}redemption/getRedeemableHoldings`, {});
    expect(holdings.holdings.find((h: { schcode: number }) => h.schcode === 118989)).toMatchObject({
      pendingUnits: '2.000',
    });
  });
});
