import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../src/config.js';
import { formTargets } from '../src/plugins/security.js';
import { envelope, FixedClock, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const startUrl = '/cdesk/gw/shell/handoff/start';
const hostUrl = '/cdesk/sandbox/trading-host';
const redeemUrl = '/cdesk/gw/shell/handoff/redeem';

describe.each(testDatabases())('the hand-over to the online-trading host on $name', ({ open }) => {
  // 11:00 IST on 12 August 2026.
  const clock = new FixedClock(new Date('2026-08-12T05:30:00Z'));
  const suite = appPerSuite(open, { clock });

  const start = async (body: object, loginId = '5000001') => {
    const { token } = await login(suite.app, loginId);
    return post(suite.app, startUrl, body, token);
  };
  const toHost = (fields: Record<string, string>) =>
    suite.app.inject({
      method: 'POST',
      url: hostUrl,
      remoteAddress: '127.0.0.1',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('issues a signed token naming the investor, product and option, which the host accepts once', async () => {
    const response = await start({ prodType: 'capital-market', subType: 'purchase' });
    expect(response.statusCode).toBe(200);
    const data = envelope(response).data;
    expect(data).toMatchObject({
      url: hostUrl,
      product: 'capital-market',
      productName: 'Stocks & ETFs',
      option: 'purchase',
      optionLabel: 'Purchase',
      // Two minutes after 11:00:00 IST.
      expiresAt: '2026-08-12T05:32:00.000Z',
    });
    expect(Object.keys(data.fields).sort()).toEqual(['data', 'sig']);
    const claims = JSON.parse(Buffer.from(data.fields.data, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ njAcNo: '5000001', name: 'Asha Verma', option: 'purchase' });

    const page = await toHost(data.fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Asha Verma');
    expect(page.body).toContain('5000001');
    expect(page.body).toContain('Stocks &#38; ETFs');
    expect(page.body).toContain('12-08-2026 11:00:00 IST');

    const again = await toHost(data.fields);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link was already used');
  });

  it('refuses a token posted after its two minutes, on the business clock', async () => {
    const { fields } = envelope(
      await start({ prodType: 'public-offer', subType: 'equityipo' }),
    ).data;
    clock.advance(2 * 60 * 1000);
    const page = await toHost(fields);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This link has expired');
    expect(page.body).not.toContain('Asha Verma');
  });

  it('accepts a token a moment before it expires', async () => {
    const { fields } = envelope(await start({ prodType: 'loan', subType: 'TLD' })).data;
    clock.advance(2 * 60 * 1000 - 1000);
    const page = await toHost(fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Term loan');
  });

  it('refuses a token that was altered or never issued', async () => {
    const { fields } = envelope(await start({ prodType: 'capital-market', subType: 'bse' })).data;
    const claims = JSON.parse(Buffer.from(fields.data, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, njAcNo: '5000002' })).toString(
      'base64url',
    );
    for (const body of [{ data: forged, sig: fields.sig }, { data: fields.data }, {}]) {
      const page = await toHost(body as Record<string, string>);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is not valid');
    }
    // The genuine token is still good: refusing a forgery spends nothing.
    const page = await toHost(fields);
    expect(page.body).toContain('BSE');
  });

  it('lets a host spend a token server to server, once', async () => {
    const { fields } = envelope(await start({ prodType: 'public-offer', subType: 'otb' })).data;
    const redeemed = await post(suite.app, redeemUrl, fields);
    expect(redeemed.statusCode).toBe(200);
    expect(envelope(redeemed).data).toMatchObject({
      njAcNo: '5000001',
      name: 'Asha Verma',
      product: 'public-offer',
      option: 'otb',
    });
    const again = await post(suite.app, redeemUrl, fields);
    expect(again.statusCode).toBe(400);
    expect(envelope(again)).toMatchObject({
      errCode: 'HANDOFF_USED',
      displayMessage: 'This link was already used',
    });
    expect((await toHost(fields)).body).toContain('This link was already used');
    const forged = await post(suite.app, redeemUrl, { data: fields.data, sig: 'f'.repeat(64) });
    expect(envelope(forged).displayMessage).toBe('This link is not valid');
  });

  it('hands a product over with its own action when no option is named', async () => {
    const data = envelope(await start({ prodType: 'debt-market' })).data;
    expect(data).toMatchObject({ product: 'debt-market', option: 'purchase' });
  });

  it('refuses the National Pension Scheme: no action is enabled', async () => {
    const response = await start({ prodType: 'enps', subType: 'purchase' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe(
      'National Pension Scheme: no action is enabled online. Please contact your Wealth Partner for it.',
    );
  });

  it('refuses an E-Wealth MF account', async () => {
    const response = await start({ prodType: 'capital-market', subType: 'nse' }, '5000011');
    expect(response.statusCode).toBe(403);
    expect(envelope(response).displayMessage).toBe(
      'This product/option/report is not available for the E-Wealth MF account clients. To opt for the same please contact your Wealth Partner.',
    );
  });

  it.each([
    [
      { prodType: 'gold' },
      'Please choose a product: capital-market, debt-market, loan or public-offer.',
    ],
    [{}, 'Please choose a product: capital-market, debt-market, loan or public-offer.'],
    [
      { prodType: 'public-offer', subType: 'purchase' },
      'Please choose an option of Public Offers: equityipo, debtipo, ofs, otb.',
    ],
    [
      { prodType: 'mutual-funds', subType: 'purchase' },
      'Mutual Funds is done on the desk itself, not on the online-trading host.',
    ],
    [{ prodType: 'capital-market', subType: 'x'.repeat(21) }, undefined],
  ])('refuses bad input %j with a 400', async (body, message) => {
    const response = await start(body);
    expect(response.statusCode).toBe(400);
    const reply = envelope(response);
    expect(reply.isSuccess).toBe(false);
    if (message) expect(reply.displayMessage).toBe(message);
    else expect(reply.displayMessage).not.toBe('');
  });

  it('answers a logged-out caller as an expired session', async () => {
    const response = await post(suite.app, startUrl, { prodType: 'loan' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the trading host setting', () => {
  const base = { SECRET_KEY: 'k'.repeat(32) };

  it('defaults to the sandbox page in sandbox mode, signed under the secret key', () => {
    expect(loadConfig(base).tradingHost).toEqual({ url: hostUrl, secret: 'k'.repeat(32) });
  });

  it('takes TRADING_HOST_URL and TRADING_HOST_SECRET, and lets the desk post forms there', () => {
    const config = loadConfig({
      ...base,
      TRADING_HOST_URL: 'https://trade.example.in/sso/desk',
      TRADING_HOST_SECRET: 's'.repeat(32),
    });
    expect(config.tradingHost).toEqual({
      url: 'https://trade.example.in/sso/desk',
      secret: 's'.repeat(32),
    });
    expect(formTargets(config)).toEqual(['https://trade.example.in']);
    expect(formTargets(testConfig())).toEqual([]);
  });

  it('refuses a host URL that is not http(s)', () => {
    expect(() => loadConfig({ ...base, TRADING_HOST_URL: 'javascript:alert(1)' })).toThrow(
      /TRADING_HOST_URL/,
    );
  });
});
