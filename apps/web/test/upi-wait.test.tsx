import {
  callTranStatusInqUpiServiceCall,
  getUpiCallBackResDetailCall,
  orderMessages,
  type TUpiStatus,
} from '@cdesk/domain';
import { act, configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockDesk, type RecordedCall, reply, seedLoggedIn } from './gateway-mock';
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

/** The bank's answers: to the callback check, and to the final status inquiry. */
function gateway(statuses: () => TUpiStatus, reason = '', final: TUpiStatus = 'NO_RESPONSE') {
  return mockDesk([
    reply(getUpiCallBackResDetailCall, () => upiReply(statuses(), reason)),
    reply(callTranStatusInqUpiServiceCall, () => upiReply(final, reason)),
    reply('/cdesk/sandbox/upi/collect?ref=T1', { status: 404, body: {} }),
  ]);
}

const polls = (calls: RecordedCall[]) => calls.filter((c) => c.to === getUpiCallBackResDetailCall);
const inquiries = (calls: RecordedCall[]) =>
  calls.filter((c) => c.to === callTranStatusInqUpiServiceCall);

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
    expect(await screen.findByRole('timer', { name: 'Time left 05:00' })).toBeInTheDocument();
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

  it('asks the final status once after 300000 ms; still unanswered is the awaited message, and asking stops', async () => {
    const calls = gateway(() => 'PENDING', '', 'NO_RESPONSE');
    await renderApp(page, { fakeTimers: true });
    await screen.findByRole('timer');

    await advance(295_000);
    expect(inquiries(calls)).toHaveLength(0);
    await advance(5_000);
    expect(await screen.findByText(orderMessages.upiAwaited)).toBeInTheDocument();
    expect(inquiries(calls).map((c) => c.body)).toEqual([
      { trxnid: 'T1', UPIRefTrxnID: 'UPI1', segment: 'MF' },
    ]);
    const asked = polls(calls).length;
    await advance(30_000);
    expect(polls(calls).length).toBe(asked);
    expect(inquiries(calls)).toHaveLength(1);
  });

  it.each([
    ['SUCCESS', orderMessages.upiSuccess],
    ['REJECTED', orderMessages.upiRejected],
    ['FAILED', orderMessages.upiAwaited],
    ['PENDING', orderMessages.upiAwaited],
  ] as const)('shows the final inquiry’s %s when the wait runs out', async (final, message) => {
    const calls = gateway(() => 'PENDING', 'Insufficient balance', final);
    await renderApp(page, { fakeTimers: true });
    await screen.findByRole('timer');

    await advance(300_000);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inquiries(calls)).toHaveLength(1);
    expect(screen.queryByText('Insufficient balance') !== null).toBe(final === 'REJECTED');
    expect(screen.getByRole('link', { name: 'View acknowledgement' })).toBeInTheDocument();
  });

  it('shows no response when the final inquiry itself fails', async () => {
    mockDesk([
      reply(getUpiCallBackResDetailCall, () => upiReply('PENDING')),
      reply(callTranStatusInqUpiServiceCall, new TypeError('Failed to fetch')),
      reply('/cdesk/sandbox/upi/collect?ref=T1', { status: 404, body: {} }),
    ]);
    await renderApp(page, { fakeTimers: true });
    await screen.findByRole('timer');

    await advance(300_000);
    expect(await screen.findByText(orderMessages.upiAwaited)).toBeInTheDocument();
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
    expect(await screen.findByText(message)).toBeInTheDocument();
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
