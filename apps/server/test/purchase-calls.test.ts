import { orderMessages, messages } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { envelope, FixedClock, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { common, gw, investor, purchaseDesk, type Investor } from './support/purchase.js';

// Monday 23 Nov 2026, 11:30 in India: a business day, before both cut-offs.
const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));

describe.each(testDatabases())('purchase calls on $name', ({ open }) => {
  const desk = purchaseDesk(open, clock);

  const validate = async (who: Investor, body: Record<string, unknown>) =>
    envelope(await who.call(gw('validatePurchase'), body)).data;

  it('allows a purchase that passes every check', async () => {
    expect(await validate(desk.asha, { schCode: 118989, purAmount: 5000 })).toEqual({
      validationCnt: 0,
      message: '',
      isMarsValidation: 'N',
      isNomineeRequired: 'N',
      reDirectUrl: '',
    });
  });

  it('blocks an unknown, an inactive and a non-NFO scheme bought as an NFO', async () => {
    expect(await validate(desk.asha, { schCode: 999999 })).toMatchObject({
      validationCnt: 1,
      message: orderMessages.schemeNotFound,
    });
    expect((await validate(desk.asha, { schCode: 100027 })).message).toBe(
      orderMessages.schemeInactive,
    );
    expect((await validate(desk.asha, { schCode: 118989, trxnType: 'NPIP' })).message).toBe(
      orderMessages.notNfo,
    );
  });

  it('keeps E-Wealth MF accounts out of new fund offers', async () => {
    const farhan = await investor(desk.built.app, '5000011');
    expect((await validate(farhan, { schCode: 154632, trxnType: 'NPIP' })).message).toBe(
      orderMessages.emfRestriction,
    );
  });

  it('checks the minimum for a fresh purchase and for a SIP', async () => {
    expect((await validate(desk.asha, { schCode: 118989, purAmount: 4999 })).message).toBe(
      orderMessages.minLumpsum('₹5,000.00'),
    );
    expect(
      (await validate(desk.asha, { schCode: 118989, trxnType: 'SIP', purAmount: 499 })).message,
    ).toBe(orderMessages.minSip('₹500.00'));
    expect((await validate(desk.asha, { schCode: 119800, trxnType: 'SIP' })).message).toBe(
      orderMessages.sipNotAllowed,
    );
  });

  it('sends an investor without a nominee to the nominee wizard, unless coming back from it', async () => {
    expect(await validate(desk.rohan, { schCode: 118989 })).toEqual({
      validationCnt: 1,
      message: orderMessages.nomineeRequired,
      isMarsValidation: 'N',
      isNomineeRequired: 'Y',
      reDirectUrl: '/nomineeTransact',
    });
    expect(
      (await validate(desk.rohan, { schCode: 118989, isNomineeRedirect: 'Y' })).validationCnt,
    ).toBe(0);
  });

  it('refuses a ccode that is not the investor’s, bad input and a missing session', async () => {
    const other = await desk.asha.call(gw('validatePurchase'), {
      schCode: 118989,
      ccode: 'AC5000013',
    });
    expect(other.statusCode).toBe(403);
    expect(envelope(other).displayMessage).toBe(messages.notYourAccount);
    const bad = await desk.asha.call(gw('validatePurchase'), { schCode: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).displayMessage).toBe(orderMessages.schemeCode);
    const amount = await desk.asha.call(gw('validatePurchase'), {
      schCode: 118989,
      purAmount: '12.345',
    });
    expect(amount.statusCode).toBe(400);
    expect(envelope(amount).displayMessage).toBe(orderMessages.amountInvalid);
    expect(
      (await post(desk.built.app, gw('validatePurchase'), { schCode: 118989 })).statusCode,
    ).toBe(401);
  });

  it('gives the scheme detail with NAV, limits, riskometer and an empty folio for a first purchase', async () => {
    const detail = await desk.asha.data(gw('getSchemeDetail'), { schCode: 118989, isDirect: 'Y' });
    expect(detail).toMatchObject({
      schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth Option',
      planType: 'D',
      brokRate: '0.00',
      latestNav: { latestNav: '210.5000', navDate: '2026-08-21' },
      exitLoad: '1% if redeemed within 365 days',
      purchaseAmount: '5000.00',
      riskometerVal: 'Very High',
      folioNo: '',
      isFresh: 'Y',
      swpFlag: 'Y',
      isNomineeDisp: 'Y',
      limits: {
        minLumpsum: '5000.00',
        minAdditional: '1000.00',
        minSip: '500.00',
        upiLimit: '100000.00',
      },
    });
    expect(detail.sipFrequencyList.map((f: { freqId: string }) => f.freqId)).toEqual([
      'W',
      'M',
      'Q',
    ]);
    expect(detail.kimFileList).toEqual([
      {
        fileName: 'Key Information Memorandum (KIM)',
        fileUrl: '/cdesk/gw/scheme-documents/118989/kim.pdf',
      },
    ]);
    expect(detail.offerFileList.map((f: { fileUrl: string }) => f.fileUrl)).toEqual([
      '/cdesk/gw/scheme-documents/118989/sid.pdf',
      '/cdesk/gw/scheme-documents/118989/sai.pdf',
    ]);
    const kim = await desk.built.app.inject({ method: 'GET', url: detail.kimFileList[0].fileUrl });
    expect(kim.statusCode).toBe(200);
    const missing = await desk.asha.call(gw('getSchemeDetail'), { schCode: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).displayMessage).toBe(orderMessages.schemeNotFound);
  });

  it('works out brokerage: nothing on a direct plan, 1% on a regular equity plan', async () => {
    expect(
      await desk.asha.data(gw('getBrokerageForDirPlan'), { schCode: 118989, purAmount: 10000 }),
    ).toMatchObject({
      brokRate: '0.00',
      brokAmount: '0.00',
    });
    expect(
      await desk.asha.data(gw('getBrokerageForDirPlan'), {
        schCode: 112323,
        purAmount: '12345.67',
      }),
    ).toMatchObject({
      brokRate: '1.00',
      brokAmount: '123.45',
    });
  });

  it('states the cut-offs and the NAV date of an order placed now', async () => {
    expect(await desk.asha.data(gw('getCuttofDetail'), {})).toMatchObject({
      cutOffTime: '15:00',
      liquidCutOffTime: '13:30',
      isBusinessDay: true,
      beforeCutOff: true,
      navDate: '2026-11-23',
      liquidNavDate: '2026-11-22',
    });
  });

  it('gives SIP days and dates, and refuses a frequency or count the scheme does not take', async () => {
    expect(
      await desk.asha.data(common('getInstallmentDate'), {
        freqId: 'M',
        schCode: 118989,
        installmentDate: 5,
        totalNoOfInst: 12,
      }),
    ).toMatchObject({
      minInstallments: 6,
      daysAhead: 7,
      // Installment 1 is paid today with the cart; the rest on the 5th, a week or more ahead.
      startDate: '2026-11-23',
      nextDate: '2026-12-05',
      endDate: '2027-10-05',
    });
    const fortnightly = await desk.asha.call(common('getInstallmentDate'), {
      freqId: 'F',
      schCode: 118989,
    });
    expect(envelope(fortnightly).displayMessage).toBe(orderMessages.sipFrequency);
    const few = await desk.asha.call(common('getInstallmentDate'), {
      freqId: 'M',
      installmentDate: 5,
      totalNoOfInst: 2,
    });
    expect(envelope(few).displayMessage).toBe(orderMessages.installments(6));
    expect((await desk.asha.call(common('getInstallmentDate'), { freqId: 'X' })).statusCode).toBe(
      400,
    );
  });

  it('gives SWP dates and the SWP-with-purchase detail', async () => {
    expect(
      await desk.asha.data(common('getSwpStartEndDate'), {
        freqId: 'M',
        installmentDate: 10,
        startMonth: '2027-01',
        totalNoOfInst: 6,
      }),
    ).toMatchObject({ startDate: '2027-01-10', endDate: '2027-06-10' });
    const early = await desk.asha.call(common('getSwpStartEndDate'), {
      freqId: 'M',
      installmentDate: 24,
      startMonth: '2026-11',
      totalNoOfInst: 6,
    });
    expect(envelope(early).displayMessage).toBe(orderMessages.sipDate);
    const detail = await desk.asha.data(gw('getPurchaseWithSwpDetail'), { schCode: 118989 });
    expect(detail).toMatchObject({
      startMonth: '2026-12',
      swpAllowed: 'Y',
      installmentRangeMin: 6,
    });
    expect(detail.bankListSwp).toHaveLength(2);
  });

  it('routes the cart through BSE and refuses an unknown scheme', async () => {
    const info = await desk.asha.data(common('getExchangeInfo'), {
      exchangeSchemeDetails: [{ scheme: 118989, planType: 'D', totalAmount: 5000 }],
      totalAmount: 5000,
    });
    expect(info).toEqual({
      exCode: '1',
      exchangeName: 'BSE',
      schemeExchList: [{ scheme: 118989, exCode: '1' }],
    });
    const unknown = await desk.asha.call(common('getExchangeInfo'), {
      exchangeSchemeDetails: [{ scheme: 999999, planType: 'D', totalAmount: 5000 }],
      totalAmount: 5000,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists registered banks per pay mode with masked account numbers', async () => {
    const asha1 = await desk.asha.data(common('getPaymentModeWiseBankForUcc'), {});
    const netBanking = asha1.payModeList.find((m: { payModeId: string }) => m.payModeId === '1');
    expect(netBanking.bankList.map((b: { bankAccMak: string }) => b.bankAccMak)).toEqual([
      'XXXXXXXXXX7812',
      'XXXXXXXX7890',
    ]);
    expect(asha1.collectionAccount).toEqual({
      accName: 'NJ India Invest Pvt Ltd - MF Collection',
      bankName: 'HDFC Bank',
      accNo: 'NJMFCOLL0001',
      ifsc: 'HDFC0000060',
    });
    const rohan1 = await desk.rohan.data(common('getPaymentModeWiseBankForUcc'), {});
    expect(
      rohan1.payModeList.find((m: { payModeId: string }) => m.payModeId === '8').bankList,
    ).toHaveLength(1);
  });

  it('validates a selected bank, a VPA and an NEFT/RTGS reference', async () => {
    const good = await desk.asha.call(gw('validateSelectedBank'), {
      bankCode: 'HDFC',
      bankAccNo: '50100234567812',
      trxnType: 'PUR',
      payMode: '1',
    });
    expect(envelope(good).data).toMatchObject({ isValidBank: 'Y', bankIfscCode: 'HDFC0000123' });
    const notHers = await desk.asha.call(gw('validateSelectedBank'), {
      bankCode: 'SBIN',
      bankAccNo: '30123456789',
      trxnType: 'PUR',
    });
    expect(envelope(notHers)).toMatchObject({
      isSuccess: false,
      displayMessage: orderMessages.bankInvalid,
    });
    const bySpecPayload = await desk.asha.call(gw('validateSelectedBank'), {
      ccode: 'AC5000001',
      bankAccType: 'SAVINGS',
      trxnType: 'PUR',
    });
    expect(envelope(bySpecPayload).data).toMatchObject({ isValidBank: 'Y', bankName: 'HDFC Bank' });
    const vpa = envelope(
      await desk.asha.call(gw('validateVPA'), {
        njAcNo: '5000001',
        payerVirtualAddress: 'asha.verma@okhdfc',
        segment: 'MF',
      }),
    );
    expect(vpa.data).toMatchObject({ VPAVerifyStatus: 'VE', payerName: 'Asha Verma' });
    const failing = envelope(
      await desk.asha.call(gw('validateVPA'), { payerVirtualAddress: 'fail.me@okaxis' }),
    );
    expect(failing).toMatchObject({ isSuccess: false, displayMessage: orderMessages.vpaFailed });
    expect(failing.data.VPAVerifyStatus).not.toBe('VE');
    const malformed = await desk.asha.call(gw('validateVPA'), { payerVirtualAddress: 'asha@' });
    expect(malformed.statusCode).toBe(400);
    expect(
      await desk.asha.data(gw('checkPayRefNo'), { neftrtgsrefno: 'HDFCN26112312345' }),
    ).toEqual({
      isPayRefNoAvailable: 'Y',
      message: '',
    });
    expect(await desk.asha.data(gw('checkPayRefNo'), { neftrtgsrefno: '12345' })).toEqual({
      isPayRefNoAvailable: 'N',
      message: orderMessages.neftRefInvalid,
    });
  });
});
