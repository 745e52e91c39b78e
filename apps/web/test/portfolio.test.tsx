import {
  getHoldingsCall,
  getSipRegistrationsCall,
  getSwpRegistrationsCall,
  getTransactionsCall,
  messages,
  netWorthReportCall,
} from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskReplies, envelope, mockDesk, mockGateway, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const holding = (schemeCode: number, name: string, value: number, gain: number) => ({
  acCode: 'AC5000001',
  folioNo: `1234567/${schemeCode % 100}`,
  schemeCode,
  schemeName: name,
  amc: 'HDFC Mutual Fund',
  schemeType: 'EQUITY',
  assetClass: 'EQUITY',
  units: '215.671',
  nav: '236.588',
  navDate: '2026-08-21',
  currentValuePaise: value,
  investedPaise: value - gain,
  gainPaise: gain,
  gainPercent: ((gain / (value - gain)) * 100).toFixed(2),
  xirrPercent: '8.98',
});

const holdings = {
  acCode: 'AC5000001',
  summary: {
    currentValuePaise: 10_000_000,
    investedPaise: 10_050_000,
    gainPaise: -50_000,
    gainPercent: '-0.50',
    xirrPercent: '-1.20',
    navDate: '2026-08-21',
  },
  holdings: [
    holding(118989, 'HDFC Mid Cap Fund - Direct Plan - Growth', 6_000_000, 300_000),
    holding(120716, 'UTI Nifty 50 Index Fund - Direct Plan - Growth', 4_000_000, -350_000),
  ],
  allocation: [
    { assetClass: 'EQUITY', valuePaise: 6_000_000, percent: '60.00' },
    { assetClass: 'GOLD_COMMODITY', valuePaise: 4_000_000, percent: '40.00' },
  ],
};

const netWorth = {
  acCode: 'AC5000001',
  asOnDate: '23/11/2026',
  netWorthPaise: 10_000_000,
  currentValuePaise: 10_000_000,
  investedPaise: 10_050_000,
  gainPaise: -50_000,
  gainPercent: '-0.50',
  xirrPercent: '-1.20',
  navDate: '2026-08-21',
  byProduct: [],
  byAssetClass: [],
};

function transactionPage(page: number) {
  return {
    items: [
      {
        transactionId: page,
        acCode: 'AC5000001',
        tradeDate: page === 1 ? '2026-11-20' : '2025-07-20',
        trxnType: 'SIP',
        trxnTypeLabel: 'SIP',
        flow: 'IN',
        schemeCode: 118989,
        schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
        folioNo: '1234567/89',
        amountPaise: 300_000,
        stampDutyPaise: 15,
        units: '12.680',
        nav: '236.588',
        navDate: '2026-08-21',
        status: 'ALLOTTED',
      },
    ],
    awaitingNav:
      page === 1
        ? [
            {
              orderRef: 'PUR260821ABCDE-1',
              acCode: 'AC5000001',
              schemeCode: 118989,
              schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
              trxnType: 'PIP',
              trxnTypeLabel: 'Purchase',
              amountPaise: 500_000,
              placedDate: '2026-08-21',
              navDate: '2026-08-24',
            },
          ]
        : [],
    page,
    pageSize: 20,
    total: 21,
  };
}

afterEach(() => vi.useRealTimers());

// The first render loads the app's modules; on a busy machine that alone can take seconds.
describe('portfolio on the dashboard and its page', { timeout: 20_000 }, () => {
  it("asks for the investor's own code as on the desk's business day, and shows the NAVs' date", async () => {
    // The browser thinks it is 23-11-2026 in India; the desk does its business on 12-08-2026.
    vi.useFakeTimers({ now: new Date('2026-11-22T19:00:00Z'), toFake: ['Date'] });
    seedLoggedIn();
    const calls = mockDesk(
      [
        reply(netWorthReportCall, { body: envelope(netWorth) }),
        reply(getHoldingsCall, { body: envelope(holdings) }),
      ],
      { businessTime: '2026-08-12T05:30:00.000Z' },
    );
    await renderApp('/');

    const worth = await screen.findByRole('region', { name: 'Net worth' }, { timeout: 5000 });
    expect(
      await within(worth).findByText('₹1,00,000.00', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(worth).getByText('-₹500.00')).toBeInTheDocument();
    expect(within(worth).getByText('(-0.50%)')).toBeInTheDocument();
    expect(within(worth).getByText('-1.20%')).toBeInTheDocument();
    // As on the date of the NAVs the value stands on, not the day it was asked for.
    expect(within(worth).getByText('As on 21-08-2026')).toBeInTheDocument();
    expect(within(worth).queryByText(/23-11-2026/)).toBeNull();
    const asked = calls.filter((c) => c.to === netWorthReportCall).at(-1);
    expect(asked?.body).toEqual({ acCode: 'AC5000001', asOnDate: '12/08/2026' });
    expect(screen.getByText('+₹3,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View portfolio' }).getAttribute('href')).toBe(
      '/portfolio',
    );
  });

  it('tells an investor without holdings to contact the partner', async () => {
    seedLoggedIn();
    mockDesk();
    await renderApp('/');

    expect(
      await screen.findByText(messages.emptyPortfolio, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Contact your Wealth Partner' }).getAttribute('href'),
    ).toBe('/contact');
  });

  it('pages through transactions on the portfolio page', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      reply(getHoldingsCall, { body: envelope(holdings) }),
      reply(getTransactionsCall, (call) => ({
        body: envelope(transactionPage((call.body as { page: number }).page)),
      })),
    ]);
    const { user } = await renderApp('/transact/mutual-funds/portfolio');

    const named = await screen.findAllByText(
      'HDFC Mid Cap Fund - Direct Plan - Growth',
      {},
      { timeout: 5000 },
    );
    expect(named).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeInTheDocument();
    const allocation = await screen.findByRole('list', { name: 'Allocation by asset class' });
    expect(within(allocation).getByText('Equity')).toBeInTheDocument();
    expect(within(allocation).getByText('Gold/Commodity')).toBeInTheDocument();
    expect(within(allocation).getByText('40.00%')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText(/SIP · 20-11-2026/)).toBeInTheDocument();
    // Amount, the stamp duty deducted from it, and the units it bought.
    expect(screen.getByText('₹3,000.00')).toBeInTheDocument();
    expect(screen.getByText('Stamp duty ₹0.15')).toBeInTheDocument();
    expect(screen.getByText(/12\.680 units at/)).toBeInTheDocument();
    // A paid order without units yet says which NAV it waits for.
    const awaiting = screen.getByRole('list', { name: 'Awaiting NAV' });
    expect(within(awaiting).getByText('Awaiting the NAV of 24-08-2026')).toBeInTheDocument();
    expect(within(awaiting).getByText('Purchase · 21-08-2026')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText(/SIP · 20-07-2025/)).toBeInTheDocument();
    const pages = calls.filter((c) => c.to === getTransactionsCall).map((c) => c.body);
    expect(pages).toEqual([
      { acCode: 'AC5000001', page: 1, pageSize: 20 },
      { acCode: 'AC5000001', page: 2, pageSize: 20 },
    ]);
  });

  it('lists systematic withdrawals under the SIPs', async () => {
    seedLoggedIn();
    mockDesk([
      reply(getHoldingsCall, { body: envelope(holdings) }),
      reply(getSipRegistrationsCall, { body: envelope([]) }),
      reply(getSwpRegistrationsCall, {
        body: envelope([
          {
            swpId: 1,
            acCode: 'AC5000001',
            schemeCode: 118989,
            schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
            folioNo: '12345678/90',
            amountPaise: 100_000,
            frequencyId: 'M',
            installmentDay: 10,
            startDate: '2027-01-10',
            endDate: '2027-06-10',
            installments: 6,
            status: 'ACTIVE',
            nextInstallmentDate: '2027-01-10',
          },
        ]),
      }),
    ]);
    const { user } = await renderApp('/transact/mutual-funds/portfolio');

    await user.click(await screen.findByRole('tab', { name: 'SIPs' }, { timeout: 5000 }));
    const section = await screen.findByRole('region', { name: 'Systematic withdrawals' });
    expect(screen.getByText('There are no SIPs registered.')).toBeInTheDocument();
    expect(within(section).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(section).getAllByText('10-01-2027')).toHaveLength(2);
    expect(within(section).getByText('12345678/90')).toBeInTheDocument();
  });

  it('offers to try again when the holdings cannot be loaded', async () => {
    seedLoggedIn();
    const replies: Parameters<typeof mockGateway>[0] = [
      ...deskReplies(),
      reply(getHoldingsCall, {
        status: 400,
        body: envelope(null, false, 'acCode should be valid.'),
      }),
    ];
    mockGateway(replies);
    const { user } = await renderApp('/portfolio');

    expect((await screen.findByRole('alert')).textContent).toContain('acCode should be valid.');
    replies.push(reply(getHoldingsCall, { body: envelope(holdings) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Allocation')).toBeInTheDocument();
  });
});
