import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock.js';
import { HttpDepository } from '../src/providers/depository/live.js';
import type { ProviderRequestStore } from '../src/providers/provider-requests.js';
import { startHttpRecorder } from './support/outside-systems.js';

const secret = 'shared-secret-shared-secret-0123456789';
const investor = { id: 9, njAcNo: '5000015', pan: 'OKKPK4417A', dematAccNo: 'IN30021487654321' };

describe('the live depository: registering a signed DDPI', () => {
  let outside: Awaited<ReturnType<typeof startHttpRecorder>>;
  let answer: unknown = { registered: true };

  beforeAll(async () => {
    outside = await startHttpRecorder({
      '/dp/ddpi/registrations': () => ({ status: 200, body: answer }),
    });
  });
  afterAll(() => outside.close());

  const depository = () =>
    new HttpDepository(
      { url: `${outside.base}/dp`, secret },
      {} as ProviderRequestStore,
      'https://desk.example.in',
      systemClock,
    );

  it('sends the desk’s reference, the account and when it was signed', async () => {
    const signedAt = new Date('2026-08-21T06:00:00Z');
    await depository().registerDdpi(investor, { ref: 'DDPI-12', signedAt });
    const sent = outside.requests.filter((r) => r.path === '/dp/ddpi/registrations').at(-1)!;
    expect(JSON.parse(sent.body)).toEqual({
      ref: 'DDPI-12',
      njAcNo: '5000015',
      pan: 'OKKPK4417A',
      dematAccNo: 'IN30021487654321',
      signedAt: '2026-08-21T06:00:00.000Z',
    });
  });

  it('fails when the depository does not confirm the registration', async () => {
    answer = { registered: false };
    await expect(
      depository().registerDdpi(investor, { ref: 'DDPI-13', signedAt: new Date() }),
    ).rejects.toThrow();
  });
});
