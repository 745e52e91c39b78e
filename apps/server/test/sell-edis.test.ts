import { sellMessages } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases.js';
import { makeDemat, sellDesk } from './support/selling.js';

const red = (path: string) => `ewamftrxnsws/api/redemption/${path}`;

describe.each(testDatabases())('demat units, POA/DDPI and eDIS on $name', ({ open }) => {
  const desk = sellDesk(open);
  const form = (url: string, fields: Record<string, string>) =>
    desk.built.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('sends demat units without a POA/DDPI to the eDIS page, and prices them once approved', async () => {
    await makeDemat(desk.database, desk.folios.hdfc, desk.accountId, {
      poaDdpi: 'N',
      edisFlag: 'Y',
    });
    const check = await desk.ok(red('checkRedPOAValidation'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
    });
    expect(check).toEqual({
      mode: 'D',
      FLG_POA: 'N',
      IS_EDIS: 'Y',
      isBlocked: 'N',
      message: sellMessages.edisRedirect,
    });
    const sessionId = 'sell-edis-0001';
    const auth = await desk.otp('RED', sessionId);
    const body = {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'UNITS',
      units: '5',
      sessionId,
    };
    const placed = await desk.ok(red('onConfirm'), { ...body, ...auth });
    expect(placed).toMatchObject({ IS_EDIS: 'Y', message: sellMessages.edisRedirect });
    expect(placed.order).toMatchObject({ status: 'EDIS_PENDING', mode: 'D' });
    expect(placed.edisUrl).toBe(`/cdesk/sandbox/depository/edis?ref=${placed.edisTrxnNo}`);
    // A retry answers the same redirect.
    const again = await desk.ok(red('onConfirm'), { ...body, otpGenRefId: 'x', otp: '1' });
    expect(again).toMatchObject({ isRepeat: true, IS_EDIS: 'Y', edisTrxnNo: placed.edisTrxnNo });

    // Not priced while the depository has not authorised it.
    await desk.built.sales.runPending();
    let verified = await desk.ok(red('verifyEdisAuthorisation'), { edisTrxnNo: placed.edisTrxnNo });
    expect(verified).toMatchObject({ edisStatus: 'PENDING', trxnId: placed.trxnId });

    const page = await desk.built.app.inject({ method: 'GET', url: placed.edisUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('HDFC Mid Cap Fund');
    const decided = await form('/cdesk/sandbox/depository/edis', {
      ref: placed.edisTrxnNo,
      decision: 'APPROVE',
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(
      `/cdesk/edis-response?edisTrxnNo=${placed.edisTrxnNo}&reqFrom=web`,
    );
    verified = await desk.ok(red('verifyEdisAuthorisation'), { edisTrxnNo: placed.edisTrxnNo });
    expect(verified).toMatchObject({ edisStatus: 'APPROVED', trxnType: 'red' });
    expect(verified.order.status).toBe('AWAITING_NAV');
    await desk.salesOnceNavOf();
    const status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    expect(status.order).toMatchObject({ status: 'PAYOUT_DUE', units: '5.000' });
  });

  it('closes the order when the investor declines at the depository', async () => {
    const sessionId = 'sell-edis-0002';
    const auth = await desk.otp('RED', sessionId);
    const placed = await desk.ok(red('onConfirm'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'ALL',
      sessionId,
      ...auth,
    });
    await form('/cdesk/sandbox/depository/edis', { ref: placed.edisTrxnNo, decision: 'DECLINE' });
    const verified = await desk.ok(red('verifyEdisAuthorisation'), {
      edisTrxnNo: placed.edisTrxnNo,
    });
    expect(verified).toMatchObject({ edisStatus: 'DECLINED', message: sellMessages.edisDeclined });
    const status = await desk.ok(red('getSellOrderStatus'), { tid: placed.trxnId });
    expect(status).toMatchObject({ ackStatus: 'ERROR' });
    // The declined order's units are free again.
    const holdings = await desk.ok(red('getRedeemableHoldings'), {});
    expect(holdings.holdings.find((h: { schcode: number }) => h.schcode === 118989)).toMatchObject({
      pendingUnits: '0.000',
    });
    expect(
      (await desk.refused(red('verifyEdisAuthorisation'), { edisTrxnNo: 'nothing' })).message,
    ).toBe(sellMessages.edisNotFound);
  });

  it('refuses demat units with no POA/DDPI when the eDIS flag is N', async () => {
    await makeDemat(desk.database, desk.folios.hdfc, desk.accountId, {
      poaDdpi: 'N',
      edisFlag: 'N',
    });
    const check = await desk.ok('ewamftrxnsws/api/switch/checkSwitchPOAValidation', {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
    });
    expect(check).toMatchObject({
      FLG_POA: 'N',
      IS_EDIS: 'N',
      isBlocked: 'Y',
      message: sellMessages.poaNotInFavour,
    });
    await desk.advance(31_000);
    const auth = await desk.otp('RED', 'sell-edis-0003');
    const refused = await desk.refused(red('onConfirm'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'UNITS',
      units: '1',
      sessionId: 'sell-edis-0003',
      ...auth,
    });
    expect(refused).toMatchObject({ status: 400, message: sellMessages.poaNotInFavour });
    // With a POA/DDPI in the distributor's favour, demat units sell without eDIS.
    await makeDemat(desk.database, desk.folios.hdfc, desk.accountId, {
      poaDdpi: 'Y',
      edisFlag: 'N',
    });
    const placed = await desk.ok(red('onConfirm'), {
      folioNo: desk.folios.hdfc,
      schCode: 118989,
      redeemBy: 'UNITS',
      units: '1',
      sessionId: 'sell-edis-0003',
      ...auth,
    });
    expect(placed).toMatchObject({ IS_EDIS: 'N' });
    expect(placed.order.status).toBe('AWAITING_NAV');
  });
});
