import { dematReportMessages } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.js';
import { trustedLinks } from '../src/db/schema.js';
import { SealedTokens } from '../src/lib/sealed-token.js';
import { envelope, FixedClock, latestOtp, login, outbox, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const gw = (call: string) => `/cdesk/gw/${call}`;
const dayMs = 24 * 60 * 60 * 1000;

interface Shared {
  linkId: number;
  reportType: string;
  acCode: string;
  createdAt: string;
  validUntil: string;
  revokedAt: string | null;
  status: string;
}

describe.each(testDatabases())('listing and revoking trusted report links on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-26T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let asha: string;
  let rohan: string;

  beforeAll(async () => {
    asha = (await login(suite.app, '5000001')).token;
    rohan = (await login(suite.app, '5000013')).token;
  });

  const share = async (token: string, acCode: string, reportType: string) =>
    envelope(await post(suite.app, gw('reports/createTrustedLink'), { acCode, reportType }, token))
      .data as { id: string };
  const list = async (token: string) =>
    envelope(await post(suite.app, gw('reports/trustedLinks'), {}, token)).data.links as Shared[];
  const open_ = (id: string, cm = false) =>
    suite.app.inject({
      method: 'POST',
      url: `${gw(cm ? 'login/report-trusted-CM' : 'login/report-trusted')}?id=${encodeURIComponent(id)}`,
    });
  const pdf = (id: string) => post(suite.app, gw('login/report-trusted/downloadPdf'), { id });
  const linkIdOf = async (id: string, token: string) => {
    const links = await list(token);
    return links[0]!.linkId;
  };

  it('lists the links the investor shared, newest first, with kind, dates and status', async () => {
    expect(await list(rohan)).toEqual([]);
    await share(asha, 'AC5000001', 'MF_HOLDING');
    clock.advance(60_000);
    await share(asha, 'AC5000001', 'DEMAT_HOLDING');
    const links = await list(asha);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      reportType: 'DEMAT_HOLDING',
      acCode: 'AC5000001',
      createdAt: '2026-11-26T06:01:00.000Z',
      validUntil: new Date(Date.parse('2026-11-26T06:01:00.000Z') + 7 * dayMs).toISOString(),
      revokedAt: null,
      status: 'ACTIVE',
    });
    expect(links[1]!.reportType).toBe('MF_HOLDING');
    // Another investor sees none of them.
    expect(await list(rohan)).toEqual([]);
    expect((await post(suite.app, gw('reports/trustedLinks'), {})).statusCode).toBe(401);
  });

  it('a revoked link and its PDF refuse to open with a clear message', async () => {
    const { id } = await share(asha, 'AC5000001', 'DEMAT_HOLDING');
    expect((await open_(id, true)).statusCode).toBe(200);
    const linkId = await linkIdOf(id, asha);
    const revoked = await post(suite.app, gw('reports/revokeTrustedLink'), { linkId }, asha);
    expect(revoked.statusCode).toBe(200);
    expect(envelope(revoked).data).toMatchObject({ linkId, status: 'REVOKED' });
    const opened = await open_(id, true);
    expect(opened.statusCode).toBe(400);
    expect(envelope(opened).displayMessage).toBe(dematReportMessages.trustedLinkRevoked);
    const file = await pdf(id);
    expect(file.statusCode).toBe(400);
    expect(envelope(file).displayMessage).toBe(dematReportMessages.trustedLinkRevoked);
    expect((await list(asha)).find((l) => l.linkId === linkId)?.status).toBe('REVOKED');
    // Revoking it again changes nothing.
    const again = await post(suite.app, gw('reports/revokeTrustedLink'), { linkId }, asha);
    expect(envelope(again).data.status).toBe('REVOKED');
  });

  it("refuses to revoke another investor's link as one that does not exist", async () => {
    const { id } = await share(asha, 'AC5000001', 'MF_HOLDING');
    const linkId = await linkIdOf(id, asha);
    const other = await post(suite.app, gw('reports/revokeTrustedLink'), { linkId }, rohan);
    expect(other.statusCode).toBe(404);
    expect(envelope(other).displayMessage).toBe(dematReportMessages.trustedLinkNotFound);
    const none = await post(suite.app, gw('reports/revokeTrustedLink'), { linkId: 999999 }, rohan);
    expect(envelope(none)).toMatchObject({
      displayMessage: dematReportMessages.trustedLinkNotFound,
    });
    expect(none.statusCode).toBe(404);
    const bad = await post(suite.app, gw('reports/revokeTrustedLink'), { linkId: 'x' }, rohan);
    expect(bad.statusCode).toBe(400);
    expect((await open_(id)).statusCode).toBe(200);
  });

  it('refuses a link sealed before links were recorded, since it cannot be listed or revoked', async () => {
    const [account] = await suite.database.db
      .select({ id: trustedLinks.reportAccountId })
      .from(trustedLinks)
      .limit(1);
    // The id as createTrustedLink sealed it before: no record named in it.
    const id = new SealedTokens(testConfig().secretKey, 'trusted-report-link').seal({
      k: 'R',
      t: 'MF_HOLDING',
      a: account!.id,
      c: 'AC5000001',
      e: Math.floor((clock.realNow().getTime() + dayMs) / 1000),
      n: 'abcdefgh',
    });
    const opened = await open_(id);
    expect(opened.statusCode).toBe(400);
    expect(envelope(opened).displayMessage).toBe(dematReportMessages.trustedLinkInvalid);
    expect((await pdf(id)).statusCode).toBe(400);
  });

  it('marks a link past its 7 days as expired', async () => {
    const { id } = await share(rohan, 'AC5000013', 'MF_HOLDING');
    clock.advance(7 * dayMs + 60_000);
    // Sessions end over a week too: log in again.
    rohan = (await login(suite.app, '5000013')).token;
    asha = (await login(suite.app, '5000001')).token;
    const [link] = await list(rohan);
    expect(link!.status).toBe('EXPIRED');
    expect(envelope(await open_(id)).displayMessage).toBe(dematReportMessages.trustedLinkExpired);
  });

  it('a password change revokes every link the investor shared', async () => {
    const first = await share(rohan, 'AC5000013', 'MF_HOLDING');
    const second = await share(rohan, 'AC5000013', 'DEMAT_HOLDING');
    const changed = await post(
      suite.app,
      gw('login/changePassword'),
      { oldPassword: 'Demo@1234', newPassword: 'Fresh@2026a', confirmPassword: 'Fresh@2026a' },
      rohan,
    );
    expect(envelope(changed).isSuccess).toBe(true);
    expect(envelope(await open_(first.id)).displayMessage).toBe(
      dematReportMessages.trustedLinkRevoked,
    );
    expect(envelope(await open_(second.id, true)).displayMessage).toBe(
      dematReportMessages.trustedLinkRevoked,
    );
    expect((await list(rohan)).every((l) => l.status !== 'ACTIVE')).toBe(true);
    // Asha's links are hers: they still open.
    const ashas = await share(asha, 'AC5000001', 'MF_HOLDING');
    expect((await open_(ashas.id)).statusCode).toBe(200);
  });

  it('a forgot-password reset revokes every link the investor shared', async () => {
    const token = (await login(suite.app, '5000013', 'Fresh@2026a')).token;
    const { id } = await share(token, 'AC5000013', 'MF_HOLDING');
    expect((await open_(id)).statusCode).toBe(200);
    const started = envelope(
      await post(suite.app, gw('login/forgot/start'), {
        purpose: 'PASSWORD',
        loginId: '5000013',
        dob: '09-01-1998',
      }),
    );
    const otp = await latestOtp(suite.app, '5000013');
    const verified = envelope(
      await post(suite.app, gw('login/forgot/verify'), { requestId: started.data.requestId, otp }),
    );
    expect(verified.isSuccess).toBe(true);
    expect((await outbox(suite.app, '5000013')).length).toBeGreaterThan(0);
    const opened = await open_(id);
    expect(opened.statusCode).toBe(400);
    expect(envelope(opened).displayMessage).toBe(dematReportMessages.trustedLinkRevoked);
    const rows = await suite.database.db
      .select()
      .from(trustedLinks)
      .where(eq(trustedLinks.revokedWhy, 'PASSWORD_RESET'));
    expect(rows.length).toBeGreaterThan(0);
  });
});
