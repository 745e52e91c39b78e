import {
  generateTrxnOtpCall,
  getInstaCashDetailCall,
  onConfirmInstaCashCall,
  type TGetInstaCashDetailResponse,
} from '@cdesk/domain';
import { act, configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, reply } from './gateway-mock';
import { openDesk, where } from './render-app';
import { bank, confirmReply, order, otpReply } from './selling-fixtures';

configure({ asyncUtilTimeout: 10_000 });

const detail: TGetInstaCashDetailResponse = {
  dailyLimit: '50000.00',
  valuePercent: 90,
  schemes: [
    {
      folioNo: 'L1',
      schcode: 119091,
      schemeName: 'HDFC Liquid Fund - Direct Plan - Growth',
      freeUnits: '20.000',
      nav: '5000',
      navDate: '2026-08-11',
      folioValue: '100000.00',
      cap: '50000.00',
      takenToday: '0.00',
      available: '50000.00',
    },
  ],
  bank,
};

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Insta Cash success', { timeout: 30_000 }, () => {
  it('shows Success, then returns to /transact/insta-cash after 10 seconds', async () => {
    const { user, router, calls } = await openDesk(
      '/transact/mutual-funds/insta-cash',
      [
        reply(getInstaCashDetailCall, { body: envelope(detail) }),
        reply(generateTrxnOtpCall, { body: envelope(otpReply) }),
        reply(onConfirmInstaCashCall, {
          body: envelope(
            confirmReply({
              message: 'Your insta cash is paid.',
              order: {
                ...order,
                isInstaCash: 'Y',
                status: 'PAID',
                netAmount: '2000.00',
                requestedAmount: '2000.00',
                paidOn: '2026-08-12',
              },
            }),
          ),
        }),
      ],
      { fakeTimers: true },
    );
    await user.type(await screen.findByLabelText('Insta cash amount'), '2000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm insta cash' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('₹2,000.00')).toBeInTheDocument();
    expect(calls.find((c) => c.to === onConfirmInstaCashCall)?.body).toMatchObject({
      folioNo: 'L1',
      schCode: 119091,
      amount: '2000',
      otp: '123456',
      otpGenRefId: 'OTP-1',
    });

    await advance(9_000);
    expect(screen.getByText('Success')).toBeInTheDocument();
    await advance(1_500);
    expect(await screen.findByLabelText('Insta cash amount')).toBeInTheDocument();
    expect(where(router)).toBe('/transact/insta-cash');
    expect(calls.filter((c) => c.to === getInstaCashDetailCall).length).toBeGreaterThanOrEqual(2);
  });
});
