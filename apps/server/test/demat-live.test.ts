import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock.js';
import { HttpDepository } from '../src/providers/depository/live.js';
import type { ProviderRequestStore } from '../src/providers/provider-requests.js';
import { ProviderError } from '../src/providers/signed-http.js';
import { startHttpRecorder } from './support/outside-systems.js';

const secret = 'shared-secret-shared-secret-0123456789';
const investor = { id: 7, njAcNo: '5000001', pan: 'AKVPV4821K', dematAccNo: 'IN30426212345678' };

describe('the live depository: demat holdings and transactions', () => {
  let outside: Awaited<ReturnType<typeof startHttpRecorder>>;
  let holdingsBody: unknown;

  beforeAll(async () => {
    outside = await startHttpRecorder({
      '/dp/demat/holdings': () => ({ status: 200, body: holdingsBody }),
      '/dp/demat/beneficial-owner': (request) =>
        JSON.parse(request.body).dematAccNo === '1208160012345678'
          ? { status: 200, body: { found: true, name: 'ASHA VERMA' } }
          : { status: 200, body: { found: false, name: '' } },
      '/dp/demat/transactions': () => ({
        status: 200,
        body: {
          transactions: [
            {
              tradeDate: '2026-05-04',
              isin: 'INE009A01021',
              companyName: 'Infosys Ltd',
              type: 'BUY',
              quantity: 10,
              balance: 10,
            },
          ],
        },
      }),
    });
  });
  afterAll(() => outside.close());

  // Demat reads open no page, so the store of page references is not touched.
  const depository = () =>
    new HttpDepository(
      { url: `${outside.base}/dp`, secret },
      {} as ProviderRequestStore,
      'https://desk.example.in',
      systemClock,
    );
  const last = (path: string) => outside.requests.filter((r) => r.path === path).at(-1)!;

  it('reads holdings at market prices in rupees as paise, never demo', async () => {
    holdingsBody = {
      holdings: [
        {
          isin: 'INE009A01021',
          companyName: 'Infosys Ltd',
          freeQuantity: 10,
          pledgedQuantity: 0,
          lockedInQuantity: 0,
          closePrice: '1528.75',
          priceDate: '2026-11-25',
        },
      ],
    };
    const statement = await depository().dematHoldings(investor);
    expect(statement).toEqual({
      isDemoPrice: false,
      holdings: [
        {
          isin: 'INE009A01021',
          companyName: 'Infosys Ltd',
          freeQuantity: 10,
          pledgedQuantity: 0,
          lockedInQuantity: 0,
          pricePaise: 152_875n,
          priceDate: '2026-11-25',
        },
      ],
    });
    expect(JSON.parse(last('/dp/demat/holdings').body)).toEqual({
      njAcNo: '5000001',
      dematAccNo: 'IN30426212345678',
    });
  });

  it('refuses an answer it cannot read', async () => {
    holdingsBody = { holdings: [{ isin: 'INE009A01021', closePrice: 'n/a' }] };
    await expect(depository().dematHoldings(investor)).rejects.toBeInstanceOf(ProviderError);
  });

  it('asks for transactions between two dates', async () => {
    const movements = await depository().dematTransactions(investor, '2026-01-01', '2026-11-26');
    expect(movements).toHaveLength(1);
    expect(JSON.parse(last('/dp/demat/transactions').body)).toEqual({
      njAcNo: '5000001',
      dematAccNo: 'IN30426212345678',
      fromDate: '2026-01-01',
      toDate: '2026-11-26',
    });
  });

  it("names a demat account's beneficial owner, or none", async () => {
    expect(await depository().beneficialOwner('1208160012345678')).toEqual({ name: 'ASHA VERMA' });
    expect(JSON.parse(last('/dp/demat/beneficial-owner').body)).toEqual({
      dematAccNo: '1208160012345678',
    });
    expect(await depository().beneficialOwner('IN30426299999999')).toBeNull();
  });
});
