import { getUpiCallBackResDetailCall, orderMessages, type TUpiStatus } from '@cdesk/domain';
import { act, configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deskReplies,
  envelope,
  mockGateway,
  reply,
  seedLoggedIn,
  type RecordedCall,
} from './gateway-mock';
import { renderApp } from './render-app';

configure({ asyncUtilTimeout: 10_000 });

const page = '/transact/authorize/pip/upi?tid=ENC1&trxnid=T1';

function upiReply(status: TUpiStatus, reason = '') {
  return {
    body: envelope({
      trxnid: 'T1',
      status,
      message: '',
      reason,
      UPIREFTRXNID: 'UPI1',
      remainingMs: 0,
    }),
  };
}

function gateway(statuses: () => TUpiStatus, reason = '') {
  return mockGateway([
    ...deskReplies(),
    reply(getUpiCallBackResDetailCall, () => upiReply(statuses(), reason)),
    reply('/cdesk/sandbox/upi/collect?ref=T1', { status: 404, body: {} }),
  ]);
}

const polls = (calls: RecordedCall[]) => calls.filter((c) => c.to === getUpiCallBackResDetailCall);

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  seedLoggedIn();
});

afterEach(() => {
  vi.useRealTimers();
});

// Route chunks compile on the first visit of a run; a busy machine needs more than 5 s for it.
describe('UPI wait', { timeout: 20_000 }, () => {
  it('counts down from 5:00 and asks for the callback every 5 seconds', async () => {
    const calls = gateway(() => 'PENDING');
    await renderApp(page, { fakeTimers: true });
    expect(await screen.findByRole('timer', { name: 'Time left 05:00' })).toBeTruthy();
    const first = polls(calls).length;
    expect(first).toBeGreaterThanOrEqual(1);

    await advance(5_000);
    expect(polls(calls).length).toBe(first + 1);
    await advance(5_000);
    expect(polls(calls).length).toBe(first + 2);
    expect(polls(calls)[0]?.body).toEqual({ trxnid: 'T1' });
    await advance(50_000);
    expect(screen.getByRole('timer').textContent).toMatch(/^0[34]:[0-9]{2}$/);
  });

  it('gives up after 300000 ms with the awaited message and stops asking', async () => {
    const calls = gateway(() => 'PENDING');
    await renderApp(page, { fakeTimers: true });
    await screen.findByRole('timer');

    await advance(300_000);
    expect(await screen.findByText(orderMessages.upiAwaited)).toBeTruthy();
    const asked = polls(calls).length;
    await advance(30_000);
    expect(polls(calls).length).toBe(asked);
  });

  it.each([
    ['SUCCESS', orderMessages.upiSuccess],
    ['CANCELLED', orderMessages.upiAwaited],
    ['FAILED', orderMessages.upiAwaited],
    ['NO_RESPONSE', orderMessages.upiAwaited],
    ['REJECTED', orderMessages.upiRejected],
  ] as const)('shows the %s outcome worded as the catalogue', async (status, message) => {
    let asked = 0;
    gateway(() => (asked++ < 1 ? 'PENDING' : status), 'Insufficient balance');
    await renderApp(page, { fakeTimers: true });
    await screen.findByRole('timer');

    await advance(5_000);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Insufficient balance') !== null).toBe(status === 'REJECTED');
    expect(screen.getByRole('link', { name: 'View acknowledgement' }).getAttribute('href')).toBe(
      '/transact/authorize/pip/achknowledge?tid=ENC1',
    );
  });

  it('abandons an ask that takes longer than 10000 ms and asks again', async () => {
    const mocked = gateway(() => 'PENDING');
    const signals: AbortSignal[] = [];
    const real = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).endsWith(getUpiCallBackResDetailCall.path)) return real(input, init);
        const signal = init?.signal as AbortSignal;
        signals.push(signal);
        // The bank never answers: only the abort ends the ask.
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }),
    );
    await renderApp(page, { fakeTimers: true });
    await screen.findByRole('timer');
    expect(signals.length).toBe(1);

    await advance(5_000);
    expect(signals.length).toBe(1);
    await advance(5_000);
    expect(signals[0]?.aborted).toBe(true);
    await advance(5_000);
    expect(signals.length).toBe(2);
    expect(mocked.length).toBeGreaterThan(0);
  });
});
