import { transactionStatementCall } from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const statement = (awaitingNav: object[]) => ({
  acCode: 'AC5000001',
  folioNo: '1234567/89',
  amc: 'HDFC Mutual Fund',
  folios: [{ folioNo: '1234567/89', amc: 'HDFC Mutual Fund', acCode: 'AC5000001' }],
  fromDate: '2025-08-12',
  toDate: '2026-08-12',
  schemes: [
    {
      schemeCode: 118989,
      schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
      openingUnits: '0.000',
      closingUnits: '10.000',
      inPaise: 200_000,
      outPaise: 0,
      lines: [
        {
          transactionId: 1,
          tradeDate: '2026-08-01',
          navDate: '2026-08-01',
          trxnType: 'P',
          trxnTypeLabel: 'Purchase',
          flow: 'IN',
          amountPaise: 200_000,
          stampDutyPaise: 10,
          units: '10.000',
          nav: '200.0000',
          balanceUnits: '10.000',
        },
      ],
    },
  ],
  totals: { inPaise: 200_000, outPaise: 0, stampDutyPaise: 10 },
  awaitingNav,
});

const awaiting = {
  orderRef: 'PO-1',
  schemeCode: 118989,
  schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
  trxnType: 'P',
  trxnTypeLabel: 'Purchase',
  amountPaise: 204_000,
  placedDate: '2026-08-12',
  navDate: '2026-08-13',
  status: 'Awaiting the NAV of 13-08-2026.',
};

describe('the transaction statement', { timeout: 20_000 }, () => {
  it('lists the paid orders awaiting their NAV apart from the allotted lines', async () => {
    seedLoggedIn();
    mockDesk([reply(transactionStatementCall, () => ({ body: envelope(statement([awaiting])) }))], {
      businessTime: '2026-08-12T10:00:00.000Z',
    });
    await renderApp('/report/mutual-funds/transaction-statement');

    const list = await screen.findByRole('list', { name: 'Orders awaiting NAV' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.textContent).toContain('HDFC Mid Cap Fund - Direct Plan - Growth');
    expect(item?.textContent).toContain('Purchase · placed on 12-08-2026');
    expect(item?.textContent).toContain('₹2,040');
    expect(item?.textContent).toContain('Awaiting the NAV of 13-08-2026.');
    expect(screen.getByRole('heading', { name: 'Awaiting NAV' })).toBeInTheDocument();
  });

  it('shows no awaiting section when every order is allotted', async () => {
    seedLoggedIn();
    mockDesk([reply(transactionStatementCall, () => ({ body: envelope(statement([])) }))], {
      businessTime: '2026-08-14T10:00:00.000Z',
    });
    await renderApp('/report/mutual-funds/transaction-statement');

    expect(
      await screen.findByRole('region', { name: 'HDFC Mid Cap Fund - Direct Plan - Growth' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders awaiting NAV' })).toBeNull();
    expect(screen.queryByText(/Awaiting the NAV/)).toBeNull();
  });
});
