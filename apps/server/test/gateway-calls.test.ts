import {
  captchaImageResource,
  depositoryCallbackResource,
  downloadFormResource,
  gatewayBase,
  gatewayCalls,
  gatewayUrl,
  kycCallbackResource,
  netbankingReturnResource,
  eMandateCallbackResource,
  eMandateReturnResource,
  paymentCallbackResource,
  registrationMandateCallbackResource,
  registrationMandateReturnResource,
  trxnAuthoShowReceiptResource,
  capitalGainSchedule112aCsvResource,
  capitalGainStatementCsvResource,
  capitalGainStatementPdfResource,
  transactionStatementCsvResource,
  transactionStatementPdfResource,
  dematDownloadPdfResource,
  reportTrustedPdfResource,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

// The POSTs of the gateway that answer no envelope: the captcha image, the bank's signed return,
// the signed callbacks of outside systems, the receipt PDF of an authorised transaction, and an
// applicant's account opening form (PDF), and the demat reports and shared reports (PDF).
const postResources = [
  captchaImageResource,
  paymentCallbackResource,
  netbankingReturnResource,
  eMandateCallbackResource,
  eMandateReturnResource,
  kycCallbackResource,
  depositoryCallbackResource,
  registrationMandateCallbackResource,
  registrationMandateReturnResource,
  trxnAuthoShowReceiptResource,
  downloadFormResource,
  capitalGainStatementPdfResource,
  capitalGainStatementCsvResource,
  capitalGainSchedule112aCsvResource,
  transactionStatementPdfResource,
  transactionStatementCsvResource,
  dematDownloadPdfResource,
  reportTrustedPdfResource,
].map(gatewayUrl);

/** Every POST route the app registered under the gateway, read from its route table. */
function registeredGatewayPosts(app: FastifyInstance): string[] {
  const table = app.printRoutes({ commonPrefix: false, method: 'POST' });
  return [...table.matchAll(/(\/\S+) \(([^)]*)\)/g)]
    .filter(([, , methods]) => methods?.split(', ').includes('POST'))
    .map(([, url]) => url ?? '')
    .filter((url) => url.startsWith(gatewayBase));
}

describe.each(testDatabases())('the gateway calls on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await startApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('registers a POST route for every call object of the domain', () => {
    const missing = gatewayCalls
      .map(gatewayUrl)
      .filter((url) => !app.hasRoute({ method: 'POST', url }));
    expect(missing).toEqual([]);
  });

  it('registers no gateway POST route without a call object', () => {
    const known = new Set([...gatewayCalls.map(gatewayUrl), ...postResources]);
    const posts = registeredGatewayPosts(app);
    expect(posts.length).toBeGreaterThanOrEqual(gatewayCalls.length);
    expect(posts.filter((url) => !known.has(url))).toEqual([]);
  });

  it('documents every call in the OpenAPI document', async () => {
    const docs = (await app.inject({ method: 'GET', url: `${gatewayBase}docs` })).json() as {
      paths: Record<string, { post?: unknown }>;
    };
    for (const call of gatewayCalls) expect(docs.paths[gatewayUrl(call)]?.post).toBeDefined();
  });
});
