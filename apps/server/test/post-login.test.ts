import { nextPostLoginStep, type PostLoginStep, type TActivation } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { envelope, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const gw = (call: string) => `/cdesk/gw/${call}`;

describe.each(testDatabases())('the post-login chain on $name', ({ open }) => {
  const suite = appPerSuite(open);

  async function activation(token: string, njAcNo: string): Promise<TActivation> {
    const response = await post(
      suite.app,
      gw('login/checkEwealthAccountActivation'),
      { njAcNo, reqFrom: 'WEB' },
      token,
    );
    expect(response.statusCode).toBe(200);
    return envelope(response).data as TActivation;
  }

  async function stepOf(token: string, njAcNo: string): Promise<PostLoginStep> {
    return nextPostLoginStep(await activation(token, njAcNo), null).step;
  }

  /** Completes the step on its sandbox page; answers the page the person sees when done. */
  async function completeOnSandbox(path: string): Promise<string> {
    const ref = new URL(path, 'http://x').searchParams.get('ref')!;
    const page = await suite.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    const done = await suite.app.inject({
      method: 'POST',
      url: path.split('?')[0]!,
      payload: `ref=${ref}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.body).toMatch(/You can close this tab|Return to Client Desk/);
    return done.body;
  }

  it.each([
    ['5000001', 'HOME'],
    ['5000002', 'PAN_AADHAAR'],
    ['5000003', 'PAN_AADHAAR'],
    ['5000004', 'FATCA'],
    ['5000005', 'DP_CHARGES'],
    ['5000006', 'DP_CHARGES'],
    ['5000007', 'REKYC'],
    ['5000008', 'PERSONALISED_LOGIN'],
    ['5000009', 'VERIFY_EMAIL'],
    ['5000010', 'CHANGE_PASSWORD'],
    ['5000011', 'HOME'],
    ['5000012', 'FATCA'],
    ['5000013', 'HOME'],
    ['5000014', 'CHANGE_PASSWORD'],
  ] as const)('sends %s to %s first', async (njAcNo, step) => {
    const { token } = await login(suite.app, njAcNo);
    expect(await stepOf(token, njAcNo)).toBe(step);
  });

  it('refuses the activation check of another account', async () => {
    const { token } = await login(suite.app, '5000001');
    const response = await post(
      suite.app,
      gw('login/checkEwealthAccountActivation'),
      { njAcNo: '5000002' },
      token,
    );
    expect(response.statusCode).toBe(403);
  });

  it('takes 5000012 through FATCA, then the personalised login ID, then e-mail verification', async () => {
    const { token } = await login(suite.app, '5000012');
    expect(await stepOf(token, '5000012')).toBe('FATCA');
    const fatca = envelope(
      await post(
        suite.app,
        gw('login/checkFatcaDeclaration'),
        { njAcNo: '5000012', reqFrom: 'WEB' },
        token,
      ),
    );
    expect(fatca.data.fatcaHtml).toContain('Lakshmi Menon');
    const unchecked = await post(
      suite.app,
      gw('login/saveFatcaDeclaration'),
      { njAcNo: '5000012', reqFrom: 'WEB' },
      token,
    );
    expect(unchecked.statusCode).toBe(400);
    await post(
      suite.app,
      gw('login/saveFatcaDeclaration'),
      { njAcNo: '5000012', reqFrom: 'WEB', accepted: 'Y' },
      token,
    );
    expect(await stepOf(token, '5000012')).toBe('PERSONALISED_LOGIN');

    const taken = envelope(
      await post(suite.app, gw('login/checkLoginIdAvailability'), { loginId: 'Asha.Verma' }, token),
    );
    expect(taken.data).toEqual({
      available: false,
      message: 'This login ID is already taken. Please choose another.',
    });
    const short = envelope(
      await post(suite.app, gw('login/checkLoginIdAvailability'), { loginId: 'lm' }, token),
    );
    expect(short.data.message).toBe('Login ID must be 6 to 30 characters long.');
    const refused = await post(
      suite.app,
      gw('login/savePersonalisedLoginId'),
      { loginId: '9lakshmi' },
      token,
    );
    expect(envelope(refused).displayMessage).toBe('Login ID must start with a letter.');
    const saved = await post(
      suite.app,
      gw('login/savePersonalisedLoginId'),
      { loginId: 'lakshmi.menon' },
      token,
    );
    expect(envelope(saved).displayMessage).toBe('Your personalised login ID has been saved.');
    expect(await stepOf(token, '5000012')).toBe('VERIFY_EMAIL');

    const later = envelope(
      await post(suite.app, gw('login/askMeLater'), { step: 'VERIFY_EMAIL' }, token),
    );
    expect(later.data.deferredSteps).toEqual(['VERIFY_EMAIL']);
    expect(await stepOf(token, '5000012')).toBe('HOME');

    const next = await login(suite.app, 'lakshmi.menon');
    expect(next.userData.njAcNo).toBe('5000012');
  });

  it('lets 5000002 put PAN-Aadhaar seeding off, and clears it when already linked', async () => {
    const { token } = await login(suite.app, '5000002');
    const first = await activation(token, '5000002');
    expect(first.isPanWithAadharDeactive).toBe('N');
    expect(first.panAahaarSeedingHtml).toContain('Aadhaar');
    const link = envelope(
      await post(
        suite.app,
        gw('login/panAadhaarSeeding'),
        { njAcNo: '5000002', action: 'LINK_NOW' },
        token,
      ),
    );
    expect(link.data.linkUrl).toMatch(/^\/cdesk\/sandbox\/tax\/link-aadhaar\?ref=[0-9a-f]{32}$/);
    expect(link.displayMessage).toContain('income tax portal');
    await post(suite.app, gw('login/askMeLater'), { step: 'PAN_AADHAAR' }, token);
    expect(await stepOf(token, '5000002')).toBe('HOME');

    const fresh = await login(suite.app, '5000002');
    expect(await stepOf(fresh.token, '5000002')).toBe('PAN_AADHAAR');
    const linked = envelope(
      await post(
        suite.app,
        gw('login/panAadhaarSeeding'),
        { njAcNo: '5000002', action: 'ALREADY_LINKED' },
        fresh.token,
      ),
    );
    expect(linked.data.isPanWithAadharSeeding).toBe('N');
    expect(await stepOf(fresh.token, '5000002')).toBe('HOME');
  });

  it('does not let 5000003 (deactive) put PAN-Aadhaar off; linking on the tax portal clears it', async () => {
    const { token } = await login(suite.app, '5000003');
    expect((await activation(token, '5000003')).isPanWithAadharDeactive).toBe('Y');
    const later = await post(suite.app, gw('login/askMeLater'), { step: 'PAN_AADHAAR' }, token);
    expect(later.statusCode).toBe(400);
    const link = envelope(
      await post(
        suite.app,
        gw('login/panAadhaarSeeding'),
        { njAcNo: '5000003', action: 'LINK_NOW' },
        token,
      ),
    );
    expect(link.displayMessage).toContain('logged out');
    await completeOnSandbox(link.data.linkUrl);
    expect(await stepOf(token, '5000003')).toBe('HOME');
  });

  it('clears mandatory depository charges once paid on the depository page (5000005)', async () => {
    const { token } = await login(suite.app, '5000005');
    const facts = await activation(token, '5000005');
    expect(facts).toMatchObject({ dpChargesPending: 'Y', optionalDpChargesPending: 'N' });
    expect(facts.dpChargesPendingNote).toContain('₹354.00');
    expect(
      (await post(suite.app, gw('login/askMeLater'), { step: 'DP_CHARGES' }, token)).statusCode,
    ).toBe(400);
    const url = envelope(
      await post(
        suite.app,
        gw('ewaportfoliows/api/dpcharges/getDpChargesUrl'),
        { name: 'Client Desk', userId: '5000005' },
        token,
      ),
    ).data.dpChargesUrl;
    const page = await suite.app.inject({ method: 'GET', url });
    expect(page.body).toContain('₹354.00');
    await completeOnSandbox(url);
    expect(await stepOf(token, '5000005')).toBe('HOME');
  });

  it('lets optional depository charges wait for the session (5000006)', async () => {
    const { token } = await login(suite.app, '5000006');
    expect((await activation(token, '5000006')).optionalDpChargesPending).toBe('Y');
    await post(suite.app, gw('login/askMeLater'), { step: 'DP_CHARGES' }, token);
    expect(await stepOf(token, '5000006')).toBe('HOME');
  });

  it('completes re-KYC on the KRA page from the link the server returns (5000007)', async () => {
    const { token } = await login(suite.app, '5000007');
    const facts = await activation(token, '5000007');
    expect(facts.reKycLink).toMatch(/^\/cdesk\/sandbox\/kra\/rekyc\?ref=/);
    // The desk explains first: why re-KYC is due comes from the account's own record.
    expect(nextPostLoginStep(facts, null)).toEqual({ step: 'REKYC', path: '/rekyc' });
    expect(facts).toMatchObject({ reKycReasonId: 'NOT_VALIDATED', kycUpdatedOn: '2012-03-14' });
    const page = await suite.app.inject({ method: 'GET', url: facts.reKycLink });
    expect(page.body).toContain('Complete re-KYC');
    const done = await completeOnSandbox(facts.reKycLink);
    // The KRA's page sends the investor back into the chain, not to a dead end.
    expect(done).toContain('href="/cdesk/rekyc"');
    expect(await stepOf(token, '5000007')).toBe('HOME');
    expect(await activation(token, '5000007')).toMatchObject({
      reKycReasonId: '',
      kycUpdatedOn: '',
    });
  });

  it('forces the password change of 5000014 with the rules, then lets the desk open', async () => {
    const { token } = await login(suite.app, '5000014');
    const change = (body: object) => post(suite.app, gw('login/changePassword'), body, token);
    const weak = await change({
      oldPassword: 'Demo@1234',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(envelope(weak).displayMessage).toBe('New password must have 8 to 16 characters.');
    const same = await change({
      oldPassword: 'Demo@1234',
      newPassword: 'Demo@1234',
      confirmPassword: 'Demo@1234',
    });
    expect(envelope(same).displayMessage).toBe(
      'New password cannot be the same as the current password.',
    );
    const mismatch = await change({
      oldPassword: 'Demo@1234',
      newPassword: 'Better#2026',
      confirmPassword: 'Better#2025',
    });
    expect(envelope(mismatch).displayMessage).toBe(
      'New password and confirm password do not match.',
    );
    const wrongOld = await change({
      oldPassword: 'Nope@1234',
      newPassword: 'Better#2026',
      confirmPassword: 'Better#2026',
    });
    expect(envelope(wrongOld).displayMessage).toBe('Current password is incorrect.');
    const done = await change({
      oldPassword: 'Demo@1234',
      newPassword: 'Better#2026',
      confirmPassword: 'Better#2026',
    });
    expect(envelope(done).displayMessage).toBe('Your password has been changed successfully.');
    expect(await stepOf(token, '5000014')).toBe('HOME');
    await login(suite.app, '5000014', 'Better#2026');
  });

  it('keeps the forced screens and the header open while a forced step waits', async () => {
    const { token } = await login(suite.app, '5000004');
    expect(
      (await post(suite.app, gw('login/checkFatcaDeclaration'), { njAcNo: '5000004' }, token))
        .statusCode,
    ).toBe(200);
  });

  it('answers the header call while a forced step waits', async () => {
    const { token } = await login(suite.app, '5000004');
    const header = await post(
      suite.app,
      gw('ewatraderegws/api/profileoperations/getHeaderByUCC'),
      { ucc: 'NJ5000004' },
      token,
    );
    expect(header.statusCode).toBe(200);
  });

  it('refuses the rest of the desk with STEPS_PENDING until the forced steps are resolved', async () => {
    const { token } = await login(suite.app, '5000004');
    const codes = await post(
      suite.app,
      gw('ewadashboardws/api/rest/loadAccodeandUcc/getAccodeandUcc'),
      {},
      token,
    );
    expect(codes.statusCode).toBe(403);
    expect(envelope(codes)).toMatchObject({
      errCode: 'STEPS_PENDING',
      displayMessage: 'Please complete the pending steps before you continue.',
    });
    await post(
      suite.app,
      gw('login/saveFatcaDeclaration'),
      { njAcNo: '5000004', reqFrom: 'WEB', accepted: 'Y' },
      token,
    );
    const after = await post(
      suite.app,
      gw('ewadashboardws/api/rest/loadAccodeandUcc/getAccodeandUcc'),
      {},
      token,
    );
    expect(after.statusCode).toBe(200);
  });

  it('records every forced-step decision in the audit trail', async () => {
    const { auditEvents } = await import('../src/db/schema.js');
    const rows = await suite.database.db.select({ kind: auditEvents.kind }).from(auditEvents);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const kind of ['LOGIN_SUCCESS', 'STEP_RESOLVED', 'STEP_DEFERRED', 'PASSWORD_CHANGED']) {
      expect(kinds).toContain(kind);
    }
  });
});
