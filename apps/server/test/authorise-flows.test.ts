import { authMessages, type TAuthTrxnLine } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { placedTrxns } from '../src/db/schema.js';
import { AppError } from '../src/lib/app-error.js';
import type { AuthExecutor, PendingTrxn } from '../src/modules/authorise/index.js';
import { FixedClock, login } from './support/app.js';
import { authKey, call, place, placeRefused } from './support/authorise.js';
import { testDatabases } from './support/databases.js';
import { insertPurchaseFixture } from './support/purchase.js';
import { accountIdOf } from './support/selling.js';

const start = new Date('2026-11-23T06:00:00Z');

const line = (pending: PendingTrxn, action: string): TAuthTrxnLine => ({
  srNo: 1,
  action,
  schcode: 'schCode' in pending.trxn ? pending.trxn.schCode : null,
  schemeName: 'A scheme',
  targetSchcode: null,
  targetSchemeName: '',
  folioNo: 'folioNo' in pending.trxn ? (pending.trxn.folioNo ?? '') : '',
  amount: '',
  units: '',
  allUnits: 'Y',
  schedule: '',
  planId: 'planId' in pending.trxn ? pending.trxn.planId : null,
  holdingMode: '',
  orderRef: '',
  orderStatus: '',
});

/** Stand-ins for the families other executors take, to drive every branch of the service. */
function fakes() {
  const placedKeys: string[] = [];
  const describe = (action: string, marsName?: string) => async (pending: PendingTrxn) => ({
    summary: action,
    lines: [line(pending, action)],
    ...(marsName ? { marsName } : {}),
  });
  const executors: AuthExecutor[] = [
    {
      types: ['RED'],
      describe: describe('Redemption'),
      poa: async () => ({ mode: 'D', FLG_POA: 'N', IS_EDIS: 'Y', isBlocked: 'N', message: 'eDIS' }),
      authorise: async (input) => {
        placedKeys.push(input.placementKey);
        return {
          kind: 'PLACED',
          result: { trxnId: `RED-${input.placementKey}`, IS_EDIS: 'Y', edisTrxnNo: 'EDIS-1' },
          ackPath: '/transact/authorize/red/achknowledge?tid=x',
        };
      },
    },
    {
      types: ['SSIP'],
      describe: describe('Stop SIP'),
      validate: async ({ trxn }) => {
        if ('planId' in trxn && trxn.planId !== 7)
          throw new AppError(400, 'NO_PLAN', 'There is no running SIP with that plan id.');
      },
      authorise: async () => ({ kind: 'PLACED', result: {}, ackPath: '' }),
    },
    {
      types: ['BSWI'],
      describe: describe('Bulk switch'),
      authorise: async ({ request }) =>
        request.isBulkConfirm === 'Y'
          ? { kind: 'PLACED', result: {}, ackPath: '' }
          : request.isBulkConfirm === 'N'
            ? { kind: 'DECLINED' }
            : { kind: 'CONFIRM', code: 'CONFIRMATIOM', question: 'Switch all?' },
    },
    {
      types: ['TSR'],
      describe: describe('Revoke stop SIP'),
      authorise: async () => {
        throw new Error('registrar unreachable');
      },
    },
    {
      types: ['SSWP'],
      describe: describe('Stop SWP'),
      authorise: async () => ({
        kind: 'REFUSED',
        errCode: 'PLAN_STOPPED',
        message: 'The SWP has already stopped.',
      }),
    },
    {
      types: ['SSTP'],
      describe: describe('Stop STP'),
      authorise: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { kind: 'PLACED', result: {}, ackPath: '' };
      },
    },
    {
      types: ['MARSSWI'],
      describe: describe('Switch into MARS', 'Balanced Growth'),
      authorise: async () => ({ kind: 'PLACED', result: {}, ackPath: '' }),
    },
  ];
  return { executors, placedKeys };
}

describe.each(testDatabases())('authorisation flows with every outcome on $name', ({ open }) => {
  const clock = new FixedClock(start);
  const { executors, placedKeys } = fakes();
  let database: Database;
  let built: App;
  let asha: string;
  let farhan: string;
  let folioNo: string;

  beforeAll(async () => {
    database = await open();
    built = await buildApp(testConfig(), {
      database,
      backgroundJobs: false,
      clock,
      authExecutors: executors,
    });
    await insertPurchaseFixture(database);
    asha = (await login(built.app, '5000001')).token;
    farhan = (await login(built.app, '5000011')).token;
    const accountId = await accountIdOf(database, '5000001');
    await built.portfolio.inTransaction(async (tx) => {
      folioNo = await built.portfolio.findOrCreateFolio(tx, { accountId, amc: 'HDFC Mutual Fund' });
    });
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const app = () => built.app;
  const body = (d: string, extra: Record<string, unknown> = {}) => ({
    encryptedData: d,
    sessionId: authKey(),
    tncAccepted: 'Y',
    ...extra,
  });

  it('a redemption: the warning flag, the executor POA check, and the eDIS answer', async () => {
    const placed = await place(app(), {
      njAcNo: '5000001',
      trxn: { trnType: 'RED', folioNo, schCode: 118989, redeemBy: 'ALL' },
    });
    const detail = await call(app(), 'getAuthTrxDetailFromTar', { encryptedData: placed.d }, asha);
    expect(detail.data.trxnHeaderDeail).toMatchObject({
      isRedWarning: 'Y',
      isTwoFactor: 'N',
      payment: null,
    });
    const poa = await call(app(), 'checkRedPOAValidation', { encryptedData: placed.d }, asha);
    expect(poa.data).toMatchObject({ FLG_POA: 'N', IS_EDIS: 'Y' });
    const done = await call(app(), 'onAuthorize', body(placed.d, { isRedConfirm: 'Y' }), asha);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({
      IS_EDIS: 'Y',
      edisTrxnNo: 'EDIS-1',
      trxnId: `RED-AUTH-${placed.trxnId}`,
    });
    expect(placedKeys).toContain(`AUTH-${placed.trxnId}`);
  });

  it("a folio that is not the client's is refused at placement; an executor adds its own checks", async () => {
    const foreign = await placeRefused(app(), {
      njAcNo: '5000013',
      trxn: { trnType: 'RED', folioNo, schCode: 118989, redeemBy: 'ALL' },
    });
    expect(foreign.message).toBe(authMessages.folioNotClients(folioNo));
    const plan = await placeRefused(app(), {
      njAcNo: '5000011',
      trxn: { trnType: 'SSIP', planId: 8 },
    });
    expect(plan.message).toBe('There is no running SIP with that plan id.');
  });

  it('a stop SIP of an EMF account asks for the OTP first (isTwoFactor)', async () => {
    const placed = await place(app(), { njAcNo: '5000011', trxn: { trnType: 'SSIP', planId: 7 } });
    const detail = await call(
      app(),
      'getAuthTrxDetailFromTar',
      { encryptedData: placed.d },
      farhan,
    );
    expect(detail.data.trxnHeaderDeail).toMatchObject({ isTwoFactor: 'Y', isRedWarning: 'N' });
  });

  it('a bulk switch asks CONFIRMATIOM, stays pending on no, is placed on yes', async () => {
    const leg = (target: number) => ({
      folioNo,
      schCode: 118989,
      targetSchCode: target,
      redeemBy: 'ALL' as const,
    });
    const placed = await place(app(), {
      njAcNo: '5000001',
      trxn: { trnType: 'BSWI', legs: [leg(119800), leg(120716)] },
    });
    const asked = await call(app(), 'onAuthorize', body(placed.d), asha);
    expect(asked).toMatchObject({ status: 200, isSuccess: true, techMessage: 'CONFIRMATIOM' });
    expect(asked.data.confirmation).toEqual({ code: 'CONFIRMATIOM', question: 'Switch all?' });
    const no = await call(app(), 'onAuthorize', body(placed.d, { isBulkConfirm: 'N' }), asha);
    expect(no.displayMessage).toBe(authMessages.declined);
    const yes = await call(app(), 'onAuthorize', body(placed.d, { isBulkConfirm: 'Y' }), asha);
    expect(yes.status).toBe(200);
  });

  it('a failure of the executor is a 417 for the error page, and the transaction stays pending', async () => {
    const placed = await place(app(), { njAcNo: '5000011', trxn: { trnType: 'TSR', planId: 7 } });
    const failed = await call(app(), 'onAuthorize', body(placed.d), farhan);
    expect(failed.status).toBe(417);
    expect(failed.displayMessage).toBe(authMessages.generic);
    expect(
      (await call(app(), 'onValidateAuthTransaction', { encryptedData: placed.d })).data.state,
    ).toBe('PENDING');

    const refusedPlacement = await place(app(), {
      njAcNo: '5000011',
      trxn: { trnType: 'SSWP', planId: 3 },
    });
    const refused = await call(app(), 'onAuthorize', body(refusedPlacement.d), farhan);
    expect(refused).toMatchObject({
      status: 400,
      displayMessage: 'The SWP has already stopped.',
      errCode: 'PLAN_STOPPED',
    });
    expect(
      (await call(app(), 'onValidateAuthTransaction', { encryptedData: refusedPlacement.d })).data
        .state,
    ).toBe('PENDING');
  });

  it('a reject while it is being authorised is refused with a clear message', async () => {
    const placed = await place(app(), { njAcNo: '5000011', trxn: { trnType: 'SSTP', planId: 2 } });
    const authorising = call(app(), 'onAuthorize', body(placed.d), farhan);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rejected = await call(app(), 'onReject', { encryptedData: placed.d }, farhan);
    expect(rejected.status).toBe(409);
    expect(rejected.displayMessage).toBe(authMessages.cannotRejectNow);
    expect((await authorising).status).toBe(200);
  });

  it('a claim left behind by a crash is taken over by the next attempt', async () => {
    const placed = await place(app(), {
      njAcNo: '5000001',
      trxn: { trnType: 'RED', folioNo, schCode: 118989, redeemBy: 'ALL' },
    });
    await database.db
      .update(placedTrxns)
      .set({
        status: 'AUTHORISING',
        decisionKey: 'crashed-attempt',
        claimedAt: new Date(start.getTime() - 600_000),
      })
      .where(eq(placedTrxns.trxnId, placed.trxnId));
    const done = await call(app(), 'onAuthorize', body(placed.d), asha);
    expect(done.status).toBe(200);
  });

  it('MARS: listed apart, counted apart, rejected with the MARS target number', async () => {
    const leg = { folioNo, schCode: 118989, targetSchCode: 119800, redeemBy: 'ALL' as const };
    const placed = await place(app(), {
      njAcNo: '5000001',
      trxn: { trnType: 'MARSSWI', marsId: 'MARS-BAL', legs: [leg] },
    });
    expect(placed.marsTarNo).toMatch(/^MT\d{12}$/);
    const nonMars = await call(app(), 'getTrxnAuthRpt', {}, asha);
    expect(nonMars.data.trxns.map((t: { trxnId: string }) => t.trxnId)).not.toContain(
      placed.trxnId,
    );
    const mars = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxns',
      payload: { loggedInUCC: 'NJ5000001', isFromMob: 'N' },
      headers: { authorization: `Bearer ${asha}` },
    });
    expect(mars.json().data.trxns).toEqual([
      expect.objectContaining({
        trxnId: placed.trxnId,
        trxnTypeId: 'MARSSWI',
        marsTarNo: placed.marsTarNo,
        marsName: 'Balanced Growth',
      }),
    ]);
    const count = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxnsCount',
      payload: {},
      headers: { authorization: `Bearer ${asha}` },
    });
    expect(count.json().data.count).toBe(1);
    const rejected = await call(app(), 'onReject', { encryptedData: placed.d, payMode: '' }, asha);
    expect(rejected.displayMessage).toBe(authMessages.rejected(placed.marsTarNo));
    const status = await app().inject({
      method: 'POST',
      url: '/cdesk/gw/ewamarsws/api/rest/authpendingtrxn/checkMarsAuthPendingTrxnStatus',
      payload: { trxnTypeId: 'MARSSWI', trxnId: placed.marsTarNo },
      headers: { authorization: `Bearer ${asha}` },
    });
    expect(status.json().data).toEqual({
      status: 'REJECTED',
      message: authMessages.rejected(placed.marsTarNo),
    });
  });
});
