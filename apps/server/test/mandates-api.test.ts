import { mandateMessages, navPublishedAt } from '@cdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { sipRegistrations } from '../src/db/schema.js';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import {
  gw,
  insertPurchaseFixture,
  investor,
  lumpsum,
  refOf,
  startPurchaseApp,
  submitForm,
  type Investor,
  type PurchaseApp,
} from './support/purchase.js';

// Monday 23 Nov 2026, 11:30 in India.
const start = new Date('2026-11-23T06:00:00Z');
const mandate = (call: string) => `/cdesk/gw/ewatraderegws/api/mandate/${call}`;
const common = (call: string) => `/cdesk/gw/ewamftrxnsws/api/common/${call}`;

describe.each(testDatabases())('banks and mandates on $name', ({ open }) => {
  const clock = new FixedClock(start);
  let database: Database;
  let built: PurchaseApp;
  let asha: Investor;

  beforeAll(async () => {
    database = await open();
    built = await startPurchaseApp(database, clock);
    await insertPurchaseFixture(database);
    asha = await investor(built.app, '5000001');
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const banks = async () =>
    (await asha.data(mandate('getBankMandates'), {})) as {
      banks: { bankId: number; bankCode: string; mandateNo: string }[];
      mandates: Record<string, unknown>[];
    };
  const bankId = async (code: string) =>
    (await banks()).banks.find((b) => b.bankCode === code)!.bankId;
  const ask = (body: Record<string, unknown>) =>
    asha.call(mandate('registerEMandate'), {
      upperLimit: '25000',
      startDate: '2026-11-23',
      endDate: '2036-11-22',
      mode: 'NET',
      ...body,
    });
  const decideAtBank = (url: string, decision: string) =>
    submitForm(built.app, '/cdesk/sandbox/bank/emandate', { ref: refOf(url), decision });

  it("lists the registered banks, the partner's request waiting first and the mandate on record", async () => {
    const listed = await banks();
    expect(listed.banks.map((b) => [b.bankCode, b.mandateNo])).toEqual([
      ['HDFC', 'UMRN-HDFC-5000001'],
      ['ICIC', ''],
    ]);
    expect(listed.mandates).toEqual([
      // The demo partner's e-sign mandate request (seed/mandate-demo.ts).
      expect.objectContaining({ status: 'AWAITING', mode: 'ESIGN', upperLimit: '50000.00' }),
      expect.objectContaining({
        njEMandateNo: 'UMRN-HDFC-5000001',
        accName: 'Asha Verma',
        bankName: 'HDFC Bank',
        bankAcno: 'XXXXXXXXXX7812',
        upperLimit: '100000.00',
        status: 'ACTIVE',
      }),
    ]);
  });

  it('refuses a limit of 1,000 or less, above the maximum, and an end date not after the start', async () => {
    const icici = await bankId('ICIC');
    const refusals = [
      [{ upperLimit: '1000' }, mandateMessages.lowerLimit],
      [{ upperLimit: '1000001' }, mandateMessages.maxLimit],
      [{ startDate: '2026-11-20' }, mandateMessages.startPast],
      [{ endDate: '2026-11-23' }, mandateMessages.endBeforeStart],
      [{ bankId: 999999 }, mandateMessages.bankInvalid],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await ask({ bankId: icici, ...body });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).displayMessage).toBe(message);
    }
    const taken = await ask({ bankId: await bankId('HDFC') });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).displayMessage).toBe(mandateMessages.bankHasMandate);
  });

  it('keeps a mandate the bank declined off the bank account', async () => {
    const placed = envelope(await ask({ bankId: await bankId('ICIC'), mode: 'DEBIT' })).data;
    const back = await decideAtBank(placed.redirectUrl, 'DECLINE');
    expect(back.location).toBe(`/cdesk/mandate-response?mandateId=${placed.mandateId}`);
    const seen = await asha.data(mandate('getEMandateStatus'), { mandateId: placed.mandateId });
    expect(seen).toMatchObject({ status: 'REJECTED', mode: 'DEBIT', bankName: 'ICICI Bank' });
    expect((await banks()).banks.find((b) => b.bankCode === 'ICIC')!.mandateNo).toBe('');
  });

  it('registers a mandate the bank approves and starts a SIP on it', async () => {
    const icici = await bankId('ICIC');
    const placed = envelope(await ask({ bankId: icici })).data;
    expect(placed.njEMandateNo).toMatch(/^NJEM\d{12}$/);
    const page = await built.app.inject({ method: 'GET', url: placed.redirectUrl });
    expect(page.body).toContain('₹25,000.00');
    expect(page.body).toContain(placed.njEMandateNo);

    const back = await decideAtBank(placed.redirectUrl, 'APPROVE');
    expect(back.location).toBe(`/cdesk/mandate-response?mandateId=${placed.mandateId}`);
    const seen = await asha.data(mandate('getEMandateStatus'), { mandateId: placed.mandateId });
    expect(seen).toMatchObject({
      njEMandateNo: placed.njEMandateNo,
      bseEMandateNo: expect.stringMatching(/^BSEM\d{12}$/),
      accName: 'Asha Verma',
      bankAcno: 'XXXXXXXX7890',
      accType: 'Saving',
      upperLimit: '25000.00',
      startDate: '2026-11-23',
      endDate: '2036-11-22',
      mode: 'NET',
      status: 'ACTIVE',
    });
    // The bank's page answers once only.
    const again = await decideAtBank(placed.redirectUrl, 'DECLINE');
    expect(again.statusCode).toBe(404);

    const choice = (await asha.data(common('getPaymentModeWiseBankForUcc'), {})) as {
      payModeList: {
        payModeId: string;
        bankList: { bankCode: string; mandateList: unknown[] }[];
      }[];
    };
    const byMandate = choice.payModeList.find((m) => m.payModeId === '3')!;
    expect(byMandate.bankList.find((b) => b.bankCode === 'ICIC')?.mandateList).toEqual([
      { mandateNo: placed.njEMandateNo, maxAmount: '25000.00' },
    ]);

    const sip = await asha.data(gw('onConfirm'), {
      ...lumpsum(118989, 1000),
      payBankCode: 'ICIC',
      payBankAccNo: '001201567890',
      purchaseItemBean: [
        {
          schcode: 118989,
          totalAmount: 1000,
          trxnType: 'SIP',
          riskDeclAccepted: 'Y',
          sip: { freqId: 'M', installmentDate: 5, totalNoOfInst: 12 },
        },
      ],
      mandateNo: placed.njEMandateNo,
    });
    await submitForm(built.app, '/cdesk/sandbox/bank/netbanking', {
      ref: refOf(sip.netBankingUrl),
      decision: 'APPROVE',
    });
    // Once the NAV of 23 Nov is published at 11 pm.
    await clock.during(navPublishedAt('2026-11-23'), () => built.allotments.runPending());
    const [registered] = await database.db
      .select()
      .from(sipRegistrations)
      .where(eq(sipRegistrations.mandateNo, placed.njEMandateNo));
    expect(registered).toMatchObject({ schemeCode: 118989, mandateNo: placed.njEMandateNo });

    const taken = await ask({ bankId: icici });
    expect(envelope(taken).displayMessage).toBe(mandateMessages.bankHasMandate);
  });

  it('takes the bank’s signed server-to-server answer, once, and refuses a forged one', async () => {
    const icici = await bankId('ICIC');
    await database.db.execute(sql`update registered_banks set mandate_no = '' where id = ${icici}`);
    const placed = envelope(await ask({ bankId: icici })).data;
    const gatewayRef = refOf(placed.redirectUrl);
    const signed = built.paymentGateway.sign({
      merchantRef: placed.njEMandateNo,
      gatewayRef,
      outcome: 'SUCCESS',
      amountPaise: 2_500_000n,
      reason: '',
    });
    const callback = (body: { data: string; sig: string }) =>
      built.app.inject({
        method: 'POST',
        url: '/cdesk/gw/payments/emandate/callback',
        payload: body,
      });
    const first = await callback(signed);
    expect(first.statusCode).toBe(200);
    expect(envelope(first).data).toEqual({ njEMandateNo: placed.njEMandateNo, status: 'ACTIVE' });
    expect((await callback(signed)).statusCode).toBe(200);
    expect((await callback({ ...signed, sig: 'forged' })).statusCode).toBe(400);
  });

  it('refuses a forged return from the bank', async () => {
    const forged = await submitForm(built.app, '/cdesk/gw/payments/emandate/return', {
      data: 'e30',
      sig: 'forged',
    });
    expect(forged.statusCode).toBe(400);
  });
});
