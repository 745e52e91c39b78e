import { getOrderStatusCall, orderMessages } from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const order = {
  schcode: 118989,
  schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth Option',
  brokerage: '0.00',
  folioNo: '',
  units: '',
  nav: '',
  sipRegNo: '',
  swpRegNo: '',
  sip: null,
};

const status = {
  trxnId: 'PUR260812ABCDEF',
  trxnDate: '2026-08-12T09:45:00.000Z',
  payMode: '1',
  paymentStatus: 'SUCCESS',
  paymentRef: 'NB123',
  ackStatus: 'SUCCESS',
  message: orderMessages.confirmed,
  totalAmount: '7150.00',
  orders: [
    {
      ...order,
      orderRef: 'PUR260812ABCDEF-1',
      trxnType: 'PIP',
      amount: '5150.00',
      stampDuty: '0.26',
      netAmount: '5149.74',
      status: 'PAID',
      navDate: '2026-08-13',
    },
    {
      ...order,
      orderRef: 'PUR260812ABCDEF-2',
      trxnType: 'SIP',
      amount: '2000.00',
      stampDuty: '0.10',
      netAmount: '1999.90',
      status: 'ALLOTTED',
      folioNo: '12345678/90',
      units: '8.443',
      nav: '236.891',
      navDate: '2026-08-12',
      sipRegNo: 'SIP00000001',
      sip: {
        freqId: 'M',
        installmentDate: 10,
        installments: 12,
        startDate: '2026-08-12',
        nextDate: '2026-09-10',
        endDate: '2027-07-10',
      },
    },
  ],
};

describe('the acknowledgement', { timeout: 20_000 }, () => {
  it('says which NAV a paid order waits for, and counts a new SIP from today', async () => {
    seedLoggedIn();
    // Wednesday 12-08-2026, 15:30 in India, whatever the browser's calendar says.
    mockDesk([reply(getOrderStatusCall, { body: envelope(status) })], {
      businessTime: '2026-08-12T10:00:00.000Z',
    });
    await renderApp('/transact/authorize/pip/achknowledge?tid=PUR260812ABCDEF');

    const orders = await screen.findByRole('list', { name: 'Orders' }, { timeout: 5000 });
    const [paid, sip] = within(orders).getAllByRole('listitem');
    expect(within(paid!).getByText('Paid, awaiting the NAV of 13-08-2026')).toBeInTheDocument();
    expect(
      within(sip!).getByText(
        'Monthly on day 10, 12 installments: 1 today (12-08-2026), next 10-09-2026, last 10-07-2027',
      ),
    ).toBeInTheDocument();
    expect(within(sip!).getByText(/units at NAV ₹236\.891 of 12-08-2026/)).toBeInTheDocument();
    expect(screen.getByText('Placed on 12-08-2026')).toBeInTheDocument();
  });
});
